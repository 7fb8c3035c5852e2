import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '@ros/db';
import { defineJob, ZWindowJobPayload } from '@ros/shared-events';
import { PermanentJobError } from '../queue/job-queue';
import { createJobRegistry } from './registry';

const noop = async () => {};
/** The registry only touches the database for event-triggered jobs, which these tests do not run. */
const options = { db: {} as Kysely<DB>, deps: {} };
const windowJob = (handle: (p: { windowStart: number }) => Promise<void> = noop) =>
  defineJob({ name: 'report.count-daily', payload: ZWindowJobPayload, stream: true, handle });

describe('job registry', () => {
  it('refuses to start when two jobs have one name', () => {
    expect(() => createJobRegistry([windowJob(), windowJob()], options)).toThrow(
      /two definitions of job report.count-daily/,
    );
  });

  it('refuses to start when a job is triggered by an event type the catalogue does not know', () => {
    const job = defineJob({ name: 'x.y', on: { 'order.sent_to_kitchen': {} }, handle: noop });
    expect(() =>
      createJobRegistry([{ ...job, triggers: { ...job.triggers, 'order.no_such_thing': {} } }], options),
    ).toThrow(/unknown event type order.no_such_thing/);
  });

  it('fails a job permanently when its payload does not match the schema', async () => {
    const registry = createJobRegistry([windowJob()], options);
    await expect(
      registry.run('report.count-daily', { restaurantId: 'nope' }, { jobId: 'x', attempt: 1 }),
    ).rejects.toBeInstanceOf(PermanentJobError);
  });

  it('hands a valid payload to its handler', async () => {
    const seen: unknown[] = [];
    const registry = createJobRegistry([windowJob(async (p) => void seen.push(p))], options);
    const payload = { windowStart: 1_763_770_000_000 };
    await registry.run('report.count-daily', payload, { jobId: 'x', attempt: 1 });
    expect(seen).toEqual([payload]);
  });
});
