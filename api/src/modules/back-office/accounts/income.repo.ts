import { sql, type InsertObject } from 'kysely';
import type { DB, TenantTx } from '@ros/db';
import { likePattern, paged } from '../../../kernel/list-query';
import type { OtherIncomeQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

function incomeQuery(trx: TenantTx, restaurantId: string) {
  return trx
    .selectFrom('other_income as i')
    .selectAll('i')
    .select(sql<string>`to_char(i.received_on, 'YYYY-MM-DD')`.as('day'))
    .where('i.restaurant_id', '=', restaurantId);
}
export type IncomeRow = Awaited<ReturnType<ReturnType<typeof incomeQuery>['executeTakeFirstOrThrow']>>;

const SORT = { receivedOn: sql`i.received_on`, amount: sql`i.amount` } as const;

export function listIncome(ctx: RepoContext, query: OtherIncomeQuery) {
  const { trx, restaurantId } = ctx;
  let q = incomeQuery(trx, restaurantId);
  if (query.q) q = q.where('i.description', 'ilike', likePattern(query.q));
  if (query.from) q = q.where('i.received_on', '>=', sql<Date>`cast(${query.from} as date)`);
  if (query.to) q = q.where('i.received_on', '<=', sql<Date>`cast(${query.to} as date)`);
  return paged(
    trx,
    q.orderBy(sql`${SORT[query.sortColumn]} ${sql.raw(query.sort)}`).orderBy('i.created_at', 'desc'),
    query,
  );
}

export function insertIncome(trx: TenantTx, values: InsertObject<DB, 'other_income'>) {
  return trx.insertInto('other_income').values(values).returning('id').executeTakeFirstOrThrow();
}

export function findIncome(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return incomeQuery(trx, restaurantId).where('i.id', '=', id).executeTakeFirst();
}

export function deleteIncome(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx.deleteFrom('other_income').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}
