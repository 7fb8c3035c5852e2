import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from '../factories';
import { addDish, addSpace, addStation } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, unique, type TestApp } from '../harness';

/** Issue 18: refunds and voids of payments with a reason and `payments.refund`; split bills numbered after the order. */
let app: TestApp;
let owner: RegisteredUser;
let waiter: RegisteredUser;
let cashier: RegisteredUser;
let manager: RegisteredUser;
let base: string;
let spaceId: string;
const dish = {} as Record<'steak' | 'wine', string>;

beforeAll(async () => {
  app = await startTestApp();
  ({
    owner,
    base,
    staff: [waiter, cashier, manager],
  } = await setupRestaurant(app, {
    update: { serviceChargePercent: 0, taxPercent: 0 },
    staff: ['waiter', 'cashier', 'manager'],
  }));
  const stationId = await addStation(owner.api, base, 'Kitchen');
  dish.steak = await addDish(owner.api, base, { name: 'Steak', price: 2000, stationId });
  dish.wine = await addDish(owner.api, base, { name: 'Wine', price: 900, stationId });
  spaceId = await addSpace(owner.api, base, 'Hall');
});
afterAll(() => app?.close());

async function orderAtTable(items: Record<string, unknown>[]) {
  const table = await ok(owner.api.post(`${base}/tables`, { spaceId, name: unique('T'), capacity: 4 }), 201);
  return ok(waiter.api.post(`${base}/orders`, { type: 'dine_in', tableId: table.id, items, send: true }), 201);
}

