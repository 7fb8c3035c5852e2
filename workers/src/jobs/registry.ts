import type { z } from 'zod';
import { JOB_NAMES, JOB_SCHEMAS, type JobName, type JobPayload } from '@ros/shared-events';
import { PermanentJobError, type JobContext, type JobRunner } from '../queue/job-queue';

/** One job handler: its catalogue name and what it does with a validated payload. */
export interface JobHandler<N extends JobName = JobName> {
  name: N;
  handle(payload: JobPayload<N>, ctx: JobContext): Promise<void>;
}

/** Declares a handler with its payload type inferred from the catalogue. */
export const defineJob = <N extends JobName>(name: N, handle: JobHandler<N>['handle']): JobHandler<N> => ({ name, handle });

/** A handler of any catalogue job. */
export type AnyJobHandler = { [N in JobName]: JobHandler<N> }[JobName];

/** The validated set of handlers, one per catalogue job. */
export interface JobRegistry {
  names: JobName[];
  /** Validates the payload with the catalogue schema (a bad one fails permanently) and runs it. */
  run: JobRunner;
}

/**
 * Builds the registry and refuses to start when a catalogue job has no handler, two handlers, or a
 * handler names a job the catalogue does not know.
 */
export function createJobRegistry(handlers: AnyJobHandler[], catalogue: readonly string[] = JOB_NAMES): JobRegistry {
  const byName = new Map<string, AnyJobHandler>();
  const problems: string[] = [];
  for (const h of handlers) {
    if (!catalogue.includes(h.name)) problems.push(`handler for unknown job ${h.name}`);
    if (byName.has(h.name)) problems.push(`two handlers for job ${h.name}`);
    byName.set(h.name, h);
  }
  for (const name of catalogue) if (!byName.has(name)) problems.push(`no handler for job ${name}`);
  if (problems.length) throw new Error(`invalid job registry: ${problems.join('; ')}`);

  return {
    names: [...byName.keys()] as JobName[],
    run: async (name, payload, ctx) => {
      const handler = byName.get(name);
      if (!handler) throw new PermanentJobError(`no handler for job ${name}`);
      const schema = JOB_SCHEMAS[name] as z.ZodType | undefined;
      const parsed = schema?.safeParse(payload);
      if (!parsed?.success) throw new PermanentJobError(`invalid payload for job ${name}: ${parsed?.error.message ?? 'unknown job'}`);
      // The schema of `name` validated the payload of `name`'s handler.
      await handler.handle(parsed.data as never, ctx);
    },
  };
}
