import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';
import { TENANT_COLUMNS as base, tenantKey as key, tenantLink as link } from './tenant-table';

/**
 * Issue 17, guests order from their phones. `guest_orders` keeps what a guest sent (at a table by
 * its QR token, or online for pickup or delivery), whether it waits for a waiter ("To confirm"),
 * and once accepted the POS order and the items it became; the guest follows it with an opaque
 * token (stored hashed). `guest_requests` are "call a waiter" / "ask for the bill" taps, one open
 * per table and kind. Restaurants get a slug for their online-ordering link.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`alter table restaurants add column slug text not null default ''`).execute(db);
  await sql
    .raw(
      `create function restaurant_slug(name text, id uuid) returns text language sql immutable as $$
      select coalesce(nullif(trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')), ''), 'restaurant')
        || '-' || substr(replace(id::text, '-', ''), 1, 6) $$`,
    )
    .execute(db);
  await sql.raw(`update restaurants set slug = restaurant_slug(name, id)`).execute(db);
  await sql
    .raw(
      `create function restaurants_set_slug() returns trigger language plpgsql as $$
      begin new.slug := coalesce(nullif(new.slug, ''), restaurant_slug(new.name, new.id)); return new; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger restaurants_slug before insert on restaurants for each row execute function restaurants_set_slug()`,
    )
    .execute(db);
  await sql.raw(`alter table restaurants add constraint restaurants_slug_key unique (slug)`).execute(db);

  await sql
    .raw(
      `create table guest_orders (${base},
    token_hash text not null unique,
    idempotency_key text not null,
    channel text not null check (channel in ('table', 'pickup', 'delivery')),
    table_id uuid,
    zone_id uuid,
    status text not null check (status in ('to_confirm', 'accepted', 'rejected')),
    lines jsonb not null,
    totals jsonb not null,
    customer_name text,
    phone text,
    address text,
    notes text,
    wanted_at timestamptz,
    order_id uuid,
    item_ids uuid[] not null default '{}',
    reject_reason text,
    decided_by jsonb,
    decided_at timestamptz,
    created_at timestamptz not null default now(),
    ${key('guest_orders')},
    constraint guest_orders_key_unique unique (restaurant_id, idempotency_key),
    ${link('guest_orders', 'table_id', 'dining_tables', 'set null (table_id)')},
    ${link('guest_orders', 'zone_id', 'delivery_zones', 'set null (zone_id)')},
    ${link('guest_orders', 'order_id', 'orders', 'set null (order_id)')})`,
    )
    .execute(db);
  await sql
    .raw(`create index guest_orders_to_confirm on guest_orders (restaurant_id, created_at) where status = 'to_confirm'`)
    .execute(db);
  await sql
    .raw(`create index guest_orders_order on guest_orders (restaurant_id, order_id) where order_id is not null`)
    .execute(db);
  await enableTenantRls(db, 'guest_orders');

  await sql
    .raw(
      `create table guest_requests (${base},
    table_id uuid not null,
    guest_order_id uuid,
    kind text not null check (kind in ('waiter', 'bill')),
    created_at timestamptz not null default now(),
    resolved_at timestamptz,
    resolved_by jsonb,
    ${key('guest_requests')},
    ${link('guest_requests', 'table_id', 'dining_tables', 'cascade')},
    ${link('guest_requests', 'guest_order_id', 'guest_orders', 'set null (guest_order_id)')})`,
    )
    .execute(db);
  await sql
    .raw(
      `create unique index guest_requests_open on guest_requests (restaurant_id, table_id, kind) where resolved_at is null`,
    )
    .execute(db);
  await enableTenantRls(db, 'guest_requests');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists guest_requests`.execute(db);
  await sql`drop table if exists guest_orders`.execute(db);
  await sql
    .raw(
      `drop trigger if exists restaurants_slug on restaurants; drop function if exists restaurants_set_slug(); alter table restaurants drop column if exists slug; drop function if exists restaurant_slug(text, uuid)`,
    )
    .execute(db);
}
