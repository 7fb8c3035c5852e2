import { sql } from 'kysely';
import { pipelined, settleAll, type Pipeline } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

/** Bills with their order's number, type, table and customer. */
export function selectBills(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('bills as b')
    .innerJoin('orders as o', 'o.id', 'b.order_id')
    .leftJoin('dining_tables as t', 't.id', 'o.table_id')
    .leftJoin('customers as c', (j) => j.on(sql<boolean>`c.id = coalesce(b.customer_id, o.customer_id)`))
    .where('b.restaurant_id', '=', restaurantId)
    .selectAll('b')
    .select([
      'o.display_no',
      'o.type as order_type',
      'o.guests',
      'o.staff_user_id',
      't.name as table_name',
      'c.id as customer_ref_id',
      sql<string | null>`coalesce(c.name, o.customer_name)`.as('customer_name'),
      sql<string | null>`to_char(b.due_date, 'YYYY-MM-DD')`.as('due_day'),
      sql<string>`to_char(b.business_date, 'YYYY-MM-DD')`.as('business_day'),
    ]);
}

/** The payments of bills, oldest first (at least one id; a statement for a pipeline). */
export function selectPayments(ctx: RepoContext, billIds: string[]) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('bill_id', 'in', billIds)
    .orderBy('created_at');
}
export type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];

/**
 * Parts of each even split parent among `ids`' parents (for "share 1 of 3"); needs only the bill
 * ids (a statement for a pipeline).
 */
function selectEvenPartCounts(ctx: RepoContext, ids: string[]) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('bills')
    .select(['parent_bill_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('restaurant_id', '=', restaurantId)
    .where('parent_bill_id', 'in', (eb) =>
      eb
        .selectFrom('bills as part')
        .select('part.parent_bill_id')
        .where('part.restaurant_id', '=', restaurantId)
        .where('part.id', 'in', ids)
        .where('part.split_mode', '=', 'even'),
    )
    .groupBy('parent_bill_id');
}

/**
 * What the views of bills are made of, for at least one id: the bills, their payments and the part
 * counts of even splits. The reads need only the ids, so they are issued on `db` together as soon as
 * this is called (after a command's writes there, they see them).
 */
export async function readBillRows(ctx: RepoContext, db: Pipeline, ids: string[]) {
  const [bills, payments, evenParts] = await settleAll([
    db.rows(selectBills(ctx).where('b.id', 'in', ids)),
    db.rows(selectPayments(ctx, ids)),
    db.rows(selectEvenPartCounts(ctx, ids)),
  ] as const);
  return { bills, payments, evenParts };
}
export type BillRows = Awaited<ReturnType<typeof readBillRows>>;

/** `readBillRows` in a round trip of its own. */
export async function loadBillRows(ctx: RepoContext, ids: string[]) {
  return readBillRows(ctx, await pipelined(ctx.trx), ids);
}
