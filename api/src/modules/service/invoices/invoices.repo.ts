import { sql } from 'kysely';
import { pipelined, settleAll, type TenantTx } from '@ros/db';
import { COUNT_CAP, likePattern, pageOf, paged } from '../../../kernel/list-query';
import type { IncomeQuery, InvoiceListQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';
import { rolledIncomeTotals, type IncomeSums } from './income-totals';

const SORT = {
  createdAt: 'b.created_at',
  billNo: 'b.bill_no',
  grandTotal: 'b.grand_total',
  status: 'b.status',
  customer: 'customer_sort',
  paidAt: 'b.paid_at',
} as const;

/**
 * Bills with their order, table and customer. Every bill has its order (`order_id` is not null and
 * a foreign key), so the left join to orders finds the same rows as an inner one; but PostgreSQL
 * drops a left join nobody reads, so a list's count walks the bills' index alone.
 */
function base(trx: TenantTx, restaurantId: string, q?: string) {
  let query = trx
    .selectFrom('bills as b')
    .leftJoin('orders as o', 'o.id', 'b.order_id')
    .leftJoin('dining_tables as t', 't.id', 'o.table_id')
    .leftJoin('customers as c', (j) => j.on(sql<boolean>`c.id = coalesce(b.customer_id, o.customer_id)`))
    .where('b.restaurant_id', '=', restaurantId);
  if (q) {
    const p = likePattern(q);
    query = query.where((eb) =>
      eb.or([
        eb('c.name', 'ilike', p),
        eb('o.customer_name', 'ilike', p),
        eb('t.name', 'ilike', p),
        eb(sql<string>`b.bill_no::text`, '=', q.replace(/^#/, '')),
      ]),
    );
  }
  return query;
}

/** Invoice ids for the list (split parents are listed as `split`; their parts as bills of their own). */
export async function listInvoiceIds(ctx: RepoContext, query: InvoiceListQuery, today: string) {
  const { trx, restaurantId } = ctx;
  let q = base(trx, restaurantId, query.q);
  const unpaid = ['draft', 'sent', 'partial_payment'];
  const notDue = sql<boolean>`(b.due_date is null or b.due_date >= cast(${today} as date))`;
  if (query.status === 'past_due')
    q = q.where('b.status', 'in', unpaid).where('b.due_date', '<', sql<Date>`cast(${today} as date)`);
  else if (query.status === 'downloaded')
    q = q.where('b.status', 'in', ['draft', 'sent']).where('b.downloaded_at', 'is not', null).where(notDue);
  else if (query.status && unpaid.includes(query.status)) {
    q = q.where('b.status', '=', query.status).where(notDue);
    // A downloaded draft or sent bill reads Downloaded (see effectiveStatus), not Draft or Sent.
    if (query.status !== 'partial_payment') q = q.where('b.downloaded_at', 'is', null);
  } else if (query.status) q = q.where('b.status', '=', query.status);
  if (query.from) q = q.where('b.business_date', '>=', sql<Date>`cast(${query.from} as date)`);
  if (query.to) q = q.where('b.business_date', '<=', sql<Date>`cast(${query.to} as date)`);
  const { rows, total, capped } = await paged(
    trx,
    q
      .select(['b.id', sql<string>`lower(coalesce(c.name, o.customer_name, ''))`.as('customer_sort')])
      .orderBy(sql.ref(SORT[query.sortColumn]), query.sort)
      .orderBy('b.bill_no', 'desc'),
    query,
    { cap: COUNT_CAP },
  );
  return { ids: rows.map((r) => r.id), total, capped };
}

/** Paid bills whose payment day (restaurant time zone) is within the range. */
function paidBills(
  trx: TenantTx,
  restaurantId: string,
  query: Pick<IncomeQuery, 'q' | 'from' | 'to' | 'method'>,
  timeZone: string,
) {
  let q = base(trx, restaurantId, query.q).where('b.status', '=', 'paid');
  // The days' bounds as instants, so the paid-bills index (restaurant_id, paid_at) finds the range.
  const dayStart = (day: string) => sql<Date>`timezone(${timeZone}, cast(${day} as timestamp))`;
  if (query.from) q = q.where('b.paid_at', '>=', dayStart(query.from));
  if (query.to) q = q.where('b.paid_at', '<', sql<Date>`${dayStart(query.to)} + interval '1 day'`);
  if (query.method) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('payments as p')
          .select('p.id')
          .whereRef('p.bill_id', '=', 'b.id')
          .where('p.method', '=', query.method!)
          .where('p.status', '=', 'completed'),
      ),
    );
  }
  return q;
}

