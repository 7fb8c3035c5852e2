import type { Insertable } from 'kysely';
import { pipelined, settle, type Orders } from '@ros/db';
import { nextNumberStatement } from '../../identity/restaurants';
import type { RepoContext } from '../../../kernel/repo-context';
import type { Alongside } from '../../../kernel/round-trip';
import * as repo from './orders.repo';

/** What a new order refers to (each looked up only when named), and its business date. */
export interface NewOrderRefs {
  customerId?: string | null;
  /** The staff member named when it is not the caller. */
  staffUserId?: string | null;
  reservationId?: string | null;
  tableId?: string | null;
  businessDate: string;
}

/**
 * The lookups of a new order's checks, in one round trip (they are independent of each other):
 * the customer, the active staff member, the reservation and the table named, the order's display
 * number of the day, then what `alongside` issues (the dishes locked and priced). A getter for
 * each, to read in the order the checks ran when these went one by one.
 */
export async function orderCreationFacts<T>(ctx: RepoContext, refs: NewOrderRefs, alongside?: Alongside<T>) {
  const db = await pipelined(ctx.trx);
  return settle([
    refs.customerId ? db.first(repo.selectCustomer(ctx, refs.customerId)) : undefined,
    refs.staffUserId ? db.first(repo.selectActiveMember(ctx, refs.staffUserId)) : undefined,
    refs.reservationId ? db.first(repo.selectReservation(ctx, refs.reservationId)) : undefined,
    refs.tableId ? db.first(repo.selectTableName(ctx, refs.tableId)) : undefined,
    db.first(nextNumberStatement(ctx, 'order', refs.businessDate)),
    alongside?.(db),
  ] as const);
}

/**
 * The inserts of a new order and its items, in one round trip: the order, its items (their
 * foreign key is met: PostgreSQL runs the inserts in order), then what `alongside` and `after`
 * issue (e.g. a send's writes, then the table taken). A getter for each.
 */
export async function insertOrder<T, U>(
  ctx: RepoContext,
  order: Insertable<Orders>,
  items: repo.ItemInsert[],
  alongside?: Alongside<T>,
  after?: Alongside<U>,
) {
  const db = await pipelined(ctx.trx);
  return settle([
    db.first(repo.orderInsert(ctx.trx, order)),
    items.length ? db.rows(repo.itemsInsert(ctx.trx, items)) : [],
    alongside?.(db),
    after?.(db),
  ] as const);
}
