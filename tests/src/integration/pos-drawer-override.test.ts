import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import { addDish, addSpace, addStation } from '../fixtures/catalogue';
import { startFakePrinter, type FakePrinter } from '../fixtures/fake-printer';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, unique, type TestApp } from '../harness';

/**
 * Issue 18, a busy Friday night: cash only into the terminal's open drawer (when the restaurant
 * asks for it), the Z report printed on the receipt printer, and refunds or voids approved by a
 * manager for a cashier.
 */

let app: TestApp;
const fakes: FakePrinter[] = [];
beforeAll(async () => {
  // Its fake printer is on 127.0.0.1: printers on this machine are allowed only with this setting.
  app = await startTestApp({ PRINTER_ALLOW_LOOPBACK: '1' });
});
afterAll(async () => {
  await app?.close();
  await Promise.all(fakes.map((f) => f.close()));
});

const DRAWER_ON = { serviceChargePercent: 0, taxPercent: 0, settings: { cashDrawer: { requiredForCash: true } } };

/** A restaurant with a cashier and a manager, a 29.00 menu (steak 20.00, wine 9.00) and a way to bill a table. */
async function friday(update: Record<string, unknown> = DRAWER_ON) {
  const setup = await setupRestaurant(app, { update, staff: ['cashier', 'manager'] });
  const { owner, base } = setup;
  const stationId = await addStation(owner.api, base, 'Kitchen');
  const steak = await addDish(owner.api, base, { name: 'Steak', price: 2000, stationId });
  const wine = await addDish(owner.api, base, { name: 'Wine', price: 900, stationId });
  const spaceId = await addSpace(owner.api, base, 'Hall');
  const [cashier, manager] = setup.staff;
  /** A sent order at a new table, billed: 29.00. */
  const bill = async () => {
    const table = await ok(owner.api.post(`${base}/tables`, { spaceId, name: unique('T'), capacity: 4 }), 201);
    const order = await ok(
      owner.api.post(`${base}/orders`, {
        type: 'dine_in',
        tableId: table.id,
        items: [
          { dishId: steak, quantity: 1 },
          { dishId: wine, quantity: 1 },
        ],
        send: true,
      }),
      201,
    );
    const b = await ok(cashier.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
    expect(b.totals.grandTotal).toBe(2900);
    return b as { id: string; number: string; billNo: number };
  };
  const paymentsOf = (billId: string) =>
    app.deps.db
      .selectFrom('payments')
      .selectAll()
      .where('restaurant_id', '=', setup.rid)
      .where('bill_id', '=', billId)
      .orderBy('created_at')
      .execute();
  const openDrawer = async (name: string, openingFloat: number) =>
    ok(cashier.api.post(`${base}/cash-drawer/sessions`, { name, openingFloat }), 201);
  return { ...setup, cashier, manager, bill, paymentsOf, openDrawer };
}

describe('cash needs an open drawer on the terminal', () => {
  it('with the setting on, cash without an open drawer is refused and nothing is written; card is taken', async () => {
    const r = await friday();
    const bill = await r.bill();
    const refused = await r.cashier.api.post(`${r.base}/bills/${bill.id}/payments`, {
      method: 'cash',
      amount: 900,
      tendered: 1000,
      drawer: 'Main',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'rule_violation',
      message: 'Open the cash drawer "Main" on this terminal before taking cash.',
    });
    expect(refused.body.error.fields).toHaveProperty('method');
    // Without a name, no open drawer at all is refused too.
    expect(
      (await r.cashier.api.post(`${r.base}/bills/${bill.id}/payments`, { method: 'cash', amount: 900 })).status,
    ).toBe(422);
    expect(await r.paymentsOf(bill.id)).toEqual([]);
    expect(await ok(r.owner.api.get(`${r.base}/bills/${bill.id}`))).toMatchObject({ paid: 0, status: 'draft' });

    // Another drawer being open does not help a terminal whose own drawer is closed.
    await r.openDrawer('Bar', 0);
    expect(
      (await r.cashier.api.post(`${r.base}/bills/${bill.id}/payments`, { method: 'cash', amount: 900, drawer: 'Main' }))
        .status,
    ).toBe(422);

    // Card needs no drawer.
    const card = await ok(
      r.cashier.api.post(`${r.base}/bills/${bill.id}/payments`, { method: 'card', amount: 2900, drawer: 'Main' }),
      201,
    );
    expect(card.bill).toMatchObject({ paid: 2900, status: 'paid' });
    const rows = await r.paymentsOf(bill.id);
    expect(rows.map((p) => `${p.method}:${p.amount}:${p.drawer_session_id}`)).toEqual(['card:2900:null']);
  });

  it('with the setting off (the default), cash goes to the first open drawer or none, as before', async () => {
    const r = await friday({ serviceChargePercent: 0, taxPercent: 0 });
    const bill = await r.bill();
    const res = await ok(
      r.cashier.api.post(`${r.base}/bills/${bill.id}/payments`, { method: 'cash', amount: 900, drawer: 'Main' }),
      201,
    );
    expect(res.bill).toMatchObject({ paid: 900, status: 'partial_payment' });
    expect((await r.paymentsOf(bill.id))[0]!.drawer_session_id).toBeNull();
  });

  it("cash lands in the terminal's own drawer, and its Z report adds up to the cent", async () => {
    const r = await friday();
    // The bar opened first: without a name the cash would go there.
    const bar = await r.openDrawer('Bar', 5000);
    const front = await r.openDrawer('Front', 10000);

    const first = await r.bill();
    const cash = await ok(
      r.cashier.api.post(`${r.base}/bills/${first.id}/payments`, {
        method: 'cash',
        amount: 2900,
        tendered: 3000,
        drawer: 'front',
      }),
      201,
    );
    expect(cash.payment).toMatchObject({ method: 'cash', amount: 2900, changeDue: 100 });
    expect((await r.paymentsOf(first.id)).map((p) => p.drawer_session_id)).toEqual([front.id]);

    const second = await r.bill();
    const part = await ok(
      r.cashier.api.post(`${r.base}/bills/${second.id}/payments`, { method: 'cash', amount: 1250, drawer: 'Front' }),
      201,
    );
    await ok(
      r.cashier.api.post(`${r.base}/bills/${second.id}/payments`, { method: 'card', amount: 1650, drawer: 'Front' }),
      201,
    );
    // A cash refund goes back out of the terminal's drawer.
    const refund = await ok(
      r.manager.api.post(`${r.base}/payments/${part.payment.id}/refund`, {
        amount: 450,
        reason: 'Cold steak',
        drawer: 'Front',
      }),
      201,
    );
    expect((await r.paymentsOf(second.id)).find((p) => p.id === refund.payment.id)!.drawer_session_id).toBe(front.id);
    await ok(
      r.cashier.api.post(`${r.base}/cash-drawer/sessions/${front.id}/movements`, {
        kind: 'pay_in',
        amount: 2000,
        reason: 'Change from the bank',
      }),
      201,
    );
    await ok(
      r.cashier.api.post(`${r.base}/cash-drawer/sessions/${front.id}/movements`, {
        kind: 'pay_out',
        amount: 735,
        reason: 'Ice',
      }),
      201,
    );

    // The bar's drawer took none of it.
    expect(await ok(r.cashier.api.get(`${r.base}/cash-drawer/sessions/${bar.id}`))).toMatchObject({
      cashSales: 0,
      cashRefunds: 0,
      expected: 5000,
    });

    const z = await ok(r.manager.api.get(`${r.base}/cash-drawer/sessions/${front.id}/z-report`));
    // 100.00 float + 29.00 + 12.50 cash − 4.50 refunded + 20.00 in − 7.35 out = 149.65
    expect(z.session).toMatchObject({
      name: 'Front',
      cashSales: 4150,
      cashRefunds: 450,
      payIns: 2000,
      payOuts: 735,
      expected: 14965,
    });
    expect(z).toMatchObject({
      salesByMethod: { cash: 4150, card: 1650, wallet: 0, other: 0 },
      refunds: 450,
      payIns: 2000,
      payOuts: 735,
      expectedCash: 14965,
      bills: 2,
      paidBillsTotal: 5800,
    });
    const current = await ok(r.cashier.api.get(`${r.base}/cash-drawer/current?name=FRONT`));
    expect(current.expected).toBe(14965);

    // Closed, the drawer takes no more cash, and no cash refund either.
    await ok(r.cashier.api.post(`${r.base}/cash-drawer/sessions/${front.id}/close`, { counted: 14965 }));
    const third = await r.bill();
    expect(
      (
        await r.cashier.api.post(`${r.base}/bills/${third.id}/payments`, {
          method: 'cash',
          amount: 2900,
          drawer: 'Front',
        })
      ).status,
    ).toBe(422);
    const noRefund = await r.manager.api.post(`${r.base}/payments/${cash.payment.id}/refund`, {
      amount: 100,
      reason: 'Late',
      drawer: 'Front',
    });
    expect(noRefund.status).toBe(422);
    expect(noRefund.body.error.message).toBe('Open the cash drawer "Front" on this terminal before giving cash back.');
    expect((await r.paymentsOf(first.id)).map((p) => p.kind)).toEqual(['payment']);
  });
});

describe('the Z report on the receipt printer', () => {
  it('prints the Z report of a session with its totals; another restaurant gets 404', async () => {
    const r = await friday();
    const front = await r.openDrawer('Front', 10000);
    const bill = await r.bill();
    const cash = await ok(
      r.cashier.api.post(`${r.base}/bills/${bill.id}/payments`, {
        method: 'cash',
        amount: 2900,
        tendered: 5000,
        drawer: 'Front',
      }),
      201,
    );
    await ok(
      r.manager.api.post(`${r.base}/payments/${cash.payment.id}/refund`, {
        amount: 275,
        reason: 'No dessert',
        drawer: 'Front',
      }),
      201,
    );
    await ok(
      r.cashier.api.post(`${r.base}/cash-drawer/sessions/${front.id}/movements`, {
        kind: 'pay_out',
        amount: 1000,
        reason: 'Flowers',
      }),
      201,
    );

    // No receipt printer yet: refused, the web prints from the browser instead.
    const none = await r.cashier.api.post(`${r.base}/cash-drawer/sessions/${front.id}/print-z-report`, {});
    expect(none.status).toBe(422);
    expect(none.body.error.code).toBe('rule_violation');

    const counter = await startFakePrinter();
    fakes.push(counter);
    const printer = await ok(
      r.owner.api.post(`${r.base}/printers`, {
        name: 'Counter',
        host: '127.0.0.1',
        port: counter.port,
        kind: 'receipt',
      }),
      201,
    );
    const job = await ok(r.cashier.api.post(`${r.base}/cash-drawer/sessions/${front.id}/print-z-report`, {}), 201);
    expect(job).toMatchObject({
      kind: 'z_report',
      status: 'queued',
      printer: { id: printer.id, name: 'Counter' },
      requestedBy: { userId: r.cashier.user.id },
    });

    const z = await ok(r.cashier.api.get(`${r.base}/cash-drawer/sessions/${front.id}/z-report`));
    // 100.00 + 29.00 − 2.75 − 10.00 = 116.25
    expect(z).toMatchObject({ expectedCash: 11625, refunds: 275, payOuts: 1000, salesByMethod: { cash: 2900 } });
    const paper = await counter.pageWith('Z REPORT - Front');
    expect(paper).toMatch(/Sales cash +29\.00/);
    expect(paper).toMatch(/Refunds +2\.75/);
    expect(paper).toMatch(/Opening float +100\.00/);
    expect(paper).toMatch(/Cash refunds +-2\.75/);
    expect(paper).toMatch(/Pay-outs +-10\.00/);
    expect(paper).toMatch(/Expected cash +116\.25/);
    expect(paper).toContain('Drawer still open');

    // The receipt shows the bill's number as the guest knows it.
    await ok(r.cashier.api.post(`${r.base}/bills/${bill.id}/print-receipt`, {}), 201);
    expect(await counter.pageWith(`Bill #${bill.number}`)).toMatch(/TOTAL \w+ +29\.00/);

    // Another restaurant's URL finds nothing, nor does a stranger reach this one.
    const stranger = await registerUser(app.api);
    const theirs = `/api/restaurants/${(await createRestaurant(stranger.api)).id}`;
    expect((await stranger.api.post(`${theirs}/cash-drawer/sessions/${front.id}/print-z-report`, {})).status).toBe(404);
    expect((await stranger.api.post(`${r.base}/cash-drawer/sessions/${front.id}/print-z-report`, {})).status).toBe(404);
    const jobs = await ok(r.owner.api.get(`${r.base}/print-jobs?kind=z_report`));
    expect(jobs.data).toHaveLength(1);
  });
});

describe('a manager approves a refund or a void for a cashier', () => {
  it("refuses a cashier alone, takes a manager's override and records the manager as the approver", async () => {
    const r = await friday();
    await r.openDrawer('Front', 0);
    const bill = await r.bill();
    const cash = await ok(
      r.cashier.api.post(`${r.base}/bills/${bill.id}/payments`, { method: 'cash', amount: 900, drawer: 'Front' }),
      201,
    );
    const card = await ok(
      r.cashier.api.post(`${r.base}/bills/${bill.id}/payments`, { method: 'card', amount: 2000 }),
      201,
    );
    const refundUrl = `${r.base}/payments/${card.payment.id}/refund`;

    // No payments.refund and no override: 403, as before.
    const alone = await r.cashier.api.post(refundUrl, { amount: 500, reason: 'Cold steak' });
    expect(alone.status).toBe(403);
    // A wrong password, or an approver who may not refund (another cashier's role): 403, nothing written.
    const wrong = await r.cashier.api.post(refundUrl, {
      amount: 500,
      reason: 'Cold steak',
      override: { email: r.manager.email, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.message).toBe(
      'The manager email or password is not valid, or this person may not approve refunds.',
    );
    const notAManager = await r.cashier.api.post(refundUrl, {
      amount: 500,
      reason: 'Cold steak',
      override: { email: r.cashier.email, password: r.cashier.password },
    });
    expect(notAManager.status).toBe(403);
    expect((await r.paymentsOf(bill.id)).map((p) => `${p.kind}:${p.status}`)).toEqual([
      'payment:completed',
      'payment:completed',
    ]);

    // With the manager's email (any case) and password: refunded, the cashier did it, the manager approved it.
    const refund = await ok(
      r.cashier.api.post(refundUrl, {
        amount: 500,
        reason: 'Cold steak',
        override: { email: r.manager.email.toUpperCase(), password: r.manager.password },
      }),
      201,
    );
    expect(refund.payment).toMatchObject({
      kind: 'refund',
      amount: 500,
      createdBy: { userId: r.cashier.user.id },
      approvedBy: { userId: r.manager.user.id },
    });
    expect(refund.bill).toMatchObject({ paid: 2400, refunded: 500, status: 'paid' });
    const row = (await r.paymentsOf(bill.id)).find((p) => p.id === refund.payment.id)!;
    expect(row.created_by).toMatchObject({ userId: r.cashier.user.id });
    expect(row.approved_by).toMatchObject({ userId: r.manager.user.id });

    // A void too; the manager's own refund records themself.
    const voided = await ok(
      r.cashier.api.post(`${r.base}/payments/${cash.payment.id}/void`, {
        reason: 'Taken twice',
        override: { email: r.manager.email, password: r.manager.password },
      }),
    );
    expect(voided.payment).toMatchObject({
      status: 'voided',
      createdBy: { userId: r.cashier.user.id },
      approvedBy: { userId: r.manager.user.id },
    });
    const own = await ok(r.manager.api.post(refundUrl, { amount: 100, reason: 'Goodwill' }), 201);
    expect(own.payment.approvedBy).toMatchObject({ userId: r.manager.user.id });
    expect(await ok(r.owner.api.get(`${r.base}/bills/${bill.id}`))).toMatchObject({ paid: 1400, refunded: 600 });
  });

  it('counts refused overrides: past the limit even the right password waits', async () => {
    const r = await friday();
    const bill = await r.bill();
    const card = await ok(
      r.cashier.api.post(`${r.base}/bills/${bill.id}/payments`, { method: 'card', amount: 2900 }),
      201,
    );
    const url = `${r.base}/payments/${card.payment.id}/void`;
    for (let i = 0; i < 5; i++)
      expect(
        (await r.cashier.api.post(url, { reason: 'x', override: { email: r.manager.email, password: `guess-${i}` } }))
          .status,
      ).toBe(403);
    const blocked = await r.cashier.api.post(url, {
      reason: 'x',
      override: { email: r.manager.email, password: r.manager.password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toMatch(/^Too many manager override attempts\. Try again in \d+ minutes?\.$/);
    expect((await r.paymentsOf(bill.id)).map((p) => `${p.kind}:${p.status}:${p.approved_by === null}`)).toEqual([
      'payment:completed:true',
    ]);
  });
});