describe('refunds and voids of payments', () => {
  it('refunds part of a card payment and voids a cash payment, with reasons; the totals and status follow', async () => {
    const order = await orderAtTable([
      { dishId: dish.steak, quantity: 1 },
      { dishId: dish.wine, quantity: 1 },
    ]);
    const bill = await ok(cashier.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
    expect(bill.totals.grandTotal).toBe(2900);
    const cash = await ok(
      cashier.api.post(`${base}/bills/${bill.id}/payments`, { method: 'cash', amount: 900, tendered: 1000 }),
      201,
    );
    expect(cash.bill).toMatchObject({ paid: 900, refunded: 0, status: 'partial_payment', balanceDue: 2000 });
    const card = await ok(cashier.api.post(`${base}/bills/${bill.id}/payments`, { method: 'card', amount: 2000 }), 201);
    expect(card.bill).toMatchObject({ paid: 2900, status: 'paid', balanceDue: 0 });

    // A cashier's role has no payments.refund: refused, nothing changes.
    expect(
      (await cashier.api.post(`${base}/payments/${card.payment.id}/refund`, { amount: 500, reason: 'cold steak' }))
        .status,
    ).toBe(403);
    expect((await cashier.api.post(`${base}/payments/${cash.payment.id}/void`, { reason: 'taken twice' })).status).toBe(
      403,
    );
    expect(await ok(owner.api.get(`${base}/bills/${bill.id}`))).toMatchObject({
      paid: 2900,
      refunded: 0,
      status: 'paid',
    });

    // The reason is required and named.
    const noReason = await manager.api.post(`${base}/payments/${card.payment.id}/refund`, { amount: 500, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields).toHaveProperty('reason');

    // The manager refunds 5.00 of the card payment: still paid, 24.00 net, 5.00 refunded.
    const refund = await ok(
      manager.api.post(`${base}/payments/${card.payment.id}/refund`, { amount: 500, reason: 'cold steak' }),
      201,
    );
    expect(refund.payment).toMatchObject({
      kind: 'refund',
      method: 'card',
      amount: 500,
      refundOfId: card.payment.id,
      reason: 'cold steak',
      status: 'completed',
    });
    expect(refund.payment.createdBy.name).toBeTruthy();
    expect(refund.bill).toMatchObject({ paid: 2400, refunded: 500, status: 'paid', balanceDue: 0 });
    // More than is left of it is refused on the amount field.
    const tooMuch = await manager.api.post(`${base}/payments/${card.payment.id}/refund`, {
      amount: 1501,
      reason: 'again',
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.fields).toHaveProperty('amount');
    // A refunded payment cannot be voided.
    expect((await manager.api.post(`${base}/payments/${card.payment.id}/void`, { reason: 'no' })).status).toBe(422);

    // The cash payment was taken by mistake: voided, the bill owes 9.00 again.
    const voided = await ok(manager.api.post(`${base}/payments/${cash.payment.id}/void`, { reason: 'taken twice' }));
    expect(voided.payment).toMatchObject({ id: cash.payment.id, status: 'voided', reason: 'taken twice' });
    expect(voided.payment.voidedAt).toBeTruthy();
    const after = await ok(owner.api.get(`${base}/bills/${bill.id}`));
    expect(after).toMatchObject({ paid: 1500, refunded: 500, status: 'partial_payment', balanceDue: 1400 });
    expect(
      after.payments.map((p: { kind: string; method: string; status: string }) => `${p.kind}:${p.method}:${p.status}`),
    ).toEqual(['payment:cash:voided', 'payment:card:completed', 'refund:card:completed']);
    expect((await manager.api.post(`${base}/payments/${cash.payment.id}/void`, { reason: 'again' })).status).toBe(422);

    // The receipt shows the refund and what is still due.
    const text = String((await cashier.api.get(`${base}/bills/${bill.id}/receipt.txt`)).body);
    expect(text).toMatch(/Refund \(card\)\s+-5\.00/);
    expect(text).toMatch(/Balance due\s+14\.00/);
    expect(text).not.toContain('Paid (cash)');
  });
});

describe('split bills shown clearly', () => {
  it('numbers the parts after the order (N-1, N-2) and shows the parent as split, with nothing due', async () => {
    const order = await orderAtTable([
      { dishId: dish.steak, quantity: 1 },
      { dishId: dish.wine, quantity: 1 },
    ]);
    const bill = await ok(cashier.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
    expect(bill.number).toBe(String(bill.billNo));
    const [steak, wine] = order.items;
    const split = await ok(
      cashier.api.post(`${base}/bills/${bill.id}/split`, {
        mode: 'items',
        parts: [{ itemIds: [steak.id] }, { itemIds: [wine.id] }],
      }),
    );
    expect(split.parent).toMatchObject({
      status: 'split',
      statusLabel: 'Split',
      balanceDue: 0,
      number: String(bill.billNo),
      share: null,
    });
    expect(split.bills.map((b: { number: string }) => b.number)).toEqual([
      `${order.displayNo}-1`,
      `${order.displayNo}-2`,
    ]);
    // Each part lists only its own lines.
    expect(split.bills.map((b: { lines: { particular: string }[] }) => b.lines.map((l) => l.particular))).toEqual([
      ['Steak'],
      ['Wine'],
    ]);

    const listed = await ok(owner.api.get(`${base}/orders/${order.id}/bills`));
    const byNumber = Object.fromEntries(
      listed.data.map((b: { number: string; status: string; balanceDue: number }) => [
        b.number,
        `${b.status}:${b.balanceDue}`,
      ]),
    );
    expect(byNumber).toEqual({
      [String(bill.billNo)]: 'split:0',
      [`${order.displayNo}-1`]: 'draft:2000',
      [`${order.displayNo}-2`]: 'draft:900',
    });

    // The receipt and the invoice carry the part's number.
    const part = split.bills[1];
    expect((await ok(cashier.api.get(`${base}/bills/${part.id}/receipt`))).number).toBe(`${order.displayNo}-2`);
    expect(String((await cashier.api.get(`${base}/bills/${part.id}/receipt.txt`)).body)).toContain(
      `Bill #${order.displayNo}-2`,
    );
    const pdf = await fetch(`${app.url}${base}/bills/${part.id}/invoice.pdf`, {
      headers: { authorization: `Bearer ${cashier.accessToken}` },
    });
    expect(Buffer.from(await pdf.arrayBuffer()).toString('latin1')).toContain(`Bill #${order.displayNo}-2`);
  });

  it('an even split part shows its share, not the whole bill', async () => {
    const order = await orderAtTable([
      { dishId: dish.steak, quantity: 1 },
      { dishId: dish.wine, quantity: 1 },
    ]);
    const bill = await ok(cashier.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
    const split = await ok(cashier.api.post(`${base}/bills/${bill.id}/split`, { mode: 'even', n: 2 }));
    expect(
      split.bills.map((b: { number: string; share: unknown; totals: { grandTotal: number } }) => [
        b.number,
        b.share,
        b.totals.grandTotal,
      ]),
    ).toEqual([
      [`${order.displayNo}-1`, { index: 1, of: 2 }, 1450],
      [`${order.displayNo}-2`, { index: 2, of: 2 }, 1450],
    ]);
    const receipt = await ok(cashier.api.get(`${base}/bills/${split.bills[0].id}/receipt`));
    expect(receipt.lines).toEqual([{ particular: 'Share 1 of 2', qty: 1, rate: 1450, subTotal: 1450 }]);
  });
});
