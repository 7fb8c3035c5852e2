import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';

/**
 * Issue 5: orders and their items, kitchen tickets, bills, payments and cash drawer sessions.
 * Prices are snapshot onto order items when added (integer minor units), so later menu changes
 * never alter an order or a bill. Orders and bills are versioned aggregates.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (c: any) => c.primaryKey().defaultTo(sql`gen_random_uuid()`);
  const tenant = (c: any) => c.notNull().references('restaurants.id').onDelete('cascade');
  const now = (c: any) => c.notNull().defaultTo(sql`now()`);
  const money = (c: any) => c.notNull().defaultTo(0);

  // Gap-free per-scope numbers (order display numbers per business day, bill numbers per restaurant).
  await db.schema
    .createTable('document_counters')
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('last_no', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('document_counters_pkey', ['restaurant_id', 'kind', 'scope'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('display_no', 'integer', (c) => c.notNull())
    .addColumn('business_date', 'date', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('dine_in', 'takeaway', 'delivery')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('draft', 'open', 'completed', 'cancelled', 'merged')`),
    )
    .addColumn('table_id', 'uuid', (c) => c.references('dining_tables.id').onDelete('set null'))
    .addColumn('guests', 'integer')
    .addColumn('customer_id', 'uuid', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('customer_name', 'text')
    .addColumn('delivery_address', 'text')
    .addColumn('delivery_phone', 'text')
    // Reservations arrive with the next issue; the foreign key is added then.
    .addColumn('reservation_id', 'uuid')
    .addColumn('staff_user_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('notes', 'text')
    .addColumn('fire_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('merged_into_id', 'uuid')
    .addColumn('cancel_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('placed_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await sql`create unique index orders_display_no_key on orders (restaurant_id, business_date, display_no)`.execute(db);
  await sql`create index orders_status_idx on orders (restaurant_id, status, created_at)`.execute(db);
  await sql`create index orders_table_idx on orders (restaurant_id, table_id) where status = 'open'`.execute(db);
  await sql`create index orders_customer_idx on orders (restaurant_id, customer_id)`.execute(db);

  await db.schema
    .createTable('kitchen_tickets')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('station_id', 'uuid', (c) => c.references('stations.id').onDelete('set null'))
    .addColumn('station_name', 'text')
    .addColumn('fire_no', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'preparing', 'ready', 'bumped')`),
    )
    .addColumn('reprint_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz')
    .addColumn('ready_at', 'timestamptz')
    .addColumn('bumped_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  // A fire never creates two tickets for one station. Station-less items use the nil uuid.
  await sql`create unique index kitchen_tickets_fire_key on kitchen_tickets (restaurant_id, order_id, fire_no, coalesce(station_id, '00000000-0000-0000-0000-000000000000'::uuid))`.execute(
    db,
  );
  await sql`create index kitchen_tickets_station_idx on kitchen_tickets (restaurant_id, station_id, status, created_at)`.execute(
    db,
  );
  await sql`create index kitchen_tickets_status_idx on kitchen_tickets (restaurant_id, status, created_at)`.execute(db);

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('dish_id', 'uuid', (c) => c.references('dishes.id').onDelete('set null'))
    .addColumn('variant_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('variant_name', 'text')
    .addColumn('modifiers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('remarks', 'text')
    .addColumn('unit_price', 'integer', money)
    .addColumn('unit_discount', 'integer', money)
    .addColumn('course', 'text')
    .addColumn('course_sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seat', 'integer')
    .addColumn('is_held', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('station_id', 'uuid', (c) => c.references('stations.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'fired', 'preparing', 'ready', 'served', 'voided')`),
    )
    .addColumn('fire_no', 'integer')
    .addColumn('ticket_id', 'uuid', (c) => c.references('kitchen_tickets.id').onDelete('set null'))
    .addColumn('void_reason', 'text')
    .addColumn('voided_by', 'jsonb')
    .addColumn('void_approved_by', 'jsonb')
    .addColumn('voided_at', 'timestamptz')
    .addColumn('status_before_void', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('added_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await sql`create index order_items_order_idx on order_items (restaurant_id, order_id, sort)`.execute(db);
  await sql`create index order_items_ticket_idx on order_items (restaurant_id, ticket_id)`.execute(db);

  await db.schema
    .createTable('cash_drawer_sessions')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('name', 'text', (c) => c.notNull().defaultTo('Main'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'closed')`),
    )
    .addColumn('opening_float', 'integer', money)
    .addColumn('counted', 'integer')
    .addColumn('expected', 'integer')
    .addColumn('over_short', 'integer')
    .addColumn('notes', 'text')
    .addColumn('opened_by', 'jsonb', (c) => c.notNull())
    .addColumn('closed_by', 'jsonb')
    .addColumn('opened_at', 'timestamptz', now)
    .addColumn('closed_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // One open session per drawer.
  await sql`create unique index cash_drawer_sessions_open_key on cash_drawer_sessions (restaurant_id, lower(name)) where status = 'open'`.execute(
    db,
  );
  await sql`create index cash_drawer_sessions_opened_idx on cash_drawer_sessions (restaurant_id, opened_at)`.execute(
    db,
  );

  await db.schema
    .createTable('cash_drawer_movements')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('cash_drawer_sessions.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('pay_in', 'pay_out')`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await sql`create index cash_drawer_movements_session_idx on cash_drawer_movements (restaurant_id, session_id)`.execute(
    db,
  );

  await db.schema
    .createTable('bills')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('bill_no', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'uuid', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('parent_bill_id', 'uuid', (c) => c.references('bills.id').onDelete('cascade'))
    .addColumn('split_mode', 'text')
    .addColumn('split_index', 'integer')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'sent', 'partial_payment', 'paid', 'split', 'void')`),
    )
    .addColumn('customer_id', 'uuid', (c) => c.references('customers.id').onDelete('set null'))
    // [{ orderItemId, particular, rate, qty, subTotal, seat }]
    .addColumn('lines', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('discount_amount', 'integer', money)
    .addColumn('discount_bp', 'integer', money)
    .addColumn('service_charge_bp', 'integer', money)
    .addColumn('tax_bp', 'integer', money)
    .addColumn('tax_inclusive', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('rounding_unit', 'integer', money)
    .addColumn('subtotal', 'integer', money)
    .addColumn('discount_total', 'integer', money)
    .addColumn('service_charge', 'integer', money)
    .addColumn('tax', 'integer', money)
    .addColumn('tip', 'integer', money)
    .addColumn('rounding', 'integer', money)
    .addColumn('grand_total', 'integer', money)
    .addColumn('paid_total', 'integer', money)
    .addColumn('refunded_total', 'integer', money)
    .addColumn('due_date', 'date')
    .addColumn('remarks', 'text')
    .addColumn('created_by', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('business_date', 'date', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await sql`create unique index bills_bill_no_key on bills (restaurant_id, bill_no)`.execute(db);
  await sql`create index bills_order_idx on bills (restaurant_id, order_id)`.execute(db);
  await sql`create index bills_status_idx on bills (restaurant_id, status, created_at)`.execute(db);
  await sql`create index bills_paid_idx on bills (restaurant_id, paid_at) where status = 'paid'`.execute(db);

  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('bill_id', 'uuid', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('payment')
        .check(sql`kind in ('payment', 'refund')`),
    )
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('cash', 'card', 'wallet', 'other')`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('tendered', 'integer')
    .addColumn('change_due', 'integer')
    .addColumn('reference', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('completed')
        .check(sql`status in ('completed', 'voided')`),
    )
    .addColumn('refund_of_id', 'uuid', (c) => c.references('payments.id'))
    .addColumn('reason', 'text')
    .addColumn('drawer_session_id', 'uuid', (c) => c.references('cash_drawer_sessions.id').onDelete('set null'))
    .addColumn('created_by', 'jsonb', (c) => c.notNull())
    .addColumn('approved_by', 'jsonb')
    .addColumn('voided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await sql`create index payments_bill_idx on payments (restaurant_id, bill_id)`.execute(db);
  await sql`create index payments_drawer_idx on payments (restaurant_id, drawer_session_id)`.execute(db);
  await sql`create index payments_created_idx on payments (restaurant_id, created_at)`.execute(db);

  for (const table of [
    'document_counters',
    'orders',
    'kitchen_tickets',
    'order_items',
    'cash_drawer_sessions',
    'cash_drawer_movements',
    'bills',
    'payments',
  ]) {
    await enableTenantRls(db, table);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'payments',
    'bills',
    'cash_drawer_movements',
    'cash_drawer_sessions',
    'order_items',
    'kitchen_tickets',
    'orders',
    'document_counters',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
