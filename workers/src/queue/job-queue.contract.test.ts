import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobName } from '@ros/shared-events';
import { BullJobQueue } from './bullmq-queue';
import { PermanentJobError, type JobQueue, type RetryPolicy } from './job-queue';
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

const adapters: [string, (onFailed: (id: string) => void) => JobQueue][] = [
  ['in-process', (onFailed) => new MemoryJobQueue({ retry, onFailed })],
  ['bullmq', (onFailed) => new BullJobQueue({ url: redisUrl, prefix: `${process.env.TEST_RUN_ID ?? 'local'}-${randomUUID().slice(0, 8)}`, retry, onFailed })],
];

describe.each(adapters)('JobQueue contract: %s', (_name, make) => {
  const opened: JobQueue[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((q) => q.close()));
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
    await q.process(async (_name, _payload, ctx) => {
      if (ctx.jobId === 'running') await gate;
      runs.push(ctx.jobId);
      if (ctx.jobId === 'waiting') {
        await q.enqueue('printer.send-job', {}, { jobId: 'its-follow-up' });
        await q.enqueue('printer.send-job', {}, { jobId: 'its-look-later', delay: 1000 });
      }
    });
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
