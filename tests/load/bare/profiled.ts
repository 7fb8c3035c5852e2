/**
 * A real entry point (PROFILE_ENTRY: `api`, `realtime` or `workers`) under the V8 CPU profiler, for
 * tests/load/profile.ts: on SIGUSR2 it stops profiling and prints `PROFILE <file>`. With
 * PROFILE_DEFER=1 the first SIGUSR2 starts the profiler (after start-up and setup), the second stops it.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
let started = process.env.PROFILE_DEFER !== '1';
if (started) await session.post('Profiler.start');
process.on('SIGUSR2', () => {
  if (!started) {
    started = true;
    if (process.env.PROFILE_SQL === '1') (globalThis as { __sqlCounts?: Map<string, number> }).__sqlCounts = new Map();
    void session.post('Profiler.start').then(() => process.stdout.write('PROFILING\n'));
    return;
  }
  void session.post('Profiler.stop').then(({ profile }) => {
    const file = `${process.env.PROFILE_DIR ?? '/tmp'}/${process.env.PROFILE_ENTRY ?? 'api'}-${process.pid}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    const counts = (globalThis as { __sqlCounts?: Map<string, number> }).__sqlCounts;
    if (counts)
      writeFileSync(
        `${file}.sql.json`,
        JSON.stringify(
          [...counts].sort((a, b) => b[1] - a[1]),
          null,
          1,
        ),
      );
    process.stdout.write(`PROFILE ${file}\n`);
  });
});
if (process.env.PROFILE_ENTRY === 'realtime') await import('../../../server/src/realtime');
else if (process.env.PROFILE_ENTRY === 'workers') await import('../../../server/src/workers');
else await import('../../../server/src/api');
