import { sql, type Kysely } from 'kysely';
import { TENANT_ROLE } from './rls';

/**
 * The outbox becomes a queue of positions: a command inserts its events and, in the same
 * statement, one `event_outbox` row per event; the relay deletes the rows it has published.
 * Before, the relay marked each event `published_at`, a non-HOT update (the column was in the
 * partial index the relay read) that wrote every event row and its four index entries a second
 * time. `events` is now insert-only.
 *
 * Tenant transactions may only insert into the queue: it holds positions, no restaurant, and only
 * the relay (the owner) reads and deletes it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table event_outbox (position bigint primary key)`.execute(db);
  await sql`revoke all on event_outbox from ${sql.id(TENANT_ROLE)}`.execute(db);
  await sql`grant insert on event_outbox to ${sql.id(TENANT_ROLE)}`.execute(db);
  await sql`insert into event_outbox (position) select position from events where published_at is null`.execute(db);
  await sql`drop index if exists events_unpublished_idx`.execute(db);
  await sql`alter table events drop column published_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table events add column published_at timestamptz`.execute(db);
  await sql`update events set published_at = now() where position not in (select position from event_outbox)`.execute(
    db,
  );
  await sql`create index events_unpublished_idx on events (position) where published_at is null`.execute(db);
  await sql`drop table event_outbox`.execute(db);
}
