import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from './schema';

/** A transaction scoped to one restaurant: row-level security shows only that restaurant's rows. */
export type TenantTx = Transaction<DB>;

/**
 * Runs `fn` in a transaction as the restricted tenant role with `app.restaurant_id` set, so every
 * tenant table answers only for this restaurant, whatever the query forgets.
 */
export async function withTenant<T>(
  db: Kysely<DB>,
  restaurantId: string,
  fn: (trx: TenantTx) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select ${tenantScope(restaurantId)}`.execute(trx);
    return fn(trx);
  });
}

/**
 * The select-list expressions that scope the current transaction to `restaurantId` as the tenant
 * role (what `withTenant` runs first). For a transaction that scopes itself in the same statement
 * as its first read; the switch applies from the next statement on.
 */
export function tenantScope(restaurantId: string) {
  return sql`set_config('app.restaurant_id', ${restaurantId}, true) as tenant_restaurant, set_config('role', 'ros_tenant', true) as tenant_role`;
}
