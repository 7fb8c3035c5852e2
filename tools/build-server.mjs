/**
 * `npm run build:server`: the server processes compiled to plain JavaScript in `server/dist/`, run
 * with `node` (no tsx) in production and in the Docker image:
 *
 *   api.js, realtime.js, workers.js   the three processes (server/src/*.ts)
 *   migrate.js, seed.js               `db:migrate` and `db:seed` (db/src/cli)
 *   migrations/<name>.js              one file per migration: the migrator lists this folder at run time
 *   pglite-worker.js                  the embedded database's thread, copied as is (plain JavaScript)
 *   chunk-*.js                        code the entries share (esbuild's splitting)
 *
 * The workspace packages (`@ros/*`, whose roots point at `src/*.ts`) are bundled in; every npm
 * package stays external and is loaded from node_modules, so native addons (sharp, argon2, eiows)
 * and PGlite's wasm are found where npm put them. `meta.json` lists what each output
 * imports (the production-build test checks those packages are production dependencies).
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'server/dist');
const migrationsDir = path.join(root, 'db/src/migrations');
const MIGRATION_FILE = /^\d{4}_\d{2}_\d{2}_\d{4}_[a-z0-9_]+\.ts$/;

const entryPoints = {
  api: 'server/src/api.ts',
  realtime: 'server/src/realtime.ts',
  workers: 'server/src/workers.ts',
  migrate: 'db/src/cli/migrate.ts',
  seed: 'db/src/cli/seed.ts',
};
for (const file of readdirSync(migrationsDir).filter((f) => MIGRATION_FILE.test(f))) {
  entryPoints[`migrations/${file.replace(/\.ts$/, '')}`] = `db/src/migrations/${file}`;
}

/** npm packages (and node: builtins) stay imports; `@ros/*` and relative paths are bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@ros/') || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const result = await build({
  absWorkingDir: root,
  entryPoints,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: true,
  metafile: true,
  // Chunks beside the entries: code that finds files by `import.meta.url` (the migrator, the PGlite
  // worker) looks in server/dist wherever esbuild put it.
  chunkNames: 'chunk-[hash]',
  logLevel: 'warning',
  plugins: [npmPackagesExternal],
});
// `new URL('./pglite-worker.js', import.meta.url)` in db/src/pglite.ts resolves beside the bundle.
copyFileSync(path.join(root, 'db/src/pglite-worker.js'), path.join(outdir, 'pglite-worker.js'));
writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile));
process.stdout.write(`server built into server/dist in ${Date.now() - started} ms\n`);
