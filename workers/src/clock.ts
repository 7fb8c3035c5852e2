import type { Logger } from 'pino';
import { CLOCK_JOBS, jobIdFor, type JobName } from '@ros/shared-events';
import type { JobQueue } from './queue/job-queue';

/**
 * The workers' clock: enqueues each of `CLOCK_JOBS` at start and then every `everyMs`, with the
 * window's start as its id, so the workers of a deployment enqueue each window once between them.
 */
export function startClock(queue: JobQueue, log: Logger): { stop(): void } {
  const timers = Object.entries(CLOCK_JOBS).map(([name, { everyMs }]) => {
    const tick = () => {
      const windowStart = Math.floor(Date.now() / everyMs) * everyMs;
      queue.enqueue(name as JobName, { windowStart }, { jobId: jobIdFor(name as JobName, `clock-${windowStart}`) }).catch((err: Error) => log.warn({ err: err.message, job: name }, 'clock could not enqueue'));
    };
    tick();
    const timer = setInterval(tick, everyMs);
    timer.unref();
    return timer;
  });
  return { stop: () => timers.forEach(clearInterval) };
}
