import type { Insertable, Updateable } from 'kysely';
import { pipelined, settle, type DiningTables, type TenantTx } from '@ros/db';
import { likePattern, paged } from '../../../kernel/list-query';
import type { TableListQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

const SORT = { name: 't.name', capacity: 't.capacity', status: 't.status', createdAt: 't.created_at' } as const;

function base(trx: TenantTx, restaurantId: string) {
  return trx
    .selectFrom('dining_tables as t')
    .innerJoin('spaces as s', 's.id', 't.space_id')
    .where('t.restaurant_id', '=', restaurantId);
}

export async function listTables(ctx: RepoContext, query: TableListQuery) {
  const { trx, restaurantId } = ctx;
  let q = base(trx, restaurantId);
  if (query.spaceId) q = q.where('t.space_id', '=', query.spaceId);
  if (query.status) q = q.where('t.status', '=', query.status);
  if (query.q) q = q.where('t.name', 'ilike', likePattern(query.q));
  return paged(
    trx,
    q.selectAll('t').select('s.name as space_name').orderBy(SORT[query.sortColumn], query.sort).orderBy('t.id'),
    query,
  );
}

/** One table; `forUpdate` locks it for a versioned change. */
export function findTable(ctx: RepoContext, id: string, forUpdate = false) {
  const q = selectTable(ctx, id);
  return (forUpdate ? q.forUpdate('t') : q).executeTakeFirst();
}

/** A table with its space's name (a statement for a pipeline). */
export function selectTable(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return base(trx, restaurantId).selectAll('t').select('s.name as space_name').where('t.id', '=', id);
}

export function insertTable(trx: TenantTx, values: Insertable<DiningTables>) {
  return trx.insertInto('dining_tables').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Applies a change and bumps the version. */
export function updateTable(ctx: RepoContext, id: string, values: Updateable<DiningTables>) {
  return tableUpdate(ctx, id, values).executeTakeFirst();
}

/** `updateTable` as a statement for a pipeline. */
export function tableUpdate(ctx: RepoContext, id: string, values: Updateable<DiningTables>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('dining_tables')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id);
}

/**
 * A table's status set by an order command, unless the table has it already or, for an order
 * leaving it (`leavingOrderId`), another open order sits at it; returns the table's id when changed
 * (a statement for a pipeline).
 */
export function tableStatusForOrder(ctx: RepoContext, id: string, status: string, leavingOrderId?: string) {
  const { restaurantId } = ctx;
  let update = tableUpdate(ctx, id, { status }).where('status', '<>', status);
  if (leavingOrderId) {
    update = update.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('orders')
            .select('orders.id')
            .where('orders.restaurant_id', '=', restaurantId)
            .where('orders.table_id', '=', id)
            .where('orders.status', '=', 'open')
            .where('orders.id', '!=', leavingOrderId),
        ),
      ),
    );
  }
  return update.returning('id');
}

export function deleteTable(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .deleteFrom('dining_tables')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function spaceExists(ctx: RepoContext, spaceId: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('spaces')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', spaceId)
    .executeTakeFirst();
}

/** The change, then the table read back after it, in one round trip; a getter for each. */
export async function updateAndReadTable(ctx: RepoContext, id: string, values: Updateable<DiningTables>) {
  const { trx } = ctx;
  const db = await pipelined(trx);
  return settle([db.rows(tableUpdate(ctx, id, values)), db.first(selectTable(ctx, id))] as const);
}

/**
 * In one round trip: the table's lock with its state before, the status change for an order (none when
 * the table has it already, or another open order than `leavingOrderId` sits at it), the table after it.
 */
export async function changeStatusForOrder(ctx: RepoContext, id: string, status: string, leavingOrderId?: string) {
  const { trx } = ctx;
  const db = await pipelined(trx);
  return settle([
    db.first(selectTable(ctx, id).forUpdate('t')),
    db.rows(tableStatusForOrder(ctx, id, status, leavingOrderId)),
    db.first(selectTable(ctx, id)),
  ] as const);
}
