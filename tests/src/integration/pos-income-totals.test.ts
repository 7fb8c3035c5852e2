import { sql } from 'kysely';
import { writeHistory } from '@ros/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from '../factories';
import { addDish } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

/**
 * The income page's totals come from hourly sums kept beside the bills (issue 38): they must be
 * the plain sum over the rows whatever happened to the bills — history written straight into the
 * tables (which the report roll-up has not read), bills paid today, a payment voided after its
 * bill was paid, a refund on a past day's bill, a bill paid in two methods, a payment moved
 * across days — in a time zone 5:45 from UTC, whose days do not start on a UTC hour.
 */
let app: TestApp;
let owner: RegisteredUser;
let rid: string;
let base: string;
let dishId: string;
const TZ = 'Asia/Kathmandu';

beforeAll(async () => {
  app = await startTestApp();
  ({ owner, rid, base } = await setupRestaurant(app, { restaurant: { timeZone: TZ } }));
  dishId = await addDish(owner.api, base, { name: 'Thali', price: 1250 });
  await writeHistory(app.deps.db, rid, { days: 2 });
}, 120_000);
afterAll(() => app?.close());

async function openBill(quantity = 1) {
  const order = await ok(owner.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId, quantity }] }), 201);
  return ok(owner.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
}
const pay = (billId: string, method: string, amount: number) =>
  ok(owner.api.post(`${base}/bills/${billId}/payments`, { method, amount }), 201);

/** The restaurant's day `n` days before today (its time zone). */
async function dayAgo(n: number) {
  const { rows } = await sql<{
    d: string;
  }>`select to_char(timezone(${TZ}, now()) - make_interval(days => ${n}), 'YYYY-MM-DD') as d`.execute(app.deps.db);
  return rows[0]!.d;
}

/** The income totals summed straight from the bills and payments, as the page defines them. */
async function plainSum(from: string, to: string) {
  const range = sql`b.restaurant_id = ${rid} and b.status = 'paid'
    and b.paid_at >= timezone(${TZ}, cast(${from} as timestamp))
    and b.paid_at < timezone(${TZ}, cast(${to} as timestamp)) + interval '1 day'`;
  const { rows } = await sql<Record<string, string>>`select count(*) as bills, coalesce(sum(subtotal), 0) as subtotal,
    coalesce(sum(discount_total), 0) as discount, coalesce(sum(service_charge), 0) as "serviceCharge",
    coalesce(sum(tax), 0) as tax, coalesce(sum(tip), 0) as tip, coalesce(sum(grand_total), 0) as "grandTotal"
    from bills b where ${range}`.execute(app.deps.db);
  const methods = await sql<{ method: string; s: string }>`select p.method,
    sum(case when p.kind = 'refund' then -p.amount else p.amount end) as s
    from payments p join bills b on b.id = p.bill_id where p.status = 'completed' and ${range} group by 1`.execute(
    app.deps.db,
  );
  const byMethod: Record<string, number> = { cash: 0, card: 0, wallet: 0, other: 0 };
  for (const m of methods.rows) byMethod[m.method] = Number(m.s);
  const sums = Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
  return { ...sums, bills: sums.bills!, byMethod };
}

async function expectExactTotals(from: string, to: string) {
  const page = await ok(owner.api.get(`${base}/income?from=${from}&to=${to}&perPage=5`));
  const expected = await plainSum(from, to);
  expect(page.totals, `${from}–${to}`).toEqual(expected);
  expect(page.total).toBe(expected.bills);
  return page;
}

