import type { Kysely } from 'kysely';
import type { DB, StoredEvent } from '@ros/db';
import { membershipQuery, permissionsOf, toStoredEvent } from '@ros/db';
import { shareAccess, type SubscriberAccess } from './shared-access';

/** What `loadAccess` answers when the socket's session ended (its token's version is not the user's). */
export const SESSION_ENDED = 'session_ended';

/**
 * The caller's active membership (`membershipQuery` of `@ros/db`, the api's rule too: status 'active', a
 * disabled role grants nothing), or null; `SESSION_ENDED` when `sessionVersion` is no longer the user's, read
 * in the same statement.
 */
export async function loadAccess(
  db: Kysely<DB>,
  restaurantId: string,
  userId: string,
  sessionVersion: number,
): Promise<SubscriberAccess | null | typeof SESSION_ENDED> {
  const m = await membershipQuery(db, restaurantId, userId).executeTakeFirst();
  if (!m) return null;
  if (m.sessionVersion !== sessionVersion) return SESSION_ENDED;
  return shareAccess({
    roleId: m.roleId,
    isOwner: m.roleKey === 'owner',
    permissions: permissionsOf(m),
  });
}

/** The user's session version (undefined when the user is gone). */
export async function loadSessionVersion(db: Kysely<DB>, userId: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('session_version').where('id', '=', userId).executeTakeFirst();
  return row?.session_version;
}

/** The restaurant's last committed seq (0 before its first event). */
export async function loadLastSeq(db: Kysely<DB>, restaurantId: string): Promise<number> {
  const r = await db
    .selectFrom('event_streams')
    .select('last_seq')
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  return r ? Number(r.last_seq) : 0;
}

/** Events with `afterSeq < seq <= untilSeq` (or all after `afterSeq`), oldest first, at most `limit`. */
export async function loadEvents(
  db: Kysely<DB>,
  restaurantId: string,
  afterSeq: number,
  untilSeq: number | null,
  limit: number,
): Promise<StoredEvent[]> {
  let q = db
    .selectFrom('events')
    .select(['id', 'restaurant_id', 'seq', 'type', 'version', 'occurred_at', 'actor', 'payload'])
    .where('restaurant_id', '=', restaurantId)
    .where('seq', '>', afterSeq);
  if (untilSeq !== null) q = q.where('seq', '<=', untilSeq);
  const rows = await q.orderBy('seq').limit(limit).execute();
  return rows.map(toStoredEvent);
}
