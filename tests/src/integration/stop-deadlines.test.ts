import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Starts the fixture, sends SIGTERM once it is up, and resolves with its exit code and output. */
function stopStuckProcess(stop: 'steps' | 'hangs'): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/src/fixtures/stuck-stop.ts'], { cwd: root, env: { ...process.env, STOP: stop } });
  let output = '';
  child.stdout.on('data', (d: Buffer) => {
    output += d.toString();
    if (output.includes('READY') && !child.killed) child.kill('SIGTERM');
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