describe('income totals', () => {
  it('equal the plain sum over the rows, for every range, after payments, voids, refunds and moves', async () => {
    const today = await dayAgo(0);
    const yesterday = await dayAgo(1);
    const before = await dayAgo(2);
    // History only: the days written straight into the tables.
    const history = await expectExactTotals(before, yesterday);
    expect(history.totals.bills).toBeGreaterThan(10);

    // Today: a bill paid in two methods, one paid then its payment voided, one paid then refunded in part.
    const split = await openBill(2);
    await pay(split.id, 'cash', 1000);
    await pay(split.id, 'card', split.totals.grandTotal - 1000);
    const voided = await openBill();
    const { payment: mistaken } = await pay(voided.id, 'wallet', voided.totals.grandTotal);
    await ok(owner.api.post(`${base}/payments/${mistaken.id}/void`, { reason: 'Wrong bill' }));
    const refunded = await openBill();
    const { payment: card } = await pay(refunded.id, 'card', refunded.totals.grandTotal);
    await ok(owner.api.post(`${base}/payments/${card.id}/refund`, { amount: 300, reason: 'Cold' }), 201);
    // A refund on a past day's bill counts against that day.
    const past = (
      await sql<{ id: string }>`select p.id from payments p join bills b on b.id = p.bill_id
        where b.restaurant_id = ${rid} and b.status = 'paid' and p.kind = 'payment' order by b.paid_at limit 1`.execute(
        app.deps.db,
      )
    ).rows[0]!;
    await ok(owner.api.post(`${base}/payments/${past.id}/refund`, { amount: 100, reason: 'Late' }), 201);
    // A bill whose payment is moved to another day (a correction written straight to the row).
    await sql`update bills set paid_at = paid_at - interval '1 day' where id = ${split.id}`.execute(app.deps.db);
    // Bills paid in the part-hours at the ends of yesterday (local 00:00–00:45 and 23:45–24:00 are no whole UTC hour).
    for (const [n, at] of [
      [0, '00:10'],
      [1, '23:50'],
    ] as const)
      await sql`update bills set paid_at = timezone(${TZ}, cast(${`${yesterday} ${at}`} as timestamp))
        where id = (select id from bills where restaurant_id = ${rid} and status = 'paid'
          and paid_at < timezone(${TZ}, cast(${yesterday} as timestamp)) order by paid_at offset ${n} limit 1)`.execute(
        app.deps.db,
      );

    for (const [from, to] of [
      [before, today],
      [before, yesterday],
      [yesterday, yesterday],
      [today, today],
      [before, before],
    ] as const)
      await expectExactTotals(from, to);

    // A search or a method filter sums the rows; the same bills.
    const cash = await ok(owner.api.get(`${base}/income?from=${before}&to=${today}&method=cash&perPage=5`));
    expect(cash.totals.bills).toBe(
      Number(
        (
          await sql<{ n: string }>`select count(distinct b.id) as n from bills b join payments p on p.bill_id = b.id
          where b.restaurant_id = ${rid} and b.status = 'paid' and p.method = 'cash' and p.status = 'completed'
            and b.paid_at >= timezone(${TZ}, cast(${before} as timestamp))`.execute(app.deps.db)
        ).rows[0]!.n,
      ),
    );
  }, 120_000);

  it('keeps the hourly sums equal to the rows summed by hour', async () => {
    const { rows } = await sql<{ hour: string; kept: string | null; summed: string | null }>`
      with summed as (
        select date_bin('1 hour', b.paid_at, timestamptz '2000-01-01 00:00:00+00') as hour, income_of_bill(b, 1) as d
        from bills b where b.restaurant_id = ${rid} and b.status = 'paid'
      ), by_hour as (
        select hour, array[sum(d[1]), sum(d[2]), sum(d[3]), sum(d[4]), sum(d[5]), sum(d[6]), sum(d[7]), sum(d[8]),
          sum(d[9]), sum(d[10]), sum(d[11])]::bigint[]::text as v from summed group by hour
      ), kept as (
        select hour, array[bills, subtotal, discount, service_charge, tax, tip, grand_total, cash, card, wallet, other]::bigint[]::text as v
        from income_hourly where restaurant_id = ${rid} and (bills <> 0 or cash <> 0 or card <> 0 or wallet <> 0 or other <> 0)
      )
      select coalesce(k.hour, s.hour)::text as hour, k.v as kept, s.v as summed
      from kept k full join by_hour s on s.hour = k.hour
      where k.v is distinct from s.v`.execute(app.deps.db);
    expect(rows).toEqual([]);
  });
});
