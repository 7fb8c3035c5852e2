import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser, type RegisteredUser } from '../factories';
import { addDish, addSpace, addStation } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, testDatabase, unique, type TestApp } from '../harness';

let app: TestApp;
let owner: RegisteredUser;
let waiter: RegisteredUser;
let cashier: RegisteredUser;
let rid: string;
let base: string;
let spaceId: string;
const dish = {} as Record<'steak' | 'wine' | 'salad', string>;

beforeAll(async () => {
  app = await startTestApp();
  ({
    owner,
    rid,
    base,
    staff: [waiter, cashier],
  } = await setupRestaurant(app, {
    update: {
      serviceChargePercent: 10,
      taxPercent: 8,
      taxInclusive: false,
      settings: { bills: { discountLimitPercent: 10, roundingUnit: 5 } },
    },
    staff: ['waiter', 'cashier'],
  }));
  const stationId = await addStation(owner.api, base, 'Kitchen');
  dish.steak = await addDish(owner.api, base, { name: 'Steak', price: 1620, stationId });
  dish.wine = await addDish(owner.api, base, { name: 'Wine', price: 900, stationId });
  dish.salad = await addDish(owner.api, base, { name: 'Salad', price: 555, stationId });
  spaceId = await addSpace(owner.api, base, 'Hall');
});
afterAll(() => app?.close());

async function tableWithOrder(items: Record<string, unknown>[]) {
  const table = await ok(owner.api.post(`${base}/tables`, { spaceId, name: unique('T'), capacity: 4 }), 201);
  const order = await ok(
    waiter.api.post(`${base}/orders`, { type: 'dine_in', tableId: table.id, items, send: true }),
    201,
  );
  return { table, order };
}

