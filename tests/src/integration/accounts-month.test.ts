import { accountsJobs } from '@ros/api/modules/back-office/accounts/accounts.jobs';
import { jobOf } from '../fixtures/run-job';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from '../factories';
import { ok } from '../fixtures/http';
import { setupPremiumRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
let owner: RegisteredUser;
let base: string;

const DAY = 86_400_000;
const day = (offset = 0) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const today = day();

beforeAll(async () => {
  app = await startTestApp();
  ({ owner, base } = await setupPremiumRestaurant(app, { restaurant: { timeZone: 'UTC' } }));
});
afterAll(() => app?.close());

/** The recurring-expense job, run as the workers' clock runs it (again, as a second worker or a retry would). */
const runSchedules = async () => {
  const handler = jobOf(accountsJobs, 'accounts.run-schedules', { db: app.deps.db, log: app.deps.log });
  await (handler as { handle(p: unknown, c: unknown): Promise<void> }).handle(
    { windowStart: 0 },
    { jobId: 'clock', attempt: 1 },
  );
};

describe('accounts: a worked month', () => {
  it('gives exact daybook, supplier ledger, aging and profit & loss figures', async () => {
    const categories = (await ok(owner.api.get(`${base}/expense-categories`))).data as { id: string; name: string }[];
    expect(categories.map((c) => c.name)).toEqual([
      'Marketing',
      'Other',
      'Rent',
      'Repairs',
      'Supplies',
      'Utilities',
      'Wages',
    ]);
    const cat = Object.fromEntries(categories.map((c) => [c.name, c.id]));

    // Sales: a drawer opened with 100.00; two bills of 20.00 (cash, card); 5.00 refunded on the card.
    await ok(owner.api.post(`${base}/cash-drawer/sessions`, { openingFloat: 10000 }), 201);
    const units = Object.fromEntries(
      (await ok(owner.api.get(`${base}/measuring-units`))).data.map((u: { abbreviation: string; id: string }) => [
        u.abbreviation,
        u.id,
      ]),
    );
    const supplier = await ok(owner.api.post(`${base}/suppliers`, { name: 'Grain House', paymentTermsDays: 14 }), 201);
    const rice = await ok(owner.api.post(`${base}/inventory-items`, { name: 'Rice', unitId: units.kg }), 201);
    const po = await ok(
      owner.api.post(`${base}/purchases`, {
        supplierId: supplier.id,
        lines: [{ itemId: rice.id, quantity: 10, unitCost: 300 }],
      }),
      201,
    );
    await ok(owner.api.post(`${base}/purchases/${po.id}/order`));
    await ok(
      owner.api.post(`${base}/purchases/${po.id}/receive`, { lines: [{ lineId: po.lines[0].id, quantity: 10 }] }),
    );
    const dish = await ok(owner.api.post(`${base}/dishes`, { name: 'Pilaf', price: 1000 }), 201);
    await ok(
      owner.api.put(`${base}/dishes/${dish.id}/recipe`, {
        lines: [{ itemId: rice.id, unitId: units.g, quantity: 200 }],
      }),
    );
    const payments: string[] = [];
    for (const method of ['cash', 'card'] as const) {
      const order = await ok(
        owner.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId: dish.id, quantity: 2 }], send: true }),
        201,
      );
      const bill = await ok(owner.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
      payments.push(
        (
          await ok(
            owner.api.post(`${base}/bills/${bill.id}/payments`, {
              method,
              amount: bill.totals.grandTotal,
              ...(method === 'cash' ? { tendered: bill.totals.grandTotal } : {}),
            }),
            201,
          )
        ).payment.id,
      );
      expect(bill.totals.grandTotal).toBe(2000);
    }
    await ok(owner.api.post(`${base}/payments/${payments[1]}/refund`, { amount: 500, reason: 'cold' }), 201);
    // 4 plates × 200 g at 3.00/kg = 2.40 of cost, written by the workers.
    await expect
      .poll(async () => (await ok(owner.api.get(`${base}/inventory-items/${rice.id}`))).onHand, { timeout: 20_000 })
      .toBe(9.2);

    // Expenses: rent by transfer, supplies in cash with tax.
    const rent = await ok(
      owner.api.post(`${base}/expenses`, {
        spentOn: today,
        categoryId: cat.Rent,
        payee: 'City Properties',
        amount: 50000,
        method: 'bank_transfer',
      }),
      201,
    );
    expect(rent).toMatchObject({ categoryName: 'Rent', payee: 'City Properties', total: 50000 });
    await ok(
      owner.api.post(`${base}/expenses`, {
        spentOn: today,
        categoryId: cat.Supplies,
        supplierId: supplier.id,
        amount: 2000,
        tax: 160,
        method: 'cash',
        reference: 'R-1',
      }),
      201,
    );
    const bad = await owner.api.post(`${base}/expenses`, {
      spentOn: '2026-02-30',
      categoryId: cat.Rent,
      amount: 0,
      method: 'cheque',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['amount', 'method', 'spentOn']);
    await ok(
      owner.api.post(`${base}/other-income`, {
        receivedOn: today,
        kind: 'catering',
        description: 'Office lunch',
        amount: 15000,
        method: 'bank_transfer',
      }),
      201,
    );

    // The received purchase is a bill of 30.00 due in 14 days; paid in two parts.
    let ledger = await ok(owner.api.get(`${base}/suppliers/${supplier.id}/ledger`));
    expect(ledger.bills).toEqual([
      expect.objectContaining({ poNo: po.poNo, amount: 3000, paid: 0, balance: 3000, dueOn: day(14), status: 'open' }),
    ]);
    const billId = ledger.bills[0].id;
    await ok(
      owner.api.post(`${base}/supplier-payments`, {
        billId,
        amount: 1000,
        method: 'cash',
        paidOn: today,
        reference: 'part 1',
      }),
      201,
    );
    const over = await owner.api.post(`${base}/supplier-payments`, {
      billId,
      amount: 2500,
      method: 'card',
      paidOn: today,
    });
    expect(over.status).toBe(422);
    expect(over.body.error.fields.amount).toMatch(/20\.00 left/);
    await ok(
      owner.api.post(`${base}/supplier-payments`, {
        billId,
        amount: 2000,
        method: 'card',
        paidOn: today,
        reference: 'part 2',
      }),
      201,
    );
    ledger = await ok(owner.api.get(`${base}/suppliers/${supplier.id}/ledger`));
    expect(
      ledger.entries.map((e: { kind: string; debit: number; credit: number; balance: number }) => [
        e.kind,
        e.debit,
        e.credit,
        e.balance,
      ]),
    ).toEqual([
      ['bill', 3000, 0, 3000],
      ['payment', 0, 1000, 2000],
      ['payment', 0, 2000, 0],
    ]);
    expect(ledger.bills[0].status).toBe('paid');

    // Older bills by hand: 26 and 70 days overdue.
    await ok(
      owner.api.post(`${base}/supplier-bills`, {
        supplierId: supplier.id,
        issuedOn: day(-40),
        amount: 4000,
        reference: 'INV-7',
      }),
      201,
    );
    await ok(
      owner.api.post(`${base}/supplier-bills`, {
        supplierId: supplier.id,
        issuedOn: day(-100),
        dueOn: day(-70),
        amount: 7000,
        reference: 'INV-3',
      }),
      201,
    );
    const owed = await ok(owner.api.get(`${base}/payables`));
    expect(owed.data).toEqual([
      expect.objectContaining({
        name: 'Grain House',
        balance: 11000,
        overdue: 11000,
        openBills: 2,
        aging: { current: 0, days30: 4000, days60: 0, days90: 7000, over90: 0 },
      }),
    ]);
    const overdue = await ok(owner.api.get(`${base}/supplier-bills?status=overdue&sortColumn=dueOn`));
    expect(overdue.data.map((b: { reference: string; daysOverdue: number }) => [b.reference, b.daysOverdue])).toEqual([
      ['INV-3', 70],
      ['INV-7', 26],
    ]);

    // The daybook: every movement of today, and the cash in the drawer.
    const book = await ok(owner.api.get(`${base}/daybook?date=${today}`));
    expect(book.entries.map((e: { kind: string }) => e.kind).sort()).toEqual([
      'expense',
      'expense',
      'other_income',
      'payment',
      'payment',
      'refund',
      'supplier_payment',
      'supplier_payment',
    ]);
    expect(book.totals).toEqual({ in: 2000 + 2000 + 15000, out: 500 + 50000 + 2160 + 1000 + 2000, net: 19000 - 55660 });
    expect(book.openingCash).toBe(10000);
    expect(book.closingCash).toBe(10000 + 2000 - 2160 - 1000);

    // Profit & loss of the month: revenue 40.00 − 5.00 refunded + 150.00 other income − 2.40 cost − 521.60 expenses.
    const month = today.slice(0, 8);
    const pnl = await ok(owner.api.get(`${base}/reports/profit-and-loss?from=${month}01&to=${today}`));
    expect(pnl.figures).toMatchObject({
      sales: 4000,
      refunds: 500,
      netRevenue: 3500,
      otherIncome: 15000,
      cogs: 240,
      grossMargin: 18260,
      expenses: 52000,
      net: 18260 - 52000,
    });
    expect(pnl.expensesByCategory).toEqual([
      { categoryId: cat.Rent, name: 'Rent', amount: 50000 },
      { categoryId: cat.Supplies, name: 'Supplies', amount: 2000 },
    ]);
    expect(pnl.months).toHaveLength(1);
  });

  it('creates each period of a recurring expense once, even when the job runs twice', async () => {
    const categories = Object.fromEntries(
      (await ok(owner.api.get(`${base}/expense-categories`))).data.map((c: { name: string; id: string }) => [
        c.name,
        c.id,
      ]),
    );
    await ok(
      owner.api.post(`${base}/recurring-expenses`, {
        categoryId: categories.Wages,
        payee: 'Payroll',
        amount: 70000,
        method: 'bank_transfer',
        frequency: 'weekly',
        startsOn: day(-14),
      }),
      201,
    );
    const future = await ok(
      owner.api.post(`${base}/recurring-expenses`, {
        categoryId: categories.Marketing,
        amount: 900,
        method: 'card',
        frequency: 'monthly',
        startsOn: day(3),
      }),
      201,
    );
    await runSchedules();
    await runSchedules();
    const wages = await ok(owner.api.get(`${base}/expenses?categoryId=${categories.Wages}&sortColumn=spentOn`));
    expect(
      wages.data.map((e: { spentOn: string; amount: number; recurringId: string | null }) => [
        e.spentOn,
        e.amount,
        !!e.recurringId,
      ]),
    ).toEqual([
      [day(-14), 70000, true],
      [day(-7), 70000, true],
      [today, 70000, true],
    ]);
    expect(wages.totals).toEqual({ amount: 210000, tax: 0, total: 210000 });
    const schedules = await ok(owner.api.get(`${base}/recurring-expenses`));
    expect(schedules.data.find((s: { payee: string | null }) => s.payee === 'Payroll').nextOn).toBe(day(7));
    expect(schedules.data.find((s: { id: string }) => s.id === future.id).nextOn).toBe(day(3));
    expect((await ok(owner.api.get(`${base}/expenses?categoryId=${categories.Marketing}`))).total).toBe(0);
  });

  it('charges bills to a credit account within its limit, announces past due once by the restaurant day, and splits a payment oldest first', async () => {
    // A restaurant whose day is ahead of UTC: its "yesterday" decides what is past due.
    const far = await setupPremiumRestaurant(app, { restaurant: { timeZone: 'Pacific/Kiritimati' } });
    const api = far.owner.api;
    const local = (offset: number) => new Date(Date.now() + 14 * 3600_000 + offset * DAY).toISOString().slice(0, 10);
    const dish = await ok(api.post(`${far.base}/dishes`, { name: 'Platter', price: 1000 }), 201);
    const walkIn = await ok(api.post(`${far.base}/customers`, { name: 'Walk-in' }), 201);
    const acme = await ok(
      api.post(`${far.base}/customers`, { name: 'Acme Offices', creditLimit: 5000, paymentTermsDays: 7 }),
      201,
    );
    const newBill = async () => {
      const order = await ok(
        api.post(`${far.base}/orders`, { type: 'takeaway', items: [{ dishId: dish.id, quantity: 2 }] }),
        201,
      );
      return ok(api.post(`${far.base}/orders/${order.id}/bill`, {}), 201);
    };
    const [b1, b2, b3] = [await newBill(), await newBill(), await newBill()];
    expect((await api.post(`${far.base}/bills/${b1.id}/charge-to-account`, { customerId: walkIn.id })).status).toBe(
      422,
    );
    const charged = await ok(api.post(`${far.base}/bills/${b1.id}/charge-to-account`, { customerId: acme.id }));
    expect(charged).toMatchObject({
      status: 'sent',
      dueDate: local(7),
      customer: expect.objectContaining({ id: acme.id }),
    });
    await ok(api.post(`${far.base}/bills/${b2.id}/charge-to-account`, { customerId: acme.id }));
    const over = await api.post(`${far.base}/bills/${b3.id}/charge-to-account`, { customerId: acme.id });
    expect(over.status).toBe(422);
    expect(over.body.error.message).toMatch(/over the credit limit of 50\.00/);

    // The first bill was due yesterday (the restaurant's day), the second is due today: only the first is past due, announced once.
    await app.deps.db
      .updateTable('bills')
      .set({ due_date: local(-1) })
      .where('id', '=', b1.id)
      .execute();
    await app.deps.db
      .updateTable('bills')
      .set({ due_date: local(0) })
      .where('id', '=', b2.id)
      .execute();
    await runSchedules();
    await runSchedules();
    const announced = await app.deps.db
      .selectFrom('events')
      .select('payload')
      .where('restaurant_id', '=', far.rid)
      .where('type', '=', 'account.bill_past_due')
      .execute();
    expect(announced.map((e) => (e.payload as { id: string }).id)).toEqual([b1.id]);
    let ledger = await ok(api.get(`${far.base}/customers/${acme.id}/ledger`));
    expect(
      ledger.bills.map((b: { billNo: number; status: string; daysOverdue: number }) => [
        b.billNo,
        b.status,
        b.daysOverdue,
      ]),
    ).toEqual([
      [b1.billNo, 'past_due', 1],
      [b2.billNo, 'sent', 0],
    ]);
    expect(ledger).toMatchObject({
      balance: 4000,
      available: 1000,
      aging: { current: 2000, days30: 2000, days60: 0, days90: 0, over90: 0 },
    });

    // 30.00 received: the past-due bill is paid, 10.00 goes on the next.
    const received = await ok(
      api.post(`${far.base}/customer-payments`, {
        customerId: acme.id,
        amount: 3000,
        method: 'card',
        reference: 'BACS 118',
      }),
      201,
    );
    expect(received.allocations.map((a: { billId: string; amount: number }) => [a.billId, a.amount])).toEqual([
      [b1.id, 2000],
      [b2.id, 1000],
    ]);
    expect(
      (await api.post(`${far.base}/customer-payments`, { customerId: acme.id, amount: 1001, method: 'card' })).status,
    ).toBe(422);
    ledger = await ok(api.get(`${far.base}/customers/${acme.id}/ledger`));
    expect(
      ledger.entries.map((e: { kind: string; debit: number; credit: number; balance: number }) => [
        e.kind,
        e.debit,
        e.credit,
        e.balance,
      ]),
    ).toEqual([
      ['bill', 2000, 0, 2000],
      ['bill', 2000, 0, 4000],
      ['payment', 0, 2000, 2000],
      ['payment', 0, 1000, 1000],
    ]);
    expect(ledger).toMatchObject({ balance: 1000, available: 4000 });
    expect((await ok(api.get(`${far.base}/bills/${b1.id}`))).status).toBe('paid');
    // A waiter may take customers but not grant credit.
    const floor = await setupPremiumRestaurant(app, { staff: ['waiter'] });
    const refused = await floor.staff[0].api.post(`${floor.base}/customers`, {
      name: 'Self-granted',
      creditLimit: 100000,
    });
    expect(refused.status).toBe(403);
    expect((await floor.staff[0].api.post(`${floor.base}/customers`, { name: 'Regular' })).status).toBe(201);
  });

  it("refuses another restaurant's suppliers, bills and expenses", async () => {
    const other = await setupPremiumRestaurant(app);
    const supplier = await ok(owner.api.post(`${base}/suppliers`, { name: 'Mine only' }), 201);
    const bill = await ok(
      owner.api.post(`${base}/supplier-bills`, { supplierId: supplier.id, issuedOn: today, amount: 100 }),
      201,
    );
    const expense = (await ok(owner.api.get(`${base}/expenses`))).data[0];
    expect((await other.owner.api.get(`${other.base}/suppliers/${supplier.id}/ledger`)).status).toBe(404);
    expect((await other.owner.api.get(`${other.base}/expenses/${expense.id}`)).status).toBe(404);
    const pay = await other.owner.api.post(`${other.base}/supplier-payments`, {
      billId: bill.id,
      amount: 100,
      method: 'cash',
      paidOn: today,
    });
    expect(pay.status).toBe(400);
    expect(pay.body.error.fields.billId).toBe('Unknown bill.');
    const theirs = Object.fromEntries(
      (await ok(other.owner.api.get(`${other.base}/expense-categories`))).data.map(
        (c: { name: string; id: string }) => [c.name, c.id],
      ),
    );
    expect(
      (
        await other.owner.api.post(`${other.base}/expenses`, {
          spentOn: today,
          categoryId: theirs.Rent,
          supplierId: supplier.id,
          amount: 100,
          method: 'cash',
        })
      ).status,
    ).toBe(400);
    expect((await other.owner.api.get(`${other.base}/payables`)).body.data).toEqual([]);
  });
});
