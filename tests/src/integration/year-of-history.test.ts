import { sql } from 'kysely';
import { writeHistory } from '@ros/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidBillsBatch } from '@ros/api/modules/service/invoices/index';
import { runAsSystem } from '@ros/api/kernel/system';
import { seedDemoRestaurant, signInDemoOwner } from '../fixtures/demo';
import { ok } from '../fixtures/http';
import { startTestApp, type ApiClient, type TestApp } from '../harness';

/**
 * A year of history must not slow the everyday lists (issue 38): lists of history count to a cap
 * and say so, bills are read by keyset in batches (none skipped or read twice while bills are
 * paid meanwhile), and an export of many bills holds each bill once, as before.
 */
let app: TestApp;
let owner: ApiClient;
let rid: string;
let base: string;
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const from = daysAgo(20);

beforeAll(async () => {
  // Its own database: the history tops the demo menu up, which other files would see.
  app = await startTestApp({}, { ownDatabase: true });
  rid = await seedDemoRestaurant(app);
  base = `/api/restaurants/${rid}`;
  // Up to two days ago: yesterday's late bills are paid after midnight, which near midnight UTC is
  // still ahead of now, and bills paid by the test must be the newest (the keyset test reads them last).
  await writeHistory(app.deps.db, rid, { days: 16, until: daysAgo(2) });
  owner = await signInDemoOwner(app);
}, 240_000);
afterAll(() => app?.close());

const paidBillIds = async () =>
  (
    await sql<{ id: string }>`select id from bills where restaurant_id = ${rid} and status = 'paid'
      and paid_at >= cast(${from} as date)`.execute(app.deps.db)
  ).rows.map((r) => r.id);

/** Orders a dish at the counter and pays its bill by card: a bill paid now. */
async function payABill() {
  const dish = (await ok(owner.get(`${base}/dishes?perPage=1`))).data[0];
  const order = await ok(
    owner.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId: dish.id, quantity: 1 }] }),
    201,
  );
  const bill = await ok(owner.post(`${base}/orders/${order.id}/bill`, {}), 201);
  await ok(owner.post(`${base}/bills/${bill.id}/payments`, { method: 'card', amount: bill.totals.grandTotal }), 201);
  return bill.id as string;
}

describe('a year of history', () => {
  it('counts a long list of history to a cap and says so; a short one exactly', async () => {
    const all = (await paidBillIds()).length;
    expect(all).toBeGreaterThan(1000);

    const first = await ok(owner.get(`${base}/invoices?perPage=25`));
    expect(first).toMatchObject({ total: 1000, capped: true });
    expect(first.data).toHaveLength(25);
    // The next pages count on from their own start: page 41 starts at row 1,000 and sees more.
    const deep = await ok(owner.get(`${base}/invoices?perPage=25&page=41`));
    expect(deep.data).toHaveLength(25);
    expect(deep.total).toBeGreaterThan(1000);

    const events = await ok(owner.get(`${base}/events?perPage=10`));
    expect(events).toMatchObject({ total: 1000, capped: true });

    // A filter that leaves few rows: the exact count, not capped.
    const one = await ok(owner.get(`${base}/invoices?q=%23${first.data[0].billNo}`));
    expect(one.capped).toBe(false);
    expect(one.total).toBe(1);
    expect(one.data).toHaveLength(1);

    // The income page's figures stay exact over the range: its count is its bills.
    const income = await ok(owner.get(`${base}/income?from=${from}&to=${today}&perPage=10`));
    expect(income.total).toBe(all);
    expect(income.totals.bills).toBe(all);
  });

  it('reads the paid bills in keyset batches: none skipped or read twice while bills are paid meanwhile', async () => {
    const read: string[] = [];
    type Cursor = Awaited<ReturnType<typeof paidBillsBatch>>['next'];
    const batch = (after: Cursor) =>
      runAsSystem(app.deps, rid, (ctx) => paidBillsBatch(ctx, { from, to: today }, after, 300)).then((b) => b!);
    let got = await batch(null);
    const counted = got.count!;
    read.push(...got.data.map((b) => b.id));
    const added = [await payABill()];
    while (got.data.length === 300 && got.next) {
      got = await batch(got.next);
      read.push(...got.data.map((b) => b.id));
      if (added.length < 3) added.push(await payABill());
    }
    expect(new Set(read).size).toBe(read.length);
    expect(read.length).toBe(counted + added.length);
    expect(read.slice(-added.length)).toEqual(added);
    expect(new Set(read)).toEqual(new Set(await paidBillIds()));
  });

  it('exports every paid bill of the period once, as CSV and as PDF', async () => {
    const ids = await paidBillIds();
    const csv = await ok(owner.post(`${base}/exports`, { kind: 'bills', format: 'csv', from, to: today }), 201);
    const pdf = await ok(owner.post(`${base}/exports`, { kind: 'bills', format: 'pdf', from, to: today }), 201);
    for (const id of [csv.id, pdf.id])
      await expect
        .poll(async () => (await ok(owner.get(`${base}/exports/${id}`))).status, { timeout: 120_000, interval: 500 })
        .toBe('done');

    const file = await owner.request('GET', `${base}/exports/${csv.id}/file`);
    const lines = String(file.body)
      .replace(/^\ufeff/, '')
      .split('\r\n');
    expect(lines[0]).toBe('Bill,Paid at,Customer,Subtotal,Discount,Service,Tax,Tip,Total,Paid by');
    const billNos = lines.slice(1).map((l) => l.split(',')[0]);
    expect(billNos).toHaveLength(ids.length);
    expect(new Set(billNos).size).toBe(ids.length);

    const raw = await fetch(`${app.url}${base}/exports/${pdf.id}/file`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const text = Buffer.from(await raw.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('(Paid at) Tj');
    for (const no of [billNos[0], billNos.at(-1)]) expect(text).toContain(`(${no}) Tj`);
  });
});
