import type { Logger } from 'pino';
import { jobIdFor, type JobDefinition } from '@ros/shared-events';
import type { JobQueue } from './queue/job-queue';

/**
 * The workers' clock: enqueues each job whose definition has `clock` at start and then every
 * `everyMs`, with the window's start as its id, so the workers of a deployment enqueue each window
 * once between them.
 */
export function startClock(queue: JobQueue, jobs: readonly JobDefinition<never>[], log: Logger): { stop(): void } {
  const timers = jobs
    .flatMap((d) => (d.clock ? [{ name: d.name, everyMs: d.clock.everyMs }] : []))
    .map(({ name, everyMs }) => {
      const tick = () => {
        const windowStart = Math.floor(Date.now() / everyMs) * everyMs;
        queue
          .enqueue(name, { windowStart }, { jobId: jobIdFor(name, `clock-${windowStart}`) })
          .catch((err: Error) => log.warn({ err: err.message, job: name }, 'clock could not enqueue'));
      };
      tick();
      const timer = setInterval(tick, everyMs);
      timer.unref();
      return timer;
    });
  return { stop: () => timers.forEach(clearInterval) };
}
