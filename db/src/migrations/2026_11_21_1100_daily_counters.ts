import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';

/** Per restaurant, per business day (restaurant time zone), per event type: how many events. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('daily_counters')
    .addColumn('restaurant_id', 'uuid', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('business_day', 'date', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('daily_counters_pkey', ['restaurant_id', 'business_day', 'event_type'])
    .execute();
  await enableTenantRls(db, 'daily_counters');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('daily_counters').ifExists().execute();
}
