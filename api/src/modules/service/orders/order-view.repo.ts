import { pipelined, settle, type Pipeline } from '@ros/db';
import { namesById } from '../../identity/members';
import * as repo from './orders.repo';
import type { RepoContext } from '../../../kernel/repo-context';

/** What an order view is built from: the order row (with names), its items, its current bill and staff names. */
export interface OrderParts {
  row: repo.OrderRow;
  items: repo.ItemRow[];
  billId: string | null;
  names: Map<string, string>;
}

/**
 * The parts of whole orders in the order of `ids` (at least one; an id not found has none), read
 * in one round trip: the four reads need only the ids, so they are issued on `db` together, as
 * soon as this is called. Issued after a command's writes on the same pipeline, they see those
 * writes (PostgreSQL runs them in order).
 */
export async function readOrderParts(ctx: RepoContext, db: Pipeline, ids: string[]): Promise<OrderParts[]> {
  const [rowsOf, itemsOf, billsOf, namesOf] = await settle([
    db.rows(repo.selectOrderRows(ctx, ids)),
    db.rows(repo.selectItems(ctx, ids)),
    db.rows(repo.selectCurrentBills(ctx, ids)),
    db.rows(repo.selectStaffNamesOfOrders(ctx, ids)),
  ]);
  const byId = new Map(rowsOf().map((r) => [r.id, r]));
  const items = itemsOf();
  const bills = repo.currentBillOfEach(billsOf());
  const names = namesById(namesOf());
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ row, items: items.filter((i) => i.order_id === id), billId: bills.get(id) ?? null, names }] : [];
  });
}

/** `readOrderParts` in a round trip of its own. */
export async function loadOrderParts(ctx: RepoContext, ids: string[]): Promise<OrderParts[]> {
  return readOrderParts(ctx, await pipelined(ctx.trx), ids);
}
