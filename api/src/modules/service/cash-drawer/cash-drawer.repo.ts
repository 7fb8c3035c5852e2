import { sql } from 'kysely';
import { pipelined, settleAll, type Pipeline, type TenantTx } from '@ros/db';
import { paged } from '../../../kernel/list-query';
import type { RepoContext } from '../../../kernel/repo-context';

export function findSession(ctx: RepoContext, id: string, forUpdate = false) {
  const { trx, restaurantId } = ctx;
  let q = trx
    .selectFrom('cash_drawer_sessions')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}
export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

export function openSessionNamed(ctx: RepoContext, name: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('cash_drawer_sessions')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('status', '=', 'open')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

function movementsOf(trx: TenantTx, db: Pipeline, restaurantId: string, sessionId: string) {
  return db.rows(
    trx
      .selectFrom('cash_drawer_movements')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('session_id', '=', sessionId)
      .orderBy('created_at'),
  );
}

/** Completed payments and refunds taken into this session's drawer, by method and kind. */
function paymentSums(trx: TenantTx, db: Pipeline, restaurantId: string, sessionId: string) {
  return db.rows(
    trx
      .selectFrom('payments')
      .select(['method', 'kind', (eb) => eb.fn.sum<number>('amount').as('s'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('restaurant_id', '=', restaurantId)
      .where('drawer_session_id', '=', sessionId)
      .where('status', '=', 'completed')
      .groupBy(['method', 'kind']),
  );
}

/**
 * What the Z report counts over the session's time window (all methods): bills paid, discounts,
 * tips, voided items and voided payments, read in one round trip.
 */
async function windowFigures(trx: TenantTx, db: Pipeline, restaurantId: string, from: Date, to: Date) {
  const [bills, voidedItems, voidedPayments, payments] = await settleAll([
    db.first(
      trx
        .selectFrom('bills')
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.coalesce(eb.fn.sum<number>('discount_total'), eb.lit(0)).as('discounts'),
          eb.fn.coalesce(eb.fn.sum<number>('tip'), eb.lit(0)).as('tips'),
          eb.fn.coalesce(eb.fn.sum<number>('grand_total'), eb.lit(0)).as('sales'),
        ])
        .where('restaurant_id', '=', restaurantId)
        .where('status', '=', 'paid')
        .where('paid_at', '>=', from)
        .where('paid_at', '<=', to),
    ),
    db.first(
      trx
        .selectFrom('order_items')
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.coalesce(eb.fn.sum<number>(sql`(unit_price - unit_discount) * quantity`), eb.lit(0)).as('amount'),
        ])
        .where('restaurant_id', '=', restaurantId)
        .where('status', '=', 'voided')
        .where('voided_at', '>=', from)
        .where('voided_at', '<=', to),
    ),
    db.first(
      trx
        .selectFrom('payments')
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('amount'),
        ])
        .where('restaurant_id', '=', restaurantId)
        .where('status', '=', 'voided')
        .where('voided_at', '>=', from)
        .where('voided_at', '<=', to),
    ),
    db.rows(
      trx
        .selectFrom('payments')
        .select(['method', 'kind', (eb) => eb.fn.sum<number>('amount').as('s')])
        .where('restaurant_id', '=', restaurantId)
        .where('status', '=', 'completed')
        .where('created_at', '>=', from)
        .where('created_at', '<=', to)
        .groupBy(['method', 'kind']),
    ),
  ]);
  // Counts and sums without `group by` always answer one row.
  return { bills: bills!, voidedItems: voidedItems!, voidedPayments: voidedPayments!, payments };
}

/** The drawer sessions, newest first; optionally only open or closed ones. */
export function listSessions(ctx: RepoContext, q: { status?: 'open' | 'closed'; page: number; perPage: number }) {
  const { trx, restaurantId } = ctx;
  let query = trx.selectFrom('cash_drawer_sessions').selectAll().where('restaurant_id', '=', restaurantId);
  if (q.status) query = query.where('status', '=', q.status);
  return paged(trx, query.orderBy('opened_at', 'desc').orderBy('id'), q);
}

/** A session's movements and its payments by method and kind, read in one round trip. */
export async function sessionFigures(ctx: RepoContext, sessionId: string) {
  const { trx, restaurantId } = ctx;
  const db = await pipelined(trx);
  const [movements, sums] = await settleAll([
    movementsOf(trx, db, restaurantId, sessionId),
    paymentSums(trx, db, restaurantId, sessionId),
  ] as const);
  return { movements, sums };
}
export type SessionFigures = Awaited<ReturnType<typeof sessionFigures>>;

/**
 * What a session's Z report reads, in one round trip: the figures of its time window
 * (`windowFigures`) and the session's own (`sessionFigures`).
 */
export async function zReportFigures(ctx: RepoContext, sessionId: string, from: Date, to: Date) {
  const { trx, restaurantId } = ctx;
  const db = await pipelined(trx);
  const [window, movements, sums] = await settleAll([
    windowFigures(trx, db, restaurantId, from, to),
    movementsOf(trx, db, restaurantId, sessionId),
    paymentSums(trx, db, restaurantId, sessionId),
  ] as const);
  return { window, session: { movements, sums } };
}