describe('bills and payments', () => {
  it('bills an order with discount, service charge, exclusive tax and rounding (worked example)', async () => {
    const { order } = await tableWithOrder([{ dishId: dish.steak, quantity: 2 }]);
    const bill = await ok(cashier.api.post(`${base}/orders/${order.id}/bill`, { discount: { percent: 10 } }), 201);
    expect(bill.lines).toEqual([expect.objectContaining({ particular: 'Steak', rate: 1620, qty: 2, subTotal: 3240 })]);
    // 3240 − 324 = 2916; service 292; tax 8 % of 3208 = 257; 3465 (already a multiple of 5).
    expect(bill.totals).toEqual({
      subtotal: 3240,
      discount: 324,
      serviceCharge: 292,
      tax: 257,
      tip: 0,
      rounding: 0,
      grandTotal: 3465,
    });
    expect(bill).toMatchObject({
      status: 'draft',
      statusLabel: 'Draft',
      serviceChargePercent: 10,
      taxPercent: 8,
      taxInclusive: false,
      roundingUnit: 5,
      balanceDue: 3465,
    });
    // A tip of 2.37 → 3702 → rounded to 3700.
    const tipped = await ok(cashier.api.patch(`${base}/bills/${bill.id}`, { version: bill.version, tip: 237 }));
    expect(tipped.totals).toMatchObject({ tip: 237, rounding: -2, grandTotal: 3700 });
    const stale = await cashier.api.patch(`${base}/bills/${bill.id}`, { version: bill.version, tip: 100 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.bill.version).toBe(tipped.version);
  });

  it('extracts inclusive tax and leaves voided items out of the bill', async () => {
    const { order } = await tableWithOrder([
      { dishId: dish.wine, quantity: 1 },
      { dishId: dish.salad, quantity: 1 },
    ]);
    const [, salad] = order.items;
    const voided = await ok(
      owner.api.post(`${base}/orders/${order.id}/items/${salad.id}/void`, {
        version: order.version,
        reason: 'sent back',
      }),
    );
    await ok(owner.api.patch(base, { taxInclusive: true }));
    try {
      const bill = await ok(cashier.api.post(`${base}/orders/${voided.id}/bill`, { serviceChargePercent: 0 }), 201);
      expect(bill.lines.map((l: { particular: string }) => l.particular)).toEqual(['Wine']);
      // 9.00 incl. 8 % tax: net 8.33, tax 0.67; pays 9.00.
      expect(bill.totals).toEqual({
        subtotal: 900,
        discount: 0,
        serviceCharge: 0,
        tax: 67,
        tip: 0,
        rounding: 0,
        grandTotal: 900,
      });
    } finally {
      await ok(owner.api.patch(base, { taxInclusive: false }));
    }
  });

  it('needs bills.discount above the limit', async () => {
    const { order } = await tableWithOrder([{ dishId: dish.wine, quantity: 2 }]);
    const waiterDiscount = await waiter.api.post(`${base}/orders/${order.id}/bill`, { discount: { percent: 25 } });
    expect(waiterDiscount.status).toBe(403);
    const amount = await waiter.api.post(`${base}/orders/${order.id}/bill`, { discount: { amount: 500 } });
    expect(amount.status).toBe(403);
    const small = await ok(waiter.api.post(`${base}/orders/${order.id}/bill`, { discount: { amount: 100 } }), 201);
    expect(small.totals.discount).toBe(100);
    const big = await ok(cashier.api.post(`${base}/orders/${order.id}/bill`, { discount: { percent: 25 } }));
    expect(big.id).toBe(small.id);
    expect(big.totals.discount).toBe(450);
  });

  it('splits evenly with remainder cents so the parts sum exactly, and by seat', async () => {
    const { order } = await tableWithOrder([
      { dishId: dish.steak, quantity: 1, seat: 1 },
      { dishId: dish.wine, quantity: 1, seat: 2 },
      { dishId: dish.salad, quantity: 1, seat: 2 },
    ]);
    const bill = await ok(cashier.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
    const even = await ok(cashier.api.post(`${base}/bills/${bill.id}/split`, { mode: 'even', n: 3 }));
    expect(even.parent.status).toBe('split');
    const totals = even.bills.map((b: { totals: { grandTotal: number } }) => b.totals.grandTotal);
    expect(totals.reduce((a: number, b: number) => a + b, 0)).toBe(bill.totals.grandTotal);
    expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(1);
    expect(totals[0]).toBeGreaterThanOrEqual(totals[2]);
    const again = await cashier.api.post(`${base}/bills/${bill.id}/split`, { mode: 'even', n: 2 });
    expect(again.status).toBe(422);

    const second = await tableWithOrder([
      { dishId: dish.steak, quantity: 1, seat: 1 },
      { dishId: dish.wine, quantity: 1, seat: 2 },
      { dishId: dish.salad, quantity: 1, seat: 2 },
    ]);
    const bill2 = await ok(cashier.api.post(`${base}/orders/${second.order.id}/bill`, {}), 201);
    const bySeat = await ok(cashier.api.post(`${base}/bills/${bill2.id}/split`, { mode: 'seats' }));
    expect(bySeat.bills.map((b: { lines: { particular: string }[] }) => b.lines.map((l) => l.particular))).toEqual([
      ['Steak'],
      ['Wine', 'Salad'],
    ]);
    expect(bySeat.bills[0].totals.subtotal).toBe(1620);
    expect(bySeat.bills[1].totals.subtotal).toBe(1455);

    const third = await tableWithOrder([
      { dishId: dish.steak, quantity: 1 },
      { dishId: dish.wine, quantity: 1 },
    ]);
    const bill3 = await ok(cashier.api.post(`${base}/orders/${third.order.id}/bill`, {}), 201);
    const [steak, wine] = third.order.items;
    const byItem = await ok(
      cashier.api.post(`${base}/bills/${bill3.id}/split`, {
        mode: 'items',
        parts: [{ itemIds: [wine.id] }, { itemIds: [steak.id] }],
      }),
    );
    expect(byItem.bills.map((b: { lines: { particular: string }[] }) => b.lines[0]!.particular)).toEqual([
      'Wine',
      'Steak',
    ]);
  });

  it('takes partial and cash payments with change, then paying in full completes the order and frees the table for cleaning', async () => {
    const { order, table } = await tableWithOrder([{ dishId: dish.steak, quantity: 2 }]);
    const bill = await ok(cashier.api.post(`${base}/orders/${order.id}/bill`, { discount: { percent: 10 } }), 201);
    expect(bill.totals.grandTotal).toBe(3465);
    const card = await ok(
      cashier.api.post(`${base}/bills/${bill.id}/payments`, { method: 'card', amount: 1465, reference: 'auth-1' }),
      201,
    );
    expect(card.bill).toMatchObject({
      status: 'partial_payment',
      statusLabel: 'Partial Payment',
      paid: 1465,
      balanceDue: 2000,
    });
    const tooMuch = await cashier.api.post(`${base}/bills/${bill.id}/payments`, { method: 'card', amount: 2001 });
    expect(tooMuch.status).toBe(422);
    const waiterPays = await waiter.api.post(`${base}/bills/${bill.id}/payments`, { method: 'cash', amount: 2000 });
    expect(waiterPays.status).toBe(403);

    const key = unique('pay');
    const cash = await ok(
      cashier.api.post(
        `${base}/bills/${bill.id}/payments`,
        { method: 'cash', amount: 2000, tendered: 5000 },
        { 'Idempotency-Key': key },
      ),
      201,
    );
    const retry = await cashier.api.post(
      `${base}/bills/${bill.id}/payments`,
      { method: 'cash', amount: 2000, tendered: 5000 },
      { 'Idempotency-Key': key },
    );
    expect(retry.status).toBe(201);
    const payments = await app.deps.db
      .selectFrom('payments')
      .select('id')
      .where('restaurant_id', '=', rid)
      .where('bill_id', '=', bill.id)
      .execute();
    expect(payments).toHaveLength(2);
    expect(cash.payment).toMatchObject({ method: 'cash', amount: 2000, tendered: 5000, changeDue: 3000 });
    expect(cash.bill).toMatchObject({ status: 'paid', statusLabel: 'Paid', balanceDue: 0 });

    expect((await ok(owner.api.get(`${base}/orders/${order.id}`))).status).toBe('completed');
    expect((await ok(owner.api.get(`${base}/tables/${table.id}`))).status).toBe('needs_cleaning');
    expect((await ok(waiter.api.post(`${base}/tables/${table.id}/status`, { status: 'free' }))).status).toBe('free');
    const paidEvents = await app.deps.db
      .selectFrom('events')
      .select('payload')
      .where('restaurant_id', '=', rid)
      .where('type', '=', 'bill.paid')
      .execute();
    const paid = paidEvents
      .map((e) => (typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload))
      .find((p: { billId: string }) => p.billId === bill.id);
    expect(paid).toMatchObject({ totals: { grandTotal: 3465 }, methods: { card: 1465, cash: 2000 } });
    const paidAgain = await cashier.api.post(`${base}/bills/${bill.id}/payments`, { method: 'cash', amount: 1 });
    expect(paidAgain.status).toBe(422);

    const receipt = await ok(cashier.api.get(`${base}/bills/${bill.id}/receipt`));
    expect(receipt).toMatchObject({
      width: 48,
      billNo: bill.billNo,
      lines: [{ particular: 'Steak', qty: 2, rate: 1620, subTotal: 3240 }],
      totals: { grandTotal: 3465 },
      status: 'Paid',
      balanceDue: 0,
    });
    expect(receipt.payments).toEqual([
      expect.objectContaining({ method: 'card', amount: 1465 }),
      expect.objectContaining({ method: 'cash', amount: 2000, tendered: 5000, changeDue: 3000 }),
    ]);
    const text = await cashier.api.get(`${base}/bills/${bill.id}/receipt.txt`);
    expect(text.status).toBe(200);
    expect(text.headers.get('content-type')).toContain('text/plain');
    const lines = String(text.body).split('\n');
    expect(lines.every((l) => l.length <= 48)).toBe(true);
    expect(lines).toContain(`GRAND TOTAL USD${' '.repeat(48 - 'GRAND TOTAL USD'.length - 5)}34.65`);
    expect((await waiter.api.get(`/api/restaurants/${rid}/bills/${bill.id}/receipt.txt`)).status).toBe(200);

    const pdf = await fetch(`${app.url}${base}/bills/${bill.id}/invoice.pdf`, {
      headers: { authorization: `Bearer ${cashier.accessToken}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes).toContain('(GRAND TOTAL USD) Tj');
    expect(bytes).toContain('(34.65) Tj');
    // The cross-reference table is where `startxref` says, and every object offset points at its object.
    const xrefAt = Number(/startxref\n(\d+)/.exec(bytes)![1]);
    expect(bytes.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...bytes.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((o, i) => expect(bytes.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    const stranger = await registerUser(app.api);
    expect(
      (
        await fetch(`${app.url}${base}/bills/${bill.id}/invoice.pdf`, {
          headers: { authorization: `Bearer ${stranger.accessToken}` },
        })
      ).status,
    ).toBe(404);
  });

  // A lock held by another connection: PostgreSQL only (embedded PGlite has one connection).
  it.skipIf(testDatabase === 'pglite')(
    'locks a bill after its order, as billing does: a payment waits for the order; both parts of a split paid at once complete it',
    async () => {
      const { order } = await tableWithOrder([{ dishId: dish.wine, quantity: 2 }]);
      const bill = await ok(cashier.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
      const { bills: parts } = await ok(cashier.api.post(`${base}/bills/${bill.id}/split`, { mode: 'even', n: 2 }));
      const pay = (part: { id: string; totals: { grandTotal: number } }) =>
        ok(
          cashier.api.post(`${base}/bills/${part.id}/payments`, { method: 'card', amount: part.totals.grandTotal }),
          201,
        );
      const other = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
      try {
        let first: ReturnType<typeof pay> | undefined;
        // Another command holds the order (billing it takes the order, then its bill): the payment
        // waits for the order before it takes its bill, never holding the bill while it waits.
        await other.begin(async (tx) => {
          await tx`select id from orders where id = ${order.id} for update`;
          first = pay(parts[0]);
          // In a transaction PostgreSQL reads pg_stat_activity once; each look takes a new snapshot.
          const waiting = async () => {
            await tx`select pg_stat_clear_snapshot()`;
            const [row] = await tx`
            select count(*)::int as n from pg_stat_activity a
            where wait_event_type = 'Lock' and pg_backend_pid() = any(pg_blocking_pids(a.pid)) and query like ${'select "id" from "orders" %for update'}`;
            return row!.n;
          };
          await expect.poll(waiting).toBe(1);
        });
        await first;
      } finally {
        await other.end();
      }
      await pay(parts[1]);
      expect((await ok(owner.api.get(`${base}/orders/${order.id}`))).status).toBe('completed');
      // Two parts paid at once: whichever pays last sees the other paid and completes the order.
      const again = await tableWithOrder([{ dishId: dish.salad, quantity: 2 }]);
      const split = await ok(
        cashier.api.post(
          `${base}/bills/${(await ok(cashier.api.post(`${base}/orders/${again.order.id}/bill`, {}), 201)).id}/split`,
          { mode: 'even', n: 2 },
        ),
      );
      await Promise.all(split.bills.map(pay));
      expect((await ok(owner.api.get(`${base}/orders/${again.order.id}`))).status).toBe('completed');
    },
  );

  it('refunds and voids payments only with payments.refund, with a reason', async () => {
    const { order } = await tableWithOrder([{ dishId: dish.wine, quantity: 1 }]);
    const bill = await ok(cashier.api.post(`${base}/orders/${order.id}/bill`, { serviceChargePercent: 0 }), 201);
    const first = await ok(cashier.api.post(`${base}/bills/${bill.id}/payments`, { method: 'card', amount: 500 }), 201);
    const refused = await cashier.api.post(`${base}/payments/${first.payment.id}/void`, { reason: 'wrong card' });
    expect(refused.status).toBe(403);
    const voided = await ok(owner.api.post(`${base}/payments/${first.payment.id}/void`, { reason: 'wrong card' }));
    expect(voided.payment).toMatchObject({ status: 'voided', reason: 'wrong card' });
    expect(voided.bill).toMatchObject({ paid: 0, status: 'draft' });
    const full = await ok(
      cashier.api.post(`${base}/bills/${bill.id}/payments`, { method: 'card', amount: bill.totals.grandTotal }),
      201,
    );
    expect(full.bill.status).toBe('paid');
    const noReason = await owner.api.post(`${base}/payments/${full.payment.id}/refund`, { amount: 100 });
    expect(noReason.status).toBe(400);
    const refund = await ok(
      owner.api.post(`${base}/payments/${full.payment.id}/refund`, { amount: 100, reason: 'cold dish' }),
      201,
    );
    expect(refund.payment).toMatchObject({
      kind: 'refund',
      amount: 100,
      refundOfId: full.payment.id,
      reason: 'cold dish',
    });
    expect(refund.bill).toMatchObject({
      refunded: 100,
      paid: bill.totals.grandTotal - 100,
      status: 'paid',
      balanceDue: 0,
    });
    const tooMuch = await owner.api.post(`${base}/payments/${full.payment.id}/refund`, {
      amount: bill.totals.grandTotal,
      reason: 'x',
    });
    expect(tooMuch.status).toBe(422);
  });

  it('marks a bill sent, and a paid order counts a visit and the spend of its customer', async () => {
    const customer = await ok(owner.api.post(`${base}/customers`, { name: unique('Regular ') }), 201);
    const table = await ok(owner.api.post(`${base}/tables`, { spaceId, name: unique('T') }), 201);
    const order = await ok(
      waiter.api.post(`${base}/orders`, {
        type: 'dine_in',
        tableId: table.id,
        customerId: customer.id,
        items: [{ dishId: dish.wine, quantity: 1 }],
      }),
      201,
    );
    const bill = await ok(cashier.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
    const sent = await ok(cashier.api.patch(`${base}/bills/${bill.id}`, { version: bill.version, status: 'sent' }));
    expect(sent).toMatchObject({ status: 'sent', statusLabel: 'Sent', customer: { id: customer.id } });
    await ok(
      cashier.api.post(`${base}/bills/${bill.id}/payments`, { method: 'wallet', amount: bill.totals.grandTotal }),
      201,
    );
    const after = await ok(owner.api.get(`${base}/customers/${customer.id}`));
    expect(after).toMatchObject({ visits: 1, totalSpent: bill.totals.grandTotal });
  });

  it("another restaurant's bill is 404", async () => {
    const { order } = await tableWithOrder([{ dishId: dish.wine, quantity: 1 }]);
    const bill = await ok(cashier.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
    const stranger = await registerUser(app.api);
    const other = await createRestaurant(stranger.api);
    expect((await stranger.api.get(`/api/restaurants/${other.id}/bills/${bill.id}`)).status).toBe(404);
    expect(
      (await stranger.api.post(`/api/restaurants/${other.id}/bills/${bill.id}/payments`, { method: 'card', amount: 1 }))
        .status,
    ).toBe(404);
  });
});
