import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertLoopback } from '../../load/lib/loopback';
import type { FanoutResult } from '../../load/scenarios/fanout';
import type { LatencyResult } from '../../load/scenarios/latency';
import type { RecoveryResult } from '../../load/scenarios/recovery';
import type { ReportsResult } from '../../load/scenarios/reports';
import type { StockResult } from '../../load/scenarios/stock';
import type { WebResult } from '../../load/scenarios/web';
import type { WriteResult } from '../../load/scenarios/write';
import { defaultOptions, runBench, SCENARIOS } from '../../load/run';

// Every scenario of `npm run bench` at tiny sizes: the harness must run end to end and count
// right. Timing is never asserted here (that is what the benchmark reports).
describe('npm run bench (smoke sizes)', () => {
  it('refuses to load anything but this machine', () => {
    expect(() => assertLoopback('http://example.com:3000')).toThrow(/only targets/);
    expect(() => assertLoopback('http://10.0.0.1:3000')).toThrow(/only targets/);
    expect(assertLoopback('http://127.0.0.1:3000').port).toBe('3000');
    expect(assertLoopback('http://[::1]:3000').hostname).toBe('[::1]');
  });

  it('runs every scenario and writes JSON and Markdown results with sane numbers', { timeout: 300_000 }, async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'ros-bench-'));
    const { results, files } = await runBench(
      {
        ...defaultOptions(),
        restaurants: 2,
        screens: 2,
        rate: 10,
        durationS: 1,
        concurrency: [2],
        sockets: 20,
        deliveriesPerS: 60,
        clients: 8,
        recoveryRate: 10,
        crash: { killAtMs: 700, downMs: 500, afterMs: 800 },
        tickets: 5,
        build: false,
        outDir,
        parallel: true,
        // The stock path and the reports on history run afterwards: too many processes at once for two cores.
        scenarios: SCENARIOS.filter((s) => s !== 'stock' && s !== 'reports'),
      },
      () => {},
    );
    expect(results.errors).toEqual({});
    expect(existsSync(files.json) && existsSync(files.md)).toBe(true);
    expect(JSON.parse(readFileSync(files.json, 'utf8')).rows.length).toBe(results.rows.length);
    expect(readFileSync(files.md, 'utf8')).toContain('| S1');

    const latency = results.scenarios.latency as LatencyResult;
    for (const run of [latency.distributed, latency.bare]) {
      expect(run.expected).toBeGreaterThan(0);
      expect(run.deliveredFraction).toBe(1);
      expect(run.duplicates).toBe(0);
      expect(run.latency.p99).toBeGreaterThan(0);
    }
    expect(latency.relayLag.n).toBeGreaterThan(0);

    const write = results.scenarios.write as WriteResult;
    expect(write.api[0]!.ordersPerS).toBeGreaterThan(0);
    expect(write.raw[0]!.ordersPerS).toBeGreaterThan(0);
    expect(write.api[0]!.failed).toBe(0);

    const fanout = results.scenarios.fanout as FanoutResult;
    expect(fanout.run.deliveredFraction).toBe(1);
    expect(fanout.run.duplicates).toBe(0);
    expect(fanout.memory.after.heapUsed).toBeGreaterThan(0);

    const recovery = results.scenarios.recovery as RecoveryResult;
    expect(recovery.ours.expected).toBeGreaterThan(0);
    expect(recovery.ours.deliveredFraction).toBe(1);
    expect(recovery.ours.duplicatesApplied).toBe(0);
    expect(recovery.ours.caughtUpAfterKillMs).not.toBeNull();
    expect(recovery.socketIoRecovery.duplicatesApplied).toBe(0);

    const web = results.scenarios.web as WebResult;
    expect(web.initial.jsGzip).toBeGreaterThan(0);
    expect(web.routes.some((r) => r.route === 'PosPage')).toBe(true);
    expect(web.kds.ticketsShown).toBe(5);
    expect(web.posFirstLoad.interactiveMs).toBeGreaterThan(0);

    // The stock path and the reports on history, beside each other (each writes its own results).
    const [alone, history] = await Promise.all([
      runBench(
        {
          ...defaultOptions(),
          scenarios: ['stock'],
          restaurants: 2,
          rate: 10,
          durationS: 1,
          build: false,
          outDir: mkdtempSync(path.join(tmpdir(), 'ros-bench-')),
        },
        () => {},
      ),
      runBench(
        {
          ...defaultOptions(),
          scenarios: ['reports'],
          historyRestaurants: 2,
          historyDays: 3,
          reportReads: 4,
          rate: 10,
          durationS: 1,
          build: false,
          outDir: mkdtempSync(path.join(tmpdir(), 'ros-bench-')),
        },
        () => {},
      ),
    ]);
    expect(alone.results.errors).toEqual({});
    const stock = alone.results.scenarios.stock as StockResult;
    expect(stock.on.lag!.n).toBeGreaterThan(0);
    expect(stock.on.missing).toBe(0);
    expect(stock.off.lag).toBeNull();
    expect(stock.on.failed + stock.off.failed).toBe(0);

    expect(history.results.errors).toEqual({});
    const reports = history.results.scenarios.reports as ReportsResult;
    expect(reports.history.sales).toBeGreaterThan(0);
    expect(reports.reads.dashboard!.n).toBe(4);
    expect(reports.lag.n).toBeGreaterThan(0);
  });
});
