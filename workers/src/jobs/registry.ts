import type { Kysely } from 'kysely';
import type { DB } from '@ros/db';
import { checkJobDefinitions, eventCatalog, type JobDefinition, type JobEvent, type JobName } from '@ros/shared-events';
import { PermanentJobError, type JobRunner } from '../queue/job-queue';

/** The validated set of job definitions, each run with its dependencies. */
export interface JobRegistry {
  names: JobName[];
  /**
   * Validates the payload with the job's schema (a bad one fails permanently), loads and parses
   * the event of an event-triggered job once (a job whose event is gone has nothing to do), and runs it.
   */
  run: JobRunner;
}

/** What the registry needs to load the event of an event-triggered job. */
export interface RegistryOptions<D> {
  db: Kysely<DB>;
  deps: D;
}

/** Loads a triggered job's event and parses its payload with the catalogue's schema; null when it is gone. */
async function loadEvent(db: Kysely<DB>, restaurantId: string, eventId: string): Promise<JobEvent | null> {
  const e = await db
    .selectFrom('events')
    .select(['id', 'restaurant_id', 'seq', 'type', 'occurred_at', 'payload'])
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!e) return null;
  const schema = eventCatalog.get(e.type)?.schema;
  const parsed = schema?.safeParse(e.payload);
  if (!parsed?.success)
    throw new PermanentJobError(
      `event ${eventId} of type ${e.type} does not match the catalogue: ${parsed?.error.message ?? 'unknown type'}`,
    );
  return {
    id: e.id,
    restaurantId: e.restaurant_id,
    seq: Number(e.seq),
    type: e.type,
    occurredAt: new Date(e.occurred_at).toISOString(),
    payload: parsed.data,
  } as JobEvent;
}

/**
 * Builds the registry and refuses to start on an inconsistent set of definitions (two of one
 * name, a trigger naming an event type the catalogue does not know).
 */
export function createJobRegistry<D>(
  definitions: readonly JobDefinition<D>[],
  options: RegistryOptions<D>,
): JobRegistry {
  checkJobDefinitions(definitions);
  const byName = new Map(definitions.map((d) => [d.name, d]));
  return {
    names: [...byName.keys()],
    run: async (name, payload, ctx) => {
      const definition = byName.get(name);
      if (!definition) throw new PermanentJobError(`no handler for job ${name}`);
      const parsed = definition.payload.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError(`invalid payload for job ${name}: ${parsed.error.message}`);
      let event: JobEvent | null = null;
      if (Object.keys(definition.triggers).length) {
        const { restaurantId, eventId } = parsed.data as { restaurantId: string; eventId: string };
        event = await loadEvent(options.db, restaurantId, eventId);
        if (!event) return;
      }
      await definition.run({ payload: parsed.data, event }, options.deps, ctx);
    },
  };
}
