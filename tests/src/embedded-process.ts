import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm start` as a child process: the embedded app (API, gateway, workers, PGlite) on one data directory. */
export interface EmbeddedProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (for failure messages). */
  output(): string;
  /** Sends `signal` and resolves with the exit code (or the signal) once it exited. */
  stop(signal: NodeJS.Signals): Promise<number | NodeJS.Signals>;
  /**
   * Sends `signal` as Ctrl+C or a service manager does to `npm start`: to the process group, then
   * once more as npm forwards it to its child (needs `{ detached: true }`); resolves as `stop`.
   */
  stopGroup(signal: NodeJS.Signals): Promise<number | NodeJS.Signals>;
}

/** Variables of the test run that would turn the child into the distributed mode or another directory. */
const NOT_INHERITED = [
  'DATABASE_URL',
  'REDIS_URL',
  'REDIS_PREFIX',
  'JWT_SECRET',
  'LOG_LEVEL',
  'TEST_DATABASE',
  'DATA_DIR',
  'PORT',
  'SEED_DEMO',
  'UPLOAD_DIR',
];

/**
 * Starts `server/src/api.ts` (as `npm start` does, on PGlite) on `dataDir` and a free port, and
 * resolves once it printed where to open it. Rejects with its output when it exits first or says
 * nothing within `startTimeoutMs`.
 */
export async function startEmbedded(
  dataDir: string,
  env: Record<string, string> = {},
  startTimeoutMs = 120_000,
  options: { detached?: boolean } = {},
): Promise<EmbeddedProcess> {
  const childEnv: Record<string, string | undefined> = { ...process.env };
  for (const name of NOT_INHERITED) delete childEnv[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/api.ts'], {
    cwd: root,
    env: { ...childEnv, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, which `stopGroup` signals.
    detached: options.detached ?? false,
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code ?? 0)),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Killed, not left running: a start that never answered must not load the machine for the files after it.
      child.kill('SIGKILL');
      reject(new Error(`the app said nothing within ${startTimeoutMs} ms:\n${output}`));
    }, startTimeoutMs);
    const look = () => {
      const found = /Open (http:\/\/\S+)/.exec(output);
      if (!found) return;
      clearTimeout(timer);
      child.stdout!.off('data', look);
      resolve(found[1]!);
    };
    child.stdout!.on('data', look);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`the app exited (${how}) before it was up:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    stopGroup(signal) {
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(-child.pid!, signal);
        child.kill(signal);
      }
      return exited;
    },
  };
}
