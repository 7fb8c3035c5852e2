import { sql, type Kysely } from 'kysely';

/**
 * Delivery in the workers (docs/decisions/2026-12-02-message-delivery.md): a queued message holds
 * when its current attempt began (`sending_at`, the claim a second worker respects) and when its
 * next attempt is due after a temporary failure or the restaurant's hourly limit (`next_attempt_at`).
 * Sent messages are counted per restaurant and channel for the limit (`messages_sent_idx`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table messages add column sending_at timestamptz, add column next_attempt_at timestamptz`.execute(db);
  await sql`create index messages_sent_idx on messages (restaurant_id, channel, sent_at) where sent_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists messages_sent_idx`.execute(db);
  await sql`alter table messages drop column sending_at, drop column next_attempt_at`.execute(db);
}
