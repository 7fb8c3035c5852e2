/**
 * A real entry point (PROFILE_ENTRY: `api`, `realtime` or `workers`) under the V8 CPU profiler, for
 * tests/load/profile.ts: on SIGUSR2 it stops profiling and prints `PROFILE <file>`.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
await session.post('Profiler.start');
process.on('SIGUSR2', () => {
  void session.post('Profiler.stop').then(({ profile }) => {
    const file = `${process.env.PROFILE_DIR ?? '/tmp'}/${process.env.PROFILE_ENTRY ?? 'api'}-${process.pid}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    process.stdout.write(`PROFILE ${file}\n`);
  });
});
if (process.env.PROFILE_ENTRY === 'realtime') await import('../../../server/src/realtime');
else if (process.env.PROFILE_ENTRY === 'workers') await import('../../../server/src/workers');
else await import('../../../server/src/api');
