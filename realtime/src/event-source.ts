import type { Kysely } from 'kysely';
import type { DB, StoredEvent } from '@ros/db';
import { loadEvents } from './gateway.repo';

const PAGE = 500;

/**
 * Reads a restaurant's events from the `events` table in seq order, page by page, handing each to
 * `onEvent`: the replay after `subscribe`, gap fills and catch-up after a bus reconnect.
 * Returns the last seq handed over (or `afterSeq` when there was nothing).
 */
export async function readRange(
  db: Kysely<DB>,
  restaurantId: string,
  afterSeq: number,
  untilSeq: number | null,
  onEvent: (e: StoredEvent) => void,
): Promise<number> {
  let last = afterSeq;
  for (;;) {
    const page = await loadEvents(db, restaurantId, last, untilSeq, PAGE);
    for (const e of page) {
      onEvent(e);
      last = e.seq;
    }
    if (page.length < PAGE) return last;
  }
}
