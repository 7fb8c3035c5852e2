import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';
import { TENANT_COLUMNS as base, tenantKey as key } from './tenant-table';

/**
 * Issue 36, guests' messages. A booking's `manage_token` opens its manage-my-booking page (see,
 * cancel, move) without an account: `<restaurantId>.<43 random base64url characters>` (256 bits),
 * kept as it is because every later message about the booking (the reminder, a new confirmation)
 * carries the same link. `guest_recipients` is each address or phone number a restaurant has
 * written to: its unsubscribe token (same shape) and, once the guest unsubscribed, when; an
 * unsubscribed address gets no marketing from that restaurant. An online guest order's
 * `track_path` is its track page (`/track/<token>`), kept for the messages that carry it after the
 * order is placed ("ready for pickup"); its confirmation SMS in the outbox holds the same link.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table reservations add column manage_token text`.execute(db);
  await sql`create unique index reservations_manage_token_key on reservations (manage_token) where manage_token is not null`.execute(
    db,
  );
  await sql
    .raw(
      `create table guest_recipients (${base},
    address text not null check (length(address) between 3 and 320),
    token text not null unique,
    unsubscribed_at timestamptz,
    created_at timestamptz not null default now(),
    ${key('guest_recipients')},
    constraint guest_recipients_address_key unique (restaurant_id, address))`,
    )
    .execute(db);
  await enableTenantRls(db, 'guest_recipients');
  await sql`alter table guest_orders add column track_path text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table guest_orders drop column track_path`.execute(db);
  await sql`drop table if exists guest_recipients`.execute(db);
  await sql`drop index if exists reservations_manage_token_key`.execute(db);
  await sql`alter table reservations drop column manage_token`.execute(db);
}
