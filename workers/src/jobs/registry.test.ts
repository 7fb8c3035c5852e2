import { describe, expect, it } from 'vitest';
import { PermanentJobError } from '../queue/job-queue';
import { createJobRegistry, defineJob } from './registry';

const noop = async () => {};
/** A one-job catalogue, so these tests do not depend on the other jobs of the system. */
const ONLY_COUNT = ['report.count-daily'];

describe('job registry', () => {
  it('refuses to start when a catalogue job has no handler', () => {
    expect(() => createJobRegistry([])).toThrow(/no handler for job report.count-daily/);
  });

  it('refuses to start when a job has two handlers', () => {
    expect(() => createJobRegistry([defineJob('report.count-daily', noop), defineJob('report.count-daily', noop)], ONLY_COUNT)).toThrow(/two handlers/);
  });

  it('fails a job permanently when its payload does not match the schema', async () => {
    const registry = createJobRegistry([defineJob('report.count-daily', noop)], ONLY_COUNT);
    await expect(registry.run('report.count-daily', { restaurantId: 'nope' }, { jobId: 'x', attempt: 1 })).rejects.toBeInstanceOf(PermanentJobError);
  });

  it('hands a valid payload to its handler', async () => {
    const seen: unknown[] = [];
    const registry = createJobRegistry([defineJob('report.count-daily', async (p) => void seen.push(p))], ONLY_COUNT);
    const payload = { windowStart: 1_763_770_000_000 };
    await registry.run('report.count-daily', payload, { jobId: 'x', attempt: 1 });
    expect(seen).toEqual([payload]);
  });
});
