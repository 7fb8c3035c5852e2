import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';

/**
 * Issue 4: the catalogue (stations, menus, categories, dishes), the floor (spaces, dining tables)
 * and customers. Variants and modifier groups are jsonb on the dish: they are always read and
 * written with their dish, and a sale locks the dish row while it checks and counts them down.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = (c: any) => c.primaryKey().defaultTo(sql`gen_random_uuid()`);
  const tenant = (c: any) => c.notNull().references('restaurants.id').onDelete('cascade');
  const now = (c: any) => c.notNull().defaultTo(sql`now()`);

  await db.schema
    .createTable('stations')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await sql`create unique index stations_name_key on stations (restaurant_id, lower(name))`.execute(db);
  await sql`create unique index stations_default_key on stations (restaurant_id) where is_default`.execute(db);

  await db.schema
    .createTable('menus')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'text')
    .addColumn('description', 'text')
    .addColumn('discount_amount', 'integer', (c) => c.notNull().defaultTo(0))
    // Percentages in basis points (1250 = 12.5%), as everywhere else.
    .addColumn('discount_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await sql`create unique index menus_name_key on menus (restaurant_id, lower(name))`.execute(db);
  // One active menu feeds the digital menu.
  await sql`create unique index menus_active_key on menus (restaurant_id) where is_active`.execute(db);

  await db.schema
    .createTable('categories')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('menu_id', 'uuid', (c) => c.notNull().references('menus.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('cover_image_url', 'text')
    .addColumn('station_id', 'uuid', (c) => c.references('stations.id').onDelete('set null'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await sql`create index categories_menu_idx on categories (restaurant_id, menu_id, sort_order)`.execute(db);

  await db.schema
    .createTable('dishes')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('display_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // [{ id, name, price, isDefault, discount: { amount, percent }, isAvailable, countdown }]
    .addColumn('variants', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // [{ id, name, minSelections, maxSelections, options: [{ id, name, priceDelta, isAvailable, countdown }] }]
    .addColumn('modifier_groups', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // The default variant's price, kept for sorting and list display.
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('preparation_minutes', 'integer')
    .addColumn('allergens', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('dietary_tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('station_id', 'uuid', (c) => c.references('stations.id').onDelete('set null'))
    .addColumn('is_available', 'boolean', (c) => c.notNull().defaultTo(true))
    // Optional "only N left" counter; a sale counts it down and 86s the dish at zero.
    .addColumn('countdown', 'integer')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await sql`create index dishes_name_idx on dishes (restaurant_id, lower(name))`.execute(db);
  await sql`create unique index dishes_display_id_key on dishes (restaurant_id, lower(display_id)) where display_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('dish_categories')
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('dish_id', 'uuid', (c) => c.notNull().references('dishes.id').onDelete('cascade'))
    .addColumn('category_id', 'uuid', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('dish_categories_pkey', ['restaurant_id', 'dish_id', 'category_id'])
    .execute();
  await sql`create index dish_categories_category_idx on dish_categories (restaurant_id, category_id, sort_order)`.execute(
    db,
  );

  await db.schema
    .createTable('spaces')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await sql`create unique index spaces_name_key on spaces (restaurant_id, lower(name))`.execute(db);

  await db.schema
    .createTable('dining_tables')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('space_id', 'uuid', (c) => c.notNull().references('spaces.id').onDelete('restrict'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('shape', 'text', (c) =>
      c
        .notNull()
        .defaultTo('square')
        .check(sql`shape in ('round', 'square', 'rectangle')`),
    )
    .addColumn('pos_x', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pos_y', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer', (c) => c.notNull().defaultTo(80))
    .addColumn('height', 'integer', (c) => c.notNull().defaultTo(80))
    .addColumn('rotation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('free')
        .check(sql`status in ('free', 'occupied', 'reserved', 'needs_cleaning')`),
    )
    .addColumn('is_open', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('qr_token', 'text', (c) => c.notNull().unique())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await sql`create unique index dining_tables_name_key on dining_tables (restaurant_id, lower(name))`.execute(db);
  await sql`create index dining_tables_space_idx on dining_tables (restaurant_id, space_id)`.execute(db);

  await db.schema
    .createTable('customers')
    .addColumn('id', 'uuid', id)
    .addColumn('restaurant_id', 'uuid', tenant)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('addresses', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('notes', 'text')
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_spent', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_visit_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  await sql`create index customers_name_idx on customers (restaurant_id, lower(name))`.execute(db);
  await sql`create index customers_phone_idx on customers (restaurant_id, phone)`.execute(db);
  await sql`create index customers_email_idx on customers (restaurant_id, lower(email))`.execute(db);

  for (const table of [
    'stations',
    'menus',
    'categories',
    'dishes',
    'dish_categories',
    'spaces',
    'dining_tables',
    'customers',
  ]) {
    await enableTenantRls(db, table);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'customers',
    'dining_tables',
    'spaces',
    'dish_categories',
    'dishes',
    'categories',
    'menus',
    'stations',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
