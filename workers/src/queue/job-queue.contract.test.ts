import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '@ros/db';
import type { JobName } from '@ros/shared-events';
import { up as createQueuedJobs } from '../../../db/src/migrations/2026_12_01_0200_queued_jobs';
import { BullJobQueue } from './bullmq-queue';
import { PermanentJobError, type JobQueue, type RetryPolicy } from './job-queue';
import { databaseJobStore } from './job-store';
import { MemoryJobQueue } from './memory-queue';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const NAME = 'report.count-daily' as JobName;
const retry: RetryPolicy = { attempts: 3, backoffMs: 20 };
const DAY = 86_400_000;

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** An embedded database with the jobs table (its migration alone: the whole schema takes half a minute on PGlite). */
const pgliteDir = mkdtempSync(path.join(tmpdir(), 'ros-queue-'));
let pglite: Database;
beforeAll(async () => {
  pglite = await openDatabase({ kind: 'pglite', dataDir: path.join(pgliteDir, 'pglite') });
  await sql`create role ros_tenant nologin`.execute(pglite.db);
  await createQueuedJobs(pglite.db);
});
afterAll(async () => {
  await pglite.close();
  rmSync(pgliteDir, { recursive: true, force: true });
});
const keptJobs = async () =>
  await pglite.db.selectFrom('queued_jobs').select(['job_id', 'name']).orderBy('job_id').execute();

const adapters: [string, (onFailed: (id: string) => void) => JobQueue][] = [
  ['in-process', (onFailed) => new MemoryJobQueue({ retry, onFailed })],
  [
    'in-process, kept in PGlite',
    (onFailed) => new MemoryJobQueue({ retry, onFailed, store: databaseJobStore(pglite.db) }),
  ],
  [
    'bullmq',
    (onFailed) =>
      new BullJobQueue({
        url: redisUrl,
        prefix: `${process.env.TEST_RUN_ID ?? 'local'}-${randomUUID().slice(0, 8)}`,
        retry,
        onFailed,
      }),
  ],
];

