import { sql, type Kysely } from 'kysely';
import type { DB, TenantTx } from '@ros/db';

/**
 * How long a message's attempt holds it: another worker (or a retried job) leaves it alone until
 * then, and takes it up after (the sender died). Longer than any attempt can last (SMTP and HTTP
 * deadlines in the providers).
 */
export const SEND_CLAIM_MS = 5 * 60_000;

const claimExpired = sql<Date>`now() - ${`${SEND_CLAIM_MS} milliseconds`}::interval`;

/** A queued message as delivery reads it. */
export function messageToSend(trx: TenantTx | Kysely<DB>, id: string) {
  return trx
    .selectFrom('messages')
    .select([
      'id',
      'restaurant_id',
      'channel',
      'kind',
      'status',
      'to',
      'subject',
      'body',
      'html',
      'headers',
      'attachments',
      'attempts',
      sql<boolean>`coalesce(next_attempt_at > now(), false)`.as('not_due'),
      sql<boolean>`coalesce(sending_at > ${claimExpired}, false)`.as('held'),
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
export type MessageToSend = NonNullable<Awaited<ReturnType<typeof messageToSend>>>;

/**
 * Queued messages a job should take now: due, and not held by an attempt under way. Each with
 * what makes its next job's id (`attempts`, `next_attempt_at`).
 */
export function dueMessages(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('messages')
    .select(['id', 'attempts', 'next_attempt_at'])
    .where('status', '=', 'queued')
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('sending_at', 'is', null), eb('sending_at', '<', claimExpired)]))
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * What the restaurant sent on a channel in the last hour, attempts under way included, and when
 * the oldest of them leaves the hour. Serialized per restaurant and channel by the caller's lock.
 */
export async function sentThisHour(trx: TenantTx, restaurantId: string, channel: string, exceptId: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`messages:${restaurantId}:${channel}`}))`.execute(trx);
  const row = await trx
    .selectFrom('messages')
    .select([
      sql<string>`count(*)`.as('count'),
      sql<Date | null>`min(coalesce(sent_at, sending_at)) + interval '1 hour'`.as('frees_at'),
    ])
    .where('restaurant_id', '=', restaurantId)
    .where('channel', '=', channel)
    .where('id', '<>', exceptId)
    .where((eb) =>
      eb.or([
        eb('sent_at', '>', sql<Date>`now() - interval '1 hour'`),
        eb.and([eb('status', '=', 'queued'), eb('sending_at', '>', claimExpired)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), freesAt: row.frees_at ? new Date(row.frees_at) : null };
}

/** Takes the message for one attempt: counts it and marks when the attempt began. */
export function claimForAttempt(trx: TenantTx, id: string) {
  return trx
    .updateTable('messages')
    .set({ attempts: sql`attempts + 1`, sending_at: sql`now()`, next_attempt_at: null })
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirstOrThrow();
}

/** Puts the message off until `at` (a temporary failure, the hourly limit), saying why. */
export function putOff(trx: TenantTx, id: string, at: Date, reason: string) {
  return trx
    .updateTable('messages')
    .set({ next_attempt_at: at, sending_at: null, last_error: reason })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/** Finishes a queued message: sent, failed for good (with why), or kept in the app. */
export function finishMessage(
  trx: TenantTx,
  id: string,
  outcome: { status: 'sent' | 'kept' } | { status: 'failed'; error: string },
) {
  return trx
    .updateTable('messages')
    .set({
      status: outcome.status,
      sending_at: null,
      next_attempt_at: null,
      ...(outcome.status === 'sent' ? { sent_at: sql`now()`, last_error: null } : {}),
      ...(outcome.status === 'failed' ? { failed_at: sql`now()`, last_error: outcome.error } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .returning(['id', 'kind', 'channel', 'to', 'attempts'])
    .executeTakeFirst();
}
