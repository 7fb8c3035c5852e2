import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';

/**
 * Issue 6: reservations (with their tables), the walk-in waitlist, the restaurant's outgoing
 * messages (SMS/email outbox until a provider exists), calendar events, delivery zones and
 * deliveries, and the drivers' on-shift flag.
 *
 * Double booking is refused by the service under a `FOR UPDATE` lock on the tables; where the
 * server allows `btree_gist` an exclusion constraint on `reservation_tables` enforces it too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (c: any) => c.primaryKey().defaultTo(sql`gen_random_uuid()`);
  const tenant = (c: any) => c.notNull().references('restaurants.id').onDelete('cascade');
  const now = (c: any) => c.notNull().defaultTo(sql`now()`);

  await db.schema
    .createTable('reservations')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('customer_id', 'uuid', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('address', 'text')
    .addColumn('party_size', 'integer', (c) => c.notNull().check(sql`party_size > 0`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().check(sql`duration_minutes > 0`))
    .addColumn('remarks', 'text')
    .addColumn('source', 'text', (c) =>
      c
        .notNull()
        .defaultTo('phone')
        .check(sql`source in ('phone', 'walk_in', 'digital_menu')`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('booked')
        .check(sql`status in ('booked', 'confirmed', 'seated', 'completed', 'cancelled', 'no_show')`),
    )
    .addColumn('order_id', 'uuid', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('cancel_reason', 'text')
    .addColumn('reminded_at', 'timestamptz')
    .addColumn('seated_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await sql`create index reservations_starts_idx on reservations (restaurant_id, starts_at)`.execute(db);
  await sql`create index reservations_status_idx on reservations (restaurant_id, status, starts_at)`.execute(db);

  // One row per booked table, with the booking's time copied so overlaps are checked per table.
  await db.schema
    .createTable('reservation_tables')
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('reservation_id', 'uuid', (c) => c.notNull().references('reservations.id').onDelete('cascade'))
    .addColumn('table_id', 'uuid', (c) => c.notNull().references('dining_tables.id').onDelete('cascade'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    // False once the reservation is completed, cancelled or a no-show: it no longer holds the table.
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('reservation_tables_pkey', ['reservation_id', 'table_id'])
    .execute();
  await sql`create index reservation_tables_table_idx on reservation_tables (restaurant_id, table_id, starts_at)`.execute(
    db,
  );
  await sql`
    do $$ begin
      create extension if not exists btree_gist;
    exception when others then null;
    end $$`.execute(db);
  await sql`
    do $$ begin
      if exists (select 1 from pg_extension where extname = 'btree_gist') then
        alter table reservation_tables add constraint reservation_tables_no_overlap
          exclude using gist (table_id with =, tstzrange(starts_at, ends_at) with &&) where (is_active);
      end if;
    end $$`.execute(db);

  await sql`alter table orders add constraint orders_reservation_fk foreign key (reservation_id) references reservations(id) on delete set null`.execute(
    db,
  );

  await db.schema
    .createTable('waitlist_entries')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('party_size', 'integer', (c) => c.notNull().check(sql`party_size > 0`))
    .addColumn('quoted_wait_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('waiting')
        .check(sql`status in ('waiting', 'notified', 'seated', 'left')`),
    )
    .addColumn('notes', 'text')
    .addColumn('table_id', 'uuid', (c) => c.references('dining_tables.id').onDelete('set null'))
    .addColumn('notified_at', 'timestamptz')
    .addColumn('seated_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await sql`create index waitlist_entries_status_idx on waitlist_entries (restaurant_id, status, created_at)`.execute(
    db,
  );

  // Messages to guests, queued until an SMS/email provider sends them. `dedupe_key` makes a job write once.
  await db.schema
    .createTable('messages')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'sent', 'failed')`),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('related_id', 'uuid')
    .addColumn('dedupe_key', 'text')
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await sql`create unique index messages_dedupe_key on messages (restaurant_id, dedupe_key) where dedupe_key is not null`.execute(
    db,
  );
  await sql`create index messages_created_idx on messages (restaurant_id, created_at)`.execute(db);

  await db.schema
    .createTable('calendar_events')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('calendar', 'text', (c) => c.notNull().check(sql`calendar in ('Events', 'Holidays', 'Staff shifts')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('all_day', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('description', 'text')
    .addColumn('location', 'text')
    .addColumn('url', 'text')
    .addColumn('member_id', 'uuid', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await sql`create index calendar_events_range_idx on calendar_events (restaurant_id, starts_at)`.execute(db);

  await db.schema
    .createTable('delivery_zones')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('fee', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`fee >= 0`),
    )
    .addColumn('minimum_order', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`minimum_order >= 0`),
    )
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await sql`create unique index delivery_zones_name_key on delivery_zones (restaurant_id, lower(name))`.execute(db);

  await db.schema
    .createTable('deliveries')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('zone_id', 'uuid', (c) => c.references('delivery_zones.id').onDelete('set null'))
    .addColumn('fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('notes', 'text')
    .addColumn('eta', 'timestamptz')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('unassigned')
        .check(sql`status in ('unassigned', 'assigned', 'picked_up', 'delivered', 'failed')`),
    )
    .addColumn('driver_member_id', 'uuid', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('driver_user_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('failure_reason', 'text')
    .addColumn('assigned_at', 'timestamptz')
    .addColumn('picked_up_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await sql`create unique index deliveries_order_key on deliveries (restaurant_id, order_id)`.execute(db);
  await sql`create index deliveries_status_idx on deliveries (restaurant_id, status, created_at)`.execute(db);
  await sql`create index deliveries_driver_idx on deliveries (restaurant_id, driver_member_id, status)`.execute(db);

  await db.schema
    .alterTable('members')
    .addColumn('is_on_shift', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  for (const table of [
    'reservations',
    'reservation_tables',
    'waitlist_entries',
    'messages',
    'calendar_events',
    'delivery_zones',
    'deliveries',
  ]) {
    await enableTenantRls(db, table);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('is_on_shift').execute();
  await sql`alter table orders drop constraint if exists orders_reservation_fk`.execute(db);
  for (const table of [
    'deliveries',
    'delivery_zones',
    'calendar_events',
    'messages',
    'waitlist_entries',
    'reservation_tables',
    'reservations',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
