import type { Updateable } from 'kysely';
import { pipelined, settle, type Orders, type Pipeline } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';
import type { Alongside } from '../../../kernel/round-trip';
import { readOrderParts } from './order-view.repo';
import * as repo from './orders.repo';

// The writes of a command holding the order's lock, each group in one round trip with the
// order's parts read back after them (PostgreSQL runs pipelined statements in order). Each
// function hands back a getter per outcome, to read in the order the checks ran.

/** The change of some items (none without ids) and of the order (bumping its version), what `alongside` issues, the order read back. */
export async function changeAndReadBack<T>(
  ctx: RepoContext,
  id: string,
  order: Updateable<Orders>,
  items?: { ids: string[]; values: repo.ItemUpdate },
  alongside?: Alongside<T>,
) {
  const db = await pipelined(ctx.trx);
  return settle([
    items?.ids.length ? db.rows(repo.itemsUpdate(ctx, items.ids, items.values)) : [],
    db.rows(repo.orderUpdateReturning(ctx, id, order)),
    alongside?.(db),
    readOrderParts(ctx, db, [id]),
  ] as const);
}

/** New items inserted, the order's version bumped, the order read back. */
export async function addItemsAndReadBack(ctx: RepoContext, id: string, items: repo.ItemInsert[]) {
  const db = await pipelined(ctx.trx);
  return settle([
    db.rows(repo.itemsInsert(ctx.trx, items)),
    db.first(repo.orderUpdateReturning(ctx, id, {})),
    readOrderParts(ctx, db, [id]),
  ] as const);
}

/**
 * The order completed if it is open (the update takes its lock, instead of a lock and then an
 * update; none when it was not open), the order read back, then what `alongside` issues.
 */
export async function completeAndReadBack<T>(ctx: RepoContext, id: string, alongside?: Alongside<T>) {
  const db = await pipelined(ctx.trx);
  return settle([db.first(repo.openOrderCompletion(ctx, id)), readOrderParts(ctx, db, [id]), alongside?.(db)] as const);
}

/** Items moved from one order to another (after its own), both orders' versions bumped, both read back. */
export async function moveItemsAndReadBack(ctx: RepoContext, itemIds: string[], fromId: string, toId: string) {
  const db = await pipelined(ctx.trx);
  return settle([
    db.rows(repo.itemsMove(ctx, itemIds, toId)),
    db.rows(repo.orderUpdateReturning(ctx, fromId, {})),
    db.rows(repo.orderUpdateReturning(ctx, toId, {})),
    readOrderParts(ctx, db, [fromId, toId]),
  ] as const);
}

/**
 * On `db`, in the caller's round trip: all items of the source order moved to `intoId` (after its
 * own), the source marked merged into it, then what `alongside` issues.
 */
export function mergeSourceInto<T>(
  ctx: RepoContext,
  db: Pipeline,
  sourceId: string,
  intoId: string,
  alongside?: Alongside<T>,
) {
  return Promise.all([
    db.rows(repo.allItemsMove(ctx, sourceId, intoId)),
    db.rows(repo.orderUpdateReturning(ctx, sourceId, { status: 'merged', merged_into_id: intoId })),
    alongside?.(db),
  ]);
}

/** A send: the order's fire count written, what `tickets` issues (the fire's tickets), the order read back (it sees them). */
export async function fireAndReadBack<T>(ctx: RepoContext, id: string, fireNo: number, tickets: Alongside<T>) {
  const db = await pipelined(ctx.trx);
  return settle([
    db.first(repo.orderUpdateReturning(ctx, id, { fire_count: fireNo })),
    tickets(db),
    readOrderParts(ctx, db, [id]),
  ] as const);
}

/**
 * The first send of an order this command just created (nothing read back: the caller holds what
 * it wrote): its fire count written, then what `tickets` issues. On `db` when given (the round
 * trip of the order's inserts), else in a round trip of its own.
 */
export async function fireNewOrder<T>(
  ctx: RepoContext,
  id: string,
  fireNo: number,
  tickets: Alongside<T>,
  db?: Pipeline,
) {
  // Given `db`, the statements are issued at once (nothing is awaited before them).
  const on = db ?? (await pipelined(ctx.trx));
  return settle([on.first(repo.orderUpdateReturning(ctx, id, { fire_count: fireNo })), tickets(on)] as const);
}