/** The totals of the paid bills `q` finds, summed from the rows (a search or a method filter). */
function summedIncomeTotals(trx: TenantTx, restaurantId: string, q: ReturnType<typeof paidBills>) {
  const byMethod = (method: string) =>
    sql<number>`coalesce((select sum(case when p.kind = 'refund' then -p.amount else p.amount end) from payments p
      where p.restaurant_id = ${restaurantId} and p.status = 'completed' and p.method = ${method}
        and p.bill_id in (${q.select('b.id')})), 0)`;
  return q.select((eb) => [
    eb.fn.countAll<number>().as('bills'),
    eb.fn.coalesce(eb.fn.sum<number>('b.subtotal'), eb.lit(0)).as('subtotal'),
    eb.fn.coalesce(eb.fn.sum<number>('b.discount_total'), eb.lit(0)).as('discount'),
    eb.fn.coalesce(eb.fn.sum<number>('b.service_charge'), eb.lit(0)).as('serviceCharge'),
    eb.fn.coalesce(eb.fn.sum<number>('b.tax'), eb.lit(0)).as('tax'),
    eb.fn.coalesce(eb.fn.sum<number>('b.tip'), eb.lit(0)).as('tip'),
    eb.fn.coalesce(eb.fn.sum<number>('b.grand_total'), eb.lit(0)).as('grandTotal'),
    byMethod('cash').as('cash'),
    byMethod('card').as('card'),
    byMethod('wallet').as('wallet'),
    byMethod('other').as('other'),
  ]);
}

/**
 * One page of the paid bills' ids, with their count and totals (by payment method too), in one
 * round trip. Without a search or a method filter the totals come from the hourly sums
 * (`rolledIncomeTotals`), which cost the same for a day or a year; with one, from the rows.
 */
export async function income(ctx: RepoContext, query: IncomeQuery, timeZone: string) {
  const { trx, restaurantId } = ctx;
  const q = paidBills(trx, restaurantId, query, timeZone);
  const { limit, offset } = pageOf(query);
  const db = await pipelined(trx);
  const [rows, sums] = await settleAll([
    db.rows(
      q
        .select(['b.id', sql<string>`''`.as('customer_sort')])
        .orderBy(sql.ref(SORT[query.sortColumn]), query.sort)
        .orderBy('b.bill_no', 'desc')
        .limit(limit)
        .offset(offset),
    ),
    db.first<IncomeSums>(
      query.q || query.method ? summedIncomeTotals(trx, restaurantId, q) : rolledIncomeTotals(ctx, query, timeZone),
    ),
  ]);
  // A sum without `group by` always answers one row.
  const s = sums!;
  const totals = {
    bills: Number(s.bills),
    subtotal: Number(s.subtotal),
    discount: Number(s.discount),
    serviceCharge: Number(s.serviceCharge),
    tax: Number(s.tax),
    tip: Number(s.tip),
    grandTotal: Number(s.grandTotal),
    byMethod: { cash: Number(s.cash), card: Number(s.card), wallet: Number(s.wallet), other: Number(s.other) },
  };
  return { ids: rows.map((r) => r.id), total: totals.bills, totals };
}

/** Where a batch of paid bills ends: the next batch starts after it. */
export interface PaidBillCursor {
  paidAt: string;
  id: string;
}

/**
 * The next `limit` paid bills of the days `from`–`to` after `after` (oldest payment first), by
 * keyset on (paid_at, id) through the paid-bills index: each batch costs the same whatever its
 * place in the year, and a bill paid meanwhile is neither skipped nor read twice. Only what an
 * export of bills writes: number, payment time, who, totals and the methods paid with (first
 * used first), not the bill's lines and payments.
 */
export async function paidBillsAfter(
  ctx: RepoContext,
  range: { from: string; to: string },
  timeZone: string,
  after: PaidBillCursor | null,
  limit: number,
) {
  const { trx, restaurantId } = ctx;
  let q = paidBills(trx, restaurantId, range, timeZone);
  if (after)
    q = q.where(sql<boolean>`(b.paid_at, b.id) > (cast(${after.paidAt} as timestamptz), cast(${after.id} as uuid))`);
  const rows = await q
    .select((eb) => [
      'b.id',
      sql<string>`to_char(b.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('paid_at'),
      'b.bill_no',
      eb.ref('o.type').$notNull().as('order_type'),
      't.name as table_name',
      sql<string | null>`coalesce(c.name, o.customer_name)`.as('customer_name'),
      'b.subtotal',
      'b.discount_total',
      'b.service_charge',
      'b.tax',
      'b.tip',
      'b.grand_total',
      sql<string[]>`array(select cast(p.method as text) from payments p
        where p.restaurant_id = b.restaurant_id and p.bill_id = b.id and p.kind = 'payment' and p.status = 'completed'
        group by p.method order by min(p.created_at))`.as('methods'),
    ])
    .orderBy('b.paid_at')
    .orderBy('b.id')
    .limit(limit)
    .execute();
  const last = rows[rows.length - 1];
  return { rows, next: last ? { paidAt: last.paid_at, id: last.id } : null };
}

/** How many bills were paid in the days `from`–`to` (an export's progress). */
export async function countPaidBills(ctx: RepoContext, range: { from: string; to: string }, timeZone: string) {
  const { trx, restaurantId } = ctx;
  const row = await paidBills(trx, restaurantId, range, timeZone)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
