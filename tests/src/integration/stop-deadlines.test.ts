import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Starts the fixture, sends `signals` once it is up (all at once, as a process group gets them),
 * then `later` once it says it is stopping and `laterAfterMs` passed, and resolves with its exit
 * code and output.
 */
function stopStuckProcess(
  stop: 'steps' | 'hangs' | 'slow',
  options: {
    signals?: NodeJS.Signals[];
    later?: NodeJS.Signals;
    laterAfterMs?: number;
    env?: Record<string, string>;
  } = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/src/fixtures/stuck-stop.ts'], {
    cwd: root,
    env: { ...process.env, STOP: stop, ...options.env },
  });
  let output = '';
  let signalled = false;
  let laterSent = false;
  child.stdout.on('data', (d: Buffer) => {
    output += d.toString();
    if (output.includes('READY') && !signalled) {
      signalled = true;
      for (const signal of options.signals ?? ['SIGTERM']) child.kill(signal);
    }
    if (options.later && output.includes('Stopping…') && !laterSent) {
      laterSent = true;
      setTimeout(() => child.kill(options.later), options.laterAfterMs ?? 0);
    }
  });
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('stopping a process whose database never answers', () => {
  it('gives each step its deadline, goes on to the next, and exits', async () => {
    const { code, output } = await stopStuckProcess('steps');
    expect(output).toContain('stopping: database did not finish within 200 ms; going on');
    expect(output).toContain('http server closed');
    expect(output).toContain('Stopped (some parts did not finish in time; see the warnings above).');
    expect(code).toBe(0);
  });

  it('exits at the hard deadline when the stop itself never ends', async () => {
    const { code, output } = await stopStuckProcess('hangs');
    expect(output).toContain('stopping took over 500 ms; exiting now');
    expect(code).toBe(1);
  });
});

describe('a stop signal delivered twice', () => {
  it('stops cleanly when the process group gets SIGTERM, SIGINT and SIGTERM at once (npm forwarding Ctrl+C or a service manager)', async () => {
    const { code, output } = await stopStuckProcess('slow', {
      signals: ['SIGTERM', 'SIGINT', 'SIGTERM'],
      env: { HARD_MS: '20000' },
    });
    expect(output).toContain('still stopping');
    expect(output).not.toContain('second stop signal');
    expect(output).toContain('http server closed');
    expect(output).toContain('Stopped.');
    expect(code).toBe(0);
  });

  it('exits at once on a deliberate second signal after the repeat window', async () => {
    const { code, output } = await stopStuckProcess('hangs', {
      later: 'SIGINT',
      laterAfterMs: 300,
      env: { HARD_MS: '20000', REPEAT_MS: '100' },
    });
    expect(output).toContain('second stop signal: exiting now');
    expect(output).toContain('Stopped (second signal).');
    expect(code).toBe(1);
  });
});
