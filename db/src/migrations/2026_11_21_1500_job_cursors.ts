import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';

/**
 * Per restaurant and stream job (e.g. `report.count-daily`): the last seq the job has handled.
 * Existing restaurants start at their current last seq: their events were counted one job per
 * event before this table existed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_cursors')
    .addColumn('restaurant_id', 'uuid', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('job_name', 'text', (c) => c.notNull())
    .addColumn('done_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('job_cursors_pkey', ['restaurant_id', 'job_name'])
    .execute();
  await enableTenantRls(db, 'job_cursors');
  await sql`
    insert into job_cursors (restaurant_id, job_name, done_seq)
    select restaurant_id, 'report.count-daily', last_seq from event_streams`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_cursors').ifExists().execute();
}
