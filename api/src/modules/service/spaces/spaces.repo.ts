import { sql } from 'kysely';
import type { TenantTx } from '@ros/db';
import { likePattern, paged } from '../../../kernel/list-query';
import type { SpaceListQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

const SORT = { sortOrder: 'sort_order', name: 'name', createdAt: 'created_at' } as const;

function base(trx: TenantTx, restaurantId: string, q?: string) {
  let query = trx.selectFrom('spaces').where('restaurant_id', '=', restaurantId);
  if (q) query = query.where('name', 'ilike', likePattern(q));
  return query;
}

const tableCount = sql<number>`(select count(*)::int from dining_tables t where t.space_id = spaces.id and t.restaurant_id = spaces.restaurant_id)`;

export async function listSpaces(ctx: RepoContext, query: SpaceListQuery) {
  const { trx, restaurantId } = ctx;
  return paged(
    trx,
    base(trx, restaurantId, query.q)
      .selectAll()
      .select(tableCount.as('table_count'))
      .orderBy(SORT[query.sortColumn], query.sort)
      .orderBy('id'),
    query,
  );
}

export function findSpace(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('spaces')
    .selectAll()
    .select(tableCount.as('table_count'))
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countSpaces(ctx: RepoContext): Promise<number> {
  const { trx, restaurantId } = ctx;
  const r = await trx
    .selectFrom('spaces')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export function insertSpace(ctx: RepoContext, values: { name: string; sort_order: number }) {
  const { trx, restaurantId } = ctx;
  return trx
    .insertInto('spaces')
    .values({ restaurant_id: restaurantId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updateSpace(ctx: RepoContext, id: string, values: { name?: string; sort_order?: number }) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('spaces')
    .set({ ...values, updated_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}

export function deleteSpace(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx.deleteFrom('spaces').where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
}
