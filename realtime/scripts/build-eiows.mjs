/**
 * Builds eiows's native addon for the running Node.js (npm runs this as @ros/realtime's `install`
 * script, so a fresh `npm ci` builds it; `npm run build:eiows -w realtime` rebuilds it by hand, e.g.
 * after a Node.js upgrade: eiows names its binary after the exact Node.js version).
 *
 * eiows's own install script is denied in the root package.json (`allowScripts`): it clones Node's
 * source tree to read one internal header, for TLS takeover only, which fails offline and which the
 * gateway does not need (TLS ends in front of it). This builds the same sources with node-gyp against
 * Node's public headers, with a stand-in for that header (realtime/native/eiows). See
 * docs/decisions/2026-11-28-gateway-ws-engine.md.
 *
 * Never fails the install: without the addon the gateway runs on `ws` (realtime/src/ws-engine.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const stubs = path.resolve(here, '../native/eiows');
const require = createRequire(import.meta.url);
const force = process.argv.includes('--force');
const started = Date.now();

const say = (message) => process.stdout.write(`eiows: ${message}\n`);
function giveUp(message) {
  say(`${message}; the gateway will use ws`);
  process.exit(0);
}

if (process.platform === 'win32') giveUp('not built on Windows');
let dir;
try {
  dir = path.dirname(require.resolve('eiows/package.json'));
} catch {
  giveUp('not installed (optional dependency)');
}
const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
// The stand-in header matches what eiows 9's addon reads of Node's internals, nothing else.
if (!version.startsWith('9.')) giveUp(`version ${version} is not the one this build is written for (9.x)`);

const binary = path.join(dir, 'dist', `eiows_${process.version}.node`);
const loads = () =>
  spawnSync(process.execPath, ['-e', `require(${JSON.stringify(dir)})`], { stdio: 'ignore' }).status === 0;
if (!force && existsSync(binary) && loads()) {
  say(`${version} already built for Node.js ${process.version}`);
  process.exit(0);
}

const nodeGyp = [
  process.env.npm_config_node_gyp,
  path.join(path.dirname(process.execPath), '../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js'),
].find((file) => file && existsSync(file));
if (!nodeGyp) giveUp('node-gyp not found (it comes with npm)');

say(`building ${version} for Node.js ${process.version} (a minute or so)…`);
const logFile = path.join(dir, 'build_log.txt');
const log = openSync(logFile, 'w');
// npm passes its `nodedir` setting on; run by hand, build against this Node.js's own headers if it has them.
const prefix = path.resolve(path.dirname(process.execPath), '..');
const nodedir =
  !process.env.npm_config_nodedir && existsSync(path.join(prefix, 'include/node/node.h'))
    ? [`--nodedir=${prefix}`]
    : [];
const build = spawnSync(process.execPath, [nodeGyp, 'rebuild', ...nodedir], {
  cwd: dir,
  stdio: ['ignore', log, log],
  env: { ...process.env, CXXFLAGS: `-I${stubs} ${process.env.CXXFLAGS ?? ''}`.trim() },
});
if (build.status !== 0 || !existsSync(binary)) {
  const tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-15).join('\n');
  process.stdout.write(`${tail}\n`);
  rmSync(binary, { force: true });
  giveUp(`build failed (log: ${logFile})`);
}
// The objects are not needed once the addon is copied next to eiows's loader.
rmSync(path.join(dir, 'build'), { recursive: true, force: true });
if (!loads()) {
  rmSync(binary, { force: true });
  giveUp('built, but the addon does not load');
}
say(`built ${path.relative(process.cwd(), binary)} in ${Math.round((Date.now() - started) / 1000)} s`);
