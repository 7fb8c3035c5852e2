import { sql, type Kysely } from 'kysely';
import { jsonb, membershipQuery, tenantTables, type DB } from '@ros/db';

/** The caller's active membership of the restaurant with its owner and name; none for a stranger. */
export const findMembership = (db: Kysely<DB>, restaurantId: string, userId: string) =>
  membershipQuery(db, restaurantId, userId).executeTakeFirst();

/** The account's password digest, to check the password typed again. */
export const passwordDigestOf = async (db: Kysely<DB>, userId: string) =>
  (await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst())?.password_hash;

/** How many rows the restaurant has in each tenant table of the catalogue (those with any), for the audit row. */
export async function countRows(db: Kysely<DB>, restaurantId: string): Promise<Record<string, number>> {
  const tables = await tenantTables(db);
  const counts = sql.join(
    tables.map(
      (t) =>
        sql`select ${t.name}::text as name, count(*)::int as n from ${sql.table(t.name)} where restaurant_id = ${restaurantId}`,
    ),
    sql` union all `,
  );
  const { rows } = await sql<{ name: string; n: number }>`${counts}`.execute(db);
  return Object.fromEntries(rows.filter((r) => r.n > 0).map((r) => [r.name, r.n]));
}

/**
 * Deletes the restaurant and, through the `on delete cascade` every tenant table's `restaurant_id`
 * has (tenant-table.ts), every row of it, in this one transaction. Before that, what is keyed to it
 * outside the tenant tables: its events still queued for the relay, and its jobs waiting in the
 * embedded queue (BullMQ's jobs on Redis find the restaurant gone and do nothing).
 */
export async function deleteRestaurantRows(db: Kysely<DB>, restaurantId: string) {
  await db
    .deleteFrom('event_outbox')
    .where('position', 'in', (eb) =>
      eb.selectFrom('events').select('position').where('restaurant_id', '=', restaurantId),
    )
    .execute();
  await db
    .deleteFrom('queued_jobs')
    .where(sql<boolean>`payload->>'restaurantId' = ${restaurantId}`)
    .execute();
  await db.deleteFrom('restaurants').where('id', '=', restaurantId).execute();
}

/** The audit row that outlives the restaurant: which, whose, by whom, when, and how much went. */
export const insertDeletedRestaurant = (
  db: Kysely<DB>,
  row: {
    restaurantId: string;
    name: string;
    ownerId: string;
    deletedBy: string;
    rowsDeleted: Record<string, number>;
    filesDeleted: number;
  },
) =>
  db
    .insertInto('deleted_restaurants')
    .values({
      former_restaurant_id: row.restaurantId,
      name: row.name,
      owner_id: row.ownerId,
      deleted_by: row.deletedBy,
      rows_deleted: jsonb(row.rowsDeleted),
      files_deleted: row.filesDeleted,
    })
    .execute();
