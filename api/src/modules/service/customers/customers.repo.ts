import { sql, type InsertObject, type UpdateObject } from 'kysely';
import type { DB, TenantTx } from '@ros/db';
import { likePattern, paged } from '../../../kernel/list-query';
import type { CustomerListQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

const SORT = {
  name: 'name',
  visits: 'visits',
  totalSpent: 'total_spent',
  lastVisitAt: 'last_visit_at',
  createdAt: 'created_at',
} as const;

export async function listCustomers(ctx: RepoContext, query: CustomerListQuery) {
  const { trx, restaurantId } = ctx;
  let q = trx.selectFrom('customers').where('restaurant_id', '=', restaurantId);
  if (query.q) {
    const like = likePattern(query.q);
    const digits = query.q.replace(/[^0-9]/g, '');
    q = q.where((eb) =>
      eb.or([
        eb('name', 'ilike', like),
        eb('email', 'ilike', like),
        eb('phone', 'ilike', like),
        // Phone numbers match whatever the spacing: "+44 20 7946" finds "+442079460000".
        ...(digits.length >= 3
          ? [eb(sql<string>`regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')`, 'like', `%${digits}%`)]
          : []),
      ]),
    );
  }
  if (query.tag) q = q.where(sql<boolean>`tags ? ${query.tag}`);
  return paged(
    trx,
    q
      .selectAll()
      .orderBy(sql`${sql.ref(SORT[query.sortColumn])} ${sql.raw(query.sort)} nulls last`)
      .orderBy('id'),
    query,
  );
}

export function findCustomers(ctx: RepoContext, ids: string[], forUpdate = false) {
  const { trx, restaurantId } = ctx;
  let q = trx
    .selectFrom('customers')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', 'in', [...ids].sort())
    .orderBy('id');
  if (forUpdate) q = q.forUpdate();
  return q.execute();
}

export function insertCustomer(trx: TenantTx, values: InsertObject<DB, 'customers'>) {
  return trx.insertInto('customers').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateCustomer(ctx: RepoContext, id: string, values: UpdateObject<DB, 'customers'>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('customers')
    .set({ ...values, updated_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function deleteCustomers(ctx: RepoContext, ids: string[]) {
  const { trx, restaurantId } = ctx;
  return trx.deleteFrom('customers').where('restaurant_id', '=', restaurantId).where('id', 'in', ids).execute();
}

/** One more visit worth `amount` minor units (called when a bill is paid). */
export function addVisit(ctx: RepoContext, id: string, amount: number, at: Date) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('customers')
    .set((eb) => ({
      visits: eb('visits', '+', 1),
      total_spent: eb('total_spent', '+', amount),
      last_visit_at: at,
      updated_at: new Date(),
    }))
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Merging customers: every order, bill and reservation of the sources now names `toId`. The
 * customer owns the links to itself, so rewriting them is its business whichever table holds them.
 */
export async function reassignReferences(ctx: RepoContext, fromIds: string[], toId: string) {
  const { trx, restaurantId } = ctx;
  for (const table of ['orders', 'bills', 'reservations'] as const) {
    await trx
      .updateTable(table)
      .set({ customer_id: toId })
      .where('restaurant_id', '=', restaurantId)
      .where('customer_id', 'in', fromIds)
      .execute();
  }
}
