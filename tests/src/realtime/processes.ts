import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A child process with its output lines, so tests can wait for what it logs. */
export interface Child {
  proc: ChildProcess;
  lines: string[];
  waitFor(pattern: RegExp, ms?: number): Promise<RegExpMatchArray>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

const children = new Set<Child>();

function track(proc: ChildProcess): Child {
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: (m: RegExpMatchArray) => void }[] = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      lines.push(line);
      for (const w of [...waiters]) {
        const m = line.match(w.pattern);
        if (m) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(m);
        }
      }
    }
  };
  proc.stdout?.on('data', onData);
  proc.stderr?.on('data', onData);
  const child: Child = {
    proc,
    lines,
    waitFor(pattern, ms = 45_000) {
      for (const line of lines) {
        const m = line.match(pattern);
        if (m) return Promise.resolve(m);
      }
      return new Promise((resolve, reject) => {
        const t = setTimeout(
          () => reject(new Error(`timed out waiting for ${pattern} in:\n${lines.slice(-20).join('\n')}`)),
          ms,
        );
        waiters.push({ pattern, resolve: (m) => (clearTimeout(t), resolve(m)) });
      });
    },
    kill(signal = 'SIGKILL') {
      children.delete(child);
      if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill(signal);
      });
    },
  };
  children.add(child);
  return child;
}

/** Runs a TypeScript entry point of the repo as one node process (no tsx wrapper, so SIGKILL kills it). */
export function runEntry(entry: string, env: Record<string, string>): Child {
  return track(
    spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/**
 * Runs a built JavaScript file of the repo (`server/dist/*.js`) with plain `node`, as the production
 * image does: no tsx, no loader flags, and only `env` beside PATH and HOME (nothing of the test run).
 */
export function runBuilt(file: string, env: Record<string, string>): Child {
  return track(
    spawn(process.execPath, [path.join(root, file)], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** A private redis-server (never the machine's shared one), killed and restarted by the test. */
export async function startRedis(port: number): Promise<Child> {
  const child = track(
    spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  await child.waitFor(/Ready to accept connections/);
  return child;
}

/** Kills every child still running (afterAll safety net). */
export async function killAll(): Promise<void> {
  await Promise.all([...children].map((c) => c.kill()));
}
