import type { Database, StoredEvent } from '@ros/db';
import { commit, updated } from './fixtures';

/** A steady stream of commands on one restaurant, each committing one event then nudging. */
export interface CommandStream {
  /** Events committed so far (every command succeeded: they only write PostgreSQL). */
  readonly committed: number;
  /** Stops after the command in flight; resolves with the number committed. */
  stop(): Promise<number>;
}

export function startCommandStream(
  db: Database['db'],
  restaurantId: string,
  nudge: (events: StoredEvent[]) => void,
  everyMs = 5,
): CommandStream {
  let committed = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const events = await commit(db, restaurantId, [updated(restaurantId, committed + 1)]);
      committed += events.length;
      nudge(events);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    get committed() {
      return committed;
    },
    async stop() {
      stopped = true;
      await loop;
      return committed;
    },
  };
}