describe.each(adapters)('JobQueue contract: %s', (_name, make) => {
  const opened: JobQueue[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((q) => q.close()));
    await pglite.db.deleteFrom('queued_jobs').execute();
  });

  it('runs each enqueued job with its payload and id', async () => {
    const q = make(() => {});
    opened.push(q);
    const runs: { payload: unknown; jobId: string }[] = [];
    await q.process(async (_name, payload, ctx) => void runs.push({ payload, jobId: ctx.jobId }));
    await q.enqueue(NAME, { n: 1 }, { jobId: 'job-a' });
    await q.enqueue(NAME, { n: 2 }, { jobId: 'job-b' });
    await until(() => runs.length === 2);
    expect(runs.sort((a, b) => a.jobId.localeCompare(b.jobId))).toEqual([
      { payload: { n: 1 }, jobId: 'job-a' },
      { payload: { n: 2 }, jobId: 'job-b' },
    ]);
  });

  it('ignores a second enqueue with a known job id', async () => {
    const q = make(() => {});
    opened.push(q);
    const runs: string[] = [];
    await q.process(async (_name, _payload, ctx) => void runs.push(ctx.jobId));
    await q.enqueue(NAME, {}, { jobId: 'dup-1' });
    await until(() => runs.length === 1);
    await q.enqueue(NAME, {}, { jobId: 'dup-1' });
    await q.enqueue(NAME, {}, { jobId: 'dup-2' });
    await until(() => runs.length === 2);
    expect(runs).toEqual(['dup-1', 'dup-2']);
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    const q = make(() => {});
    opened.push(q);
    const attempts: number[] = [];
    let done = false;
    await q.process(async (_name, _payload, ctx) => {
      attempts.push(ctx.attempt);
      if (ctx.attempt < 3) throw new Error('transient');
      done = true;
    });
    await q.enqueue(NAME, {}, { jobId: 'flaky' });
    await until(() => done);
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('does not retry a permanent failure, and reports it', async () => {
    const failed: string[] = [];
    const q = make((id) => failed.push(id));
    opened.push(q);
    let runs = 0;
    await q.process(async () => {
      runs++;
      throw new PermanentJobError('bad payload');
    });
    await q.enqueue(NAME, {}, { jobId: 'permanent' });
    await until(() => failed.length === 1);
    expect(runs).toBe(1);
    expect(failed).toEqual(['permanent']);
  });

  it('runs a delayed job later', async () => {
    const q = make(() => {});
    opened.push(q);
    const runs: string[] = [];
    await q.process(async (_name, _payload, ctx) => void runs.push(ctx.jobId));
    await q.enqueue(NAME, {}, { jobId: 'later', delay: 200 });
    expect(runs).toEqual([]);
    await until(() => runs.length === 1);
    expect(runs).toEqual(['later']);
  });

  it('keeps a job delayed by more than a timer can hold (a booking weeks ahead) until its time', async () => {
    const q = make(() => {});
    opened.push(q);
    const runs: string[] = [];
    await q.process(async (_name, _payload, ctx) => void runs.push(ctx.jobId));
    await q.enqueue(NAME, {}, { jobId: 'in-40-days', delay: 40 * DAY });
    await q.enqueue(NAME, {}, { jobId: 'now' });
    await until(() => runs.length === 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(runs).toEqual(['now']);
  });

  it('ignores re-enqueues of a delayed job id while it waits, and runs it once after its delay', async () => {
    const q = make(() => {});
    opened.push(q);
    const runs: { jobId: string; payload: unknown; at: number }[] = [];
    await q.process(async (_name, payload, ctx) => void runs.push({ jobId: ctx.jobId, payload, at: Date.now() }));
    const t0 = Date.now();
    await q.enqueue(NAME, { n: 1 }, { jobId: 'window-1', delay: 300 });
    await q.enqueue(NAME, { n: 2 }, { jobId: 'window-1', delay: 300 });
    await q.enqueue(NAME, { n: 3 }, { jobId: 'window-1' });
    await until(() => runs.length === 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(runs.map(({ jobId, payload }) => ({ jobId, payload }))).toEqual([{ jobId: 'window-1', payload: { n: 1 } }]);
    expect(runs[0]!.at - t0).toBeGreaterThanOrEqual(290);
  });
});

describe('the in-process queue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a job delayed by 40 days after 40 days, in timer-sized steps', async () => {
    vi.useFakeTimers();
    const q = new MemoryJobQueue({ retry });
    const runs: string[] = [];
    await q.process(async (_name, _payload, ctx) => void runs.push(ctx.jobId));
    await q.enqueue(NAME, {}, { jobId: 'in-40-days', delay: 40 * DAY });
    await vi.advanceTimersByTimeAsync(40 * DAY - 1000);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toEqual(['in-40-days']);
    await q.close();
  });

  it('runs at close the waiting jobs nothing would bring back, and what they enqueue; drops delayed, clock and stream jobs', async () => {
    const q = new MemoryJobQueue({ retry, concurrency: 1 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    await q.process(
      async (_name, _payload, ctx) => {
        if (ctx.jobId === 'running') await gate;
        runs.push(ctx.jobId);
        if (ctx.jobId === 'waiting') {
          await q.enqueue('printer.send-job', {}, { jobId: 'its-follow-up' });
          await q.enqueue('printer.send-job', {}, { jobId: 'its-look-later', delay: 1000 });
        }
      },
      { broughtBack: ['report.roll-up', 'report.count-daily'] },
    );
    await q.enqueue('inventory.deduct-stock', {}, { jobId: 'running' });
    await q.enqueue('inventory.deduct-stock', {}, { jobId: 'waiting' });
    await q.enqueue('report.roll-up', {}, { jobId: 'clock-run' });
    await q.enqueue('report.count-daily', {}, { jobId: 'stream-run' });
    await q.enqueue('reservation.send-reminder', {}, { jobId: 'reminder', delay: 60_000 });
    const closed = q.close();
    release();
    await closed;
    expect(runs).toEqual(['running', 'waiting', 'its-follow-up']);
    await expect(q.enqueue('inventory.deduct-stock', {}, { jobId: 'after' })).rejects.toThrow(/closed/);
  });
});

describe('the in-process queue kept in PGlite', () => {
  const opened: MemoryJobQueue[] = [];
  const open = (concurrency = 4) => {
    const q = new MemoryJobQueue({ retry, concurrency, store: databaseJobStore(pglite.db) });
    opened.push(q);
    return q;
  };
  /** Counts runs per job id. */
  const counter = () => {
    const runs = new Map<string, number>();
    return {
      runs,
      run: async (_name: JobName, _payload: unknown, ctx: { jobId: string }) =>
        void runs.set(ctx.jobId, (runs.get(ctx.jobId) ?? 0) + 1),
    };
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((q) => q.close()));
    await pglite.db.deleteFrom('queued_jobs').execute();
  });

  it('runs after a reopen, exactly once, the jobs enqueued and not run before the close', async () => {
    const first = open(1);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ran: string[] = [];
    await first.process(async (_name, _payload, ctx) => {
      if (ctx.jobId === 'running') await gate;
      ran.push(ctx.jobId);
    });
    await first.enqueue('inventory.deduct-stock', { n: 1 }, { jobId: 'running' });
    await first.enqueue('inventory.deduct-stock', { n: 2 }, { jobId: 'waiting' });
    await first.enqueue('reservation.send-reminder', { n: 3 }, { jobId: 'reminder', delay: 60_000 });
    const closed = first.close();
    release();
    await closed;
    // The running job finished; the waiting and delayed ones are kept, not run.
    expect(ran).toEqual(['running']);
    expect((await keptJobs()).map((j) => j.job_id)).toEqual(['reminder', 'waiting']);

    const second = open();
    const { runs, run } = counter();
    await second.process(run);
    // The relay publishing the event again (it was not yet off the outbox) enqueues nothing new.
    await second.enqueue('inventory.deduct-stock', { n: 2 }, { jobId: 'waiting' });
    await expect.poll(() => [...runs]).toEqual([['waiting', 1]]);
    await expect.poll(async () => (await keptJobs()).map((j) => j.job_id)).toEqual(['reminder']);
  });

  it('runs again after a crash the jobs that were waiting and the one cut off mid-run, each once', async () => {
    const crashed = open(1);
    let started = false;
    // A crash: the running job never ends and the queue is never closed.
    await crashed.process(async () => {
      started = true;
      await new Promise(() => {});
    });
    await crashed.enqueue('inventory.deduct-stock', { n: 1 }, { jobId: 'cut-off' });
    await crashed.enqueue('printer.queue-prints', { n: 2 }, { jobId: 'never-started' });
    await expect.poll(() => started).toBe(true);
    opened.splice(opened.indexOf(crashed), 1);

    const restarted = open();
    const payloads: unknown[] = [];
    const { runs, run } = counter();
    await restarted.process(async (name, payload, ctx) => {
      payloads.push(payload);
      await run(name, payload, ctx);
    });
    await expect.poll(() => Object.fromEntries(runs)).toEqual({ 'cut-off': 1, 'never-started': 1 });
    expect(payloads).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }]));
    await expect.poll(keptJobs).toEqual([]);
  });

  it('keeps a delayed job across a restart and runs it at its time', async () => {
    const first = open();
    await first.process(async () => {});
    const at = Date.now() + 600;
    await first.enqueue('reservation.send-reminder', {}, { jobId: 'soon', delay: 600 });
    await first.close();

    const second = open();
    const ranAt: number[] = [];
    await second.process(async () => void ranAt.push(Date.now()));
    await expect.poll(() => ranAt.length).toBe(1);
    expect(ranAt[0]).toBeGreaterThanOrEqual(at - 10);
  });

  it("forgets a job that failed for good, and keeps none of the clock's or stream jobs (brought back at start)", async () => {
    const q = open();
    const failed: string[] = [];
    await q.process(
      async (_name, _payload, ctx) => {
        failed.push(ctx.jobId);
        throw new PermanentJobError('bad payload');
      },
      { broughtBack: ['report.roll-up', 'accounts.run-schedules'] },
    );
    await q.enqueue('report.roll-up', {}, { jobId: 'stream-run', delay: 60_000 });
    await q.enqueue('accounts.run-schedules', {}, { jobId: 'clock-run', delay: 60_000 });
    await q.enqueue('inventory.deduct-stock', {}, { jobId: 'bad' });
    await expect.poll(() => failed).toEqual(['bad']);
    await q.close();
    expect(await keptJobs()).toEqual([]);
  });
});
