import { sql, type InsertObject, type UpdateObject } from 'kysely';
import type { DB, TenantTx } from '@ros/db';
import { likePattern, paged } from '../../../kernel/list-query';
import type { SupplierListQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

function suppliersQuery(trx: TenantTx, restaurantId: string) {
  return trx
    .selectFrom('suppliers as s')
    .selectAll('s')
    .select((eb) =>
      eb
        .selectFrom('inventory_item_suppliers as i')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('i.restaurant_id', '=', 's.restaurant_id')
        .whereRef('i.supplier_id', '=', 's.id')
        .as('item_count'),
    )
    .where('s.restaurant_id', '=', restaurantId);
}
export type SupplierRow = Awaited<ReturnType<ReturnType<typeof suppliersQuery>['executeTakeFirstOrThrow']>>;

const SORT = { name: sql`lower(s.name)`, createdAt: sql`s.created_at` } as const;

export function listSuppliers(ctx: RepoContext, query: SupplierListQuery) {
  const { trx, restaurantId } = ctx;
  let q = suppliersQuery(trx, restaurantId);
  if (query.q) {
    const like = likePattern(query.q);
    q = q.where((eb) =>
      eb.or([
        eb('s.name', 'ilike', like),
        eb('s.contact_name', 'ilike', like),
        eb('s.phone', 'ilike', like),
        eb('s.email', 'ilike', like),
      ]),
    );
  }
  return paged(trx, q.orderBy(sql`${SORT[query.sortColumn]} ${sql.raw(query.sort)}`).orderBy('s.id'), query);
}

export function findSupplier(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return suppliersQuery(trx, restaurantId).where('s.id', '=', id).executeTakeFirst();
}

export function insertSupplier(trx: TenantTx, values: InsertObject<DB, 'suppliers'>) {
  return trx.insertInto('suppliers').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateSupplier(ctx: RepoContext, id: string, values: UpdateObject<DB, 'suppliers'>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('suppliers')
    .set(values)
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

export function deleteSupplier(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx.deleteFrom('suppliers').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}
