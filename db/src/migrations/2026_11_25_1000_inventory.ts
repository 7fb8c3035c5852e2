import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';
import { TENANT_COLUMNS as base, tenantKey as key, tenantLink as fk } from './tenant-table';

/**
 * Issue 13, inventory: measuring units, groups, suppliers, items, the stock ledger, recipes,
 * purchase orders and stock counts.
 *
 * On-hand is the sum of an item's movements and nothing else: `inventory_items.on_hand` is kept by
 * a trigger on `stock_movements` inserts (no code writes it), so it can be read without summing the
 * ledger and can never drift from it. A movement's `source_key` is unique per restaurant: the
 * workers' sale and void-return movements are keyed by the order item, so a replayed event or a
 * retried job writes nothing twice. Every link carries the restaurant (composite keys).
 */
const TABLES = [
  'measuring_units',
  'inventory_groups',
  'suppliers',
  'inventory_items',
  'inventory_item_suppliers',
  'stock_movements',
  'recipe_lines',
  'purchase_orders',
  'purchase_order_lines',
  'stock_counts',
  'stock_count_lines',
  'stock_86',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const run = (q: string) => sql.raw(q).execute(db);

  await run(`create table measuring_units (${base},
    name text not null check (length(name) between 1 and 60),
    abbreviation text not null check (length(abbreviation) between 1 and 12),
    base_unit_id uuid,
    factor numeric(18, 6) not null default 1 check (factor > 0),
    created_at timestamptz not null default now(),
    ${key('measuring_units')},
    ${fk('measuring_units', 'base_unit_id', 'measuring_units')},
    check (base_unit_id is not null or factor = 1))`);
  await run(
    `create unique index measuring_units_abbreviation_key on measuring_units (restaurant_id, lower(abbreviation))`,
  );

  await run(`create table inventory_groups (${base},
    name text not null check (length(name) between 1 and 80),
    created_at timestamptz not null default now(),
    ${key('inventory_groups')})`);
  await run(`create unique index inventory_groups_name_key on inventory_groups (restaurant_id, lower(name))`);

  await run(`create table suppliers (${base},
    name text not null check (length(name) between 1 and 120),
    contact_name text, phone text, email text, address text, tax_id text,
    payment_terms_days integer not null default 30 check (payment_terms_days between 0 and 365),
    notes text,
    created_at timestamptz not null default now(),
    ${key('suppliers')})`);
  await run(`create unique index suppliers_name_key on suppliers (restaurant_id, lower(name))`);

  await run(`create table inventory_items (${base},
    name text not null check (length(name) between 1 and 120),
    group_id uuid,
    unit_id uuid not null,
    sku text, barcode text, location text,
    par_level numeric(14, 3) not null default 0 check (par_level >= 0),
    reorder_point numeric(14, 3) not null default 0 check (reorder_point >= 0),
    on_hand numeric(14, 3) not null default 0,
    average_cost numeric(14, 4) not null default 0 check (average_cost >= 0),
    is_active boolean not null default true,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    ${key('inventory_items')},
    ${fk('inventory_items', 'group_id', 'inventory_groups', 'set null (group_id)')},
    ${fk('inventory_items', 'unit_id', 'measuring_units')})`);
  await run(`create unique index inventory_items_name_key on inventory_items (restaurant_id, lower(name))`);
  await run(
    `create unique index inventory_items_sku_key on inventory_items (restaurant_id, sku) where sku is not null`,
  );

  await run(`create table inventory_item_suppliers (
    restaurant_id uuid not null references restaurants (id) on delete cascade,
    item_id uuid not null, supplier_id uuid not null,
    price bigint not null check (price >= 0),
    pack_size numeric(14, 3) not null default 1 check (pack_size > 0),
    supplier_sku text,
    is_preferred boolean not null default false,
    primary key (restaurant_id, item_id, supplier_id),
    ${fk('inventory_item_suppliers', 'item_id', 'inventory_items', 'cascade')},
    ${fk('inventory_item_suppliers', 'supplier_id', 'suppliers', 'cascade')})`);

  await run(`create table stock_movements (${base},
    item_id uuid not null,
    kind text not null check (kind in ('receipt', 'sale', 'void_return', 'waste', 'count_adjustment', 'transfer')),
    quantity numeric(14, 3) not null,
    unit_cost numeric(14, 4) not null default 0,
    value bigint not null default 0,
    reason text,
    source_type text, source_id uuid,
    source_key text,
    created_by jsonb,
    created_at timestamptz not null default now(),
    ${key('stock_movements')},
    ${fk('stock_movements', 'item_id', 'inventory_items', 'cascade')})`);
  await run(
    `create unique index stock_movements_source_key on stock_movements (restaurant_id, source_key) where source_key is not null`,
  );
  await run(`create index stock_movements_item_idx on stock_movements (restaurant_id, item_id, created_at)`);
  await run(`create index stock_movements_kind_idx on stock_movements (restaurant_id, kind, created_at)`);
  // On-hand follows the ledger: each inserted movement adds its quantity, in the same transaction.
  await run(`create function stock_movement_applied() returns trigger language plpgsql as $$
    begin
      update inventory_items set on_hand = on_hand + new.quantity
      where restaurant_id = new.restaurant_id and id = new.item_id;
      return new;
    end $$`);
  await run(
    `create trigger stock_movements_on_hand after insert on stock_movements for each row execute function stock_movement_applied()`,
  );

  await run(`create table recipe_lines (${base},
    dish_id uuid not null,
    variant_id uuid,
    modifier_option_id uuid,
    item_id uuid not null,
    unit_id uuid not null,
    quantity numeric(14, 4) not null check (quantity > 0),
    waste_percent numeric(5, 2) not null default 0 check (waste_percent >= 0 and waste_percent < 100),
    ${key('recipe_lines')},
    ${fk('recipe_lines', 'dish_id', 'dishes', 'cascade')},
    ${fk('recipe_lines', 'item_id', 'inventory_items')},
    ${fk('recipe_lines', 'unit_id', 'measuring_units')})`);
  await run(`create index recipe_lines_dish_idx on recipe_lines (restaurant_id, dish_id)`);
  await run(`create index recipe_lines_item_idx on recipe_lines (restaurant_id, item_id)`);

  await run(`create table purchase_orders (${base},
    po_no integer not null,
    supplier_id uuid not null,
    status text not null default 'draft' check (status in ('draft', 'ordered', 'partly_received', 'received', 'cancelled')),
    expected_on date,
    notes text,
    created_by jsonb not null,
    ordered_at timestamptz, received_at timestamptz, cancelled_at timestamptz,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    ${key('purchase_orders')},
    ${fk('purchase_orders', 'supplier_id', 'suppliers')},
    unique (restaurant_id, po_no))`);

  await run(`create table purchase_order_lines (${base},
    purchase_order_id uuid not null,
    item_id uuid not null,
    quantity numeric(14, 3) not null check (quantity > 0),
    unit_cost numeric(14, 4) not null check (unit_cost >= 0),
    received_quantity numeric(14, 3) not null default 0 check (received_quantity >= 0),
    received_value bigint not null default 0,
    ${key('purchase_order_lines')},
    ${fk('purchase_order_lines', 'purchase_order_id', 'purchase_orders', 'cascade')},
    ${fk('purchase_order_lines', 'item_id', 'inventory_items')})`);
  await run(`create index purchase_order_lines_po_idx on purchase_order_lines (restaurant_id, purchase_order_id)`);

  await run(`create table stock_counts (${base},
    group_id uuid,
    location text,
    status text not null default 'open' check (status in ('open', 'posted')),
    notes text,
    created_by jsonb not null,
    posted_at timestamptz,
    created_at timestamptz not null default now(),
    ${key('stock_counts')},
    ${fk('stock_counts', 'group_id', 'inventory_groups', 'set null (group_id)')})`);

  await run(`create table stock_count_lines (
    restaurant_id uuid not null references restaurants (id) on delete cascade,
    count_id uuid not null, item_id uuid not null,
    expected numeric(14, 3) not null,
    counted numeric(14, 3) check (counted >= 0),
    primary key (restaurant_id, count_id, item_id),
    ${fk('stock_count_lines', 'count_id', 'stock_counts', 'cascade')},
    ${fk('stock_count_lines', 'item_id', 'inventory_items', 'cascade')})`);

  // Dishes (or one variant or option: `part`, '' for the whole dish) the stock took off the menu
  // (auto-86), and the item that ran out, so a receipt puts back only those.
  await run(`create table stock_86 (
    restaurant_id uuid not null references restaurants (id) on delete cascade,
    dish_id uuid not null, part text not null default '', item_id uuid not null,
    primary key (restaurant_id, dish_id, part, item_id),
    ${fk('stock_86', 'dish_id', 'dishes', 'cascade')},
    ${fk('stock_86', 'item_id', 'inventory_items', 'cascade')})`);

  for (const table of TABLES) await enableTenantRls(db, table);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...TABLES].reverse()) await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  await sql`drop function if exists stock_movement_applied()`.execute(db);
}
