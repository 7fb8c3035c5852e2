import { sql, type Kysely } from 'kysely';

/**
 * Issue 11, database defences.
 *
 * 1. Every link from a tenant row to another tenant row becomes a composite foreign key
 *    `(restaurant_id, <ref>_id) references <table> (restaurant_id, id)`, so the database refuses a
 *    link to another restaurant's row whatever the code forgets (RLS does not cover this: foreign
 *    key checks bypass row security). Each keeps the name PostgreSQL gives a one-column key,
 *    `<table>_<column>_fkey`, which is how the API names the field of a violation, and its
 *    ON DELETE action; SET NULL names the column so `restaurant_id` is never nulled (PG 15+).
 *    Links that already point across restaurants are cleared first (nullable ones) so the keys
 *    can be validated; a required one would stop the migration, which is right: that is corruption.
 * 2. Money (minor units) and sums of money become bigint: a 32-bit column overflows at 21 million
 *    in a two-decimal currency, and inputs are allowed up to 10^10 minor units.
 */

type OnDelete = 'cascade' | 'set null' | 'restrict' | 'no action';

/** A reference from a tenant table to a tenant table. `oldName`: the one-column key it replaces, if named otherwise. */
interface TenantLink {
  table: string;
  column: string;
  references: string;
  onDelete: OnDelete;
  nullable: boolean;
  oldName?: string | null;
}

const link = (
  table: string,
  column: string,
  references: string,
  onDelete: OnDelete,
  nullable = onDelete === 'set null',
  oldName?: string | null,
): TenantLink => ({
  table,
  column,
  references,
  onDelete,
  nullable,
  oldName,
});

const LINKS: TenantLink[] = [
  link('members', 'role_id', 'roles', 'no action'),
  link('categories', 'menu_id', 'menus', 'cascade'),
  link('categories', 'station_id', 'stations', 'set null'),
  link('dishes', 'station_id', 'stations', 'set null'),
  link('dish_categories', 'dish_id', 'dishes', 'cascade'),
  link('dish_categories', 'category_id', 'categories', 'cascade'),
  link('dining_tables', 'space_id', 'spaces', 'restrict'),
  link('orders', 'table_id', 'dining_tables', 'set null'),
  link('orders', 'customer_id', 'customers', 'set null'),
  link('orders', 'reservation_id', 'reservations', 'set null', true, 'orders_reservation_fk'),
  // Had no key at all: a merged order points at the order it went into.
  link('orders', 'merged_into_id', 'orders', 'set null', true, null),
  link('kitchen_tickets', 'order_id', 'orders', 'cascade'),
  link('kitchen_tickets', 'station_id', 'stations', 'set null'),
  link('order_items', 'order_id', 'orders', 'cascade'),
  link('order_items', 'dish_id', 'dishes', 'set null'),
  link('order_items', 'station_id', 'stations', 'set null'),
  link('order_items', 'ticket_id', 'kitchen_tickets', 'set null'),
  link('cash_drawer_movements', 'session_id', 'cash_drawer_sessions', 'cascade'),
  link('bills', 'order_id', 'orders', 'cascade'),
  link('bills', 'parent_bill_id', 'bills', 'cascade', true),
  link('bills', 'customer_id', 'customers', 'set null'),
  link('payments', 'bill_id', 'bills', 'cascade'),
  link('payments', 'refund_of_id', 'payments', 'no action', true),
  link('payments', 'drawer_session_id', 'cash_drawer_sessions', 'set null'),
  link('reservations', 'customer_id', 'customers', 'set null'),
  link('reservations', 'order_id', 'orders', 'set null'),
  link('reservation_tables', 'reservation_id', 'reservations', 'cascade'),
  link('reservation_tables', 'table_id', 'dining_tables', 'cascade'),
  link('waitlist_entries', 'table_id', 'dining_tables', 'set null'),
  link('calendar_events', 'member_id', 'members', 'set null'),
  link('deliveries', 'order_id', 'orders', 'cascade'),
  link('deliveries', 'zone_id', 'delivery_zones', 'set null'),
  link('deliveries', 'driver_member_id', 'members', 'set null'),
];

/** Money and money sums, per table: minor units that may pass 2^31. */
const MONEY_COLUMNS: Record<string, string[]> = {
  bills: [
    'discount_amount',
    'rounding_unit',
    'subtotal',
    'discount_total',
    'service_charge',
    'tax',
    'tip',
    'rounding',
    'grand_total',
    'paid_total',
    'refunded_total',
  ],
  cash_drawer_movements: ['amount'],
  cash_drawer_sessions: ['opening_float', 'counted', 'expected', 'over_short'],
  deliveries: ['fee'],
  delivery_zones: ['fee', 'minimum_order'],
  dishes: ['price'],
  members: ['salary'],
  menus: ['discount_amount'],
  order_items: ['unit_price', 'unit_discount'],
  payments: ['amount', 'tendered', 'change_due'],
};

const fkName = (l: TenantLink) => `${l.table}_${l.column}_fkey`;
const referencedTables = () => [...new Set(LINKS.map((l) => l.references))];

function onDeleteClause(l: TenantLink) {
  return l.onDelete === 'set null' ? sql.raw(`on delete set null (${l.column})`) : sql.raw(`on delete ${l.onDelete}`);
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of referencedTables()) {
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_restaurant_id_id_key`)} unique (restaurant_id, id)`.execute(
      db,
    );
  }
  for (const l of LINKS) {
    const oldName = l.oldName === undefined ? fkName(l) : l.oldName;
    if (oldName) await sql`alter table ${sql.table(l.table)} drop constraint ${sql.id(oldName)}`.execute(db);
    if (l.nullable) {
      await sql`
        update ${sql.table(l.table)} t set ${sql.id(l.column)} = null
        where t.${sql.id(l.column)} is not null
          and not exists (select 1 from ${sql.table(l.references)} r where r.id = t.${sql.id(l.column)} and r.restaurant_id = t.restaurant_id)`.execute(
        db,
      );
    }
    await sql`
      alter table ${sql.table(l.table)} add constraint ${sql.id(fkName(l))}
      foreign key (restaurant_id, ${sql.id(l.column)}) references ${sql.table(l.references)} (restaurant_id, id) ${onDeleteClause(l)}`.execute(
      db,
    );
  }
  for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
    const changes = columns.map((c) => sql`alter column ${sql.id(c)} type bigint`);
    await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
    const changes = columns.map((c) => sql`alter column ${sql.id(c)} type integer`);
    await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
  }
  for (const l of LINKS) {
    await sql`alter table ${sql.table(l.table)} drop constraint ${sql.id(fkName(l))}`.execute(db);
    const oldName = l.oldName === undefined ? fkName(l) : l.oldName;
    if (!oldName) continue;
    await sql`
      alter table ${sql.table(l.table)} add constraint ${sql.id(oldName)}
      foreign key (${sql.id(l.column)}) references ${sql.table(l.references)} (id) ${sql.raw(`on delete ${l.onDelete}`)}`.execute(
      db,
    );
  }
  for (const table of referencedTables()) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_restaurant_id_id_key`)}`.execute(db);
  }
}
