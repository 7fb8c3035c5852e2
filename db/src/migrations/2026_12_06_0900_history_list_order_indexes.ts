import { sql, type Kysely } from 'kysely';

/**
 * Issue 38, a year of history stays fast. The orders list and the stock movements list open on
 * their newest rows, and their capped counts read the page's query in its order
 * (api/src/kernel/list-query.ts): without an index in that order each page sorted every order (or
 * movement) of the restaurant's history, and so did its count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index orders_created_idx on orders (restaurant_id, created_at, id)`.execute(db);
  await sql`create index stock_movements_created_idx on stock_movements (restaurant_id, created_at, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists stock_movements_created_idx`.execute(db);
  await sql`drop index if exists orders_created_idx`.execute(db);
}
