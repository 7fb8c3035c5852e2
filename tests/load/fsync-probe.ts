import { closeSync, fdatasyncSync, openSync, unlinkSync, writeSync } from 'node:fs';

/**
 * How long this machine's disk takes to flush a write, the wait every PostgreSQL commit has (its WAL
 * reaching the disk): an 8 KB `write` + `fdatasync` every 10 ms for a while, then p50 / p99 / p99.9 /
 * max and the flushes over 100 ms with their times.
 *
 *   npx tsx tests/load/fsync-probe.ts [file on the database's disk] [seconds]
 *
 * e.g. `npx tsx tests/load/fsync-probe.ts /var/lib/postgresql/fsync-probe.bin 20`.
 */
const file = process.argv[2] ?? '/var/lib/postgresql/fsync-probe.bin';
const seconds = Number(process.argv[3] ?? 20);
const fd = openSync(file, 'w');
const page = Buffer.alloc(8192, 1);
const flushes: number[] = [];
const slow: string[] = [];
const end = Date.now() + seconds * 1000;
try {
  while (Date.now() < end) {
    const t0 = performance.now();
    writeSync(fd, page, 0, page.length, 0);
    fdatasyncSync(fd);
    const ms = performance.now() - t0;
    flushes.push(ms);
    if (ms > 100) slow.push(`${new Date().toISOString()} ${ms.toFixed(0)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
} finally {
  closeSync(fd);
  unlinkSync(file);
}
const sorted = Float64Array.from(flushes).sort();
const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))]!;
console.log(
  `${sorted.length} flushes: p50 ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms, p99.9 ${at(0.999).toFixed(1)} ms, max ${at(1).toFixed(0)} ms; over 100 ms: ${slow.length}`,
);
for (const line of slow) console.log(line);
