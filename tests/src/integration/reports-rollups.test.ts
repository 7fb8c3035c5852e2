import { reportJobs } from '@ros/api/modules/insight/reports/reports.jobs';
import { jobOf } from '../fixtures/run-job';
import { resetRollups } from '@ros/api/modules/insight/reports/rollup.repo';
import type { JobQueue } from '@ros/workers';
import { withTenant, writeSales, type Sale } from '@ros/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from '../factories';
import { ok } from '../fixtures/http';
import { createRestaurant } from '../factories';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
let owner: RegisteredUser;
let rid: string;
let base: string;

beforeAll(async () => {
  // A database of its own (as every file gets in vitest.config.ts, said here for this file's sake):
  // the roll-up takes a try-lock per database, which another file's roll-up must never hold.
  app = await startTestApp({}, { ownDatabase: true });
  ({ owner, rid, base } = await setupRestaurant(app, {
    restaurant: { timeZone: 'America/New_York' },
    update: { taxPercent: 8, serviceChargePercent: 10 },
  }));
});
afterAll(() => app?.close());

const db = () => app.deps.db;
/** The roll-up run directly, as a late, retried or replayed run would. */
const rollUp = async () => {
  const handler = jobOf(reportJobs, 'report.roll-up', {
    db: db(),
    log: app.deps.log,
    queue: { enqueue: async () => {} } as unknown as JobQueue,
    linkBase: app.deps.config.linkBase,
  });
  await (handler as { handle(p: unknown, c: unknown): Promise<void> }).handle(
    { windowStart: 0 },
    { jobId: 'direct', attempt: 1 },
  );
};
const rows = async () => ({
  hourly: await db()
    .selectFrom('report_hourly')
    .selectAll()
    .where('restaurant_id', '=', rid)
    .orderBy('bucket_start')
    .execute(),
  dims: await db()
    .selectFrom('report_daily_dims')
    .selectAll()
    .where('restaurant_id', '=', rid)
    .orderBy(['dim', 'business_day', 'key'])
    .execute(),
});
const localToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

describe('report roll-ups', () => {
  it("equal the day's bills and payments to the cent, once however often they run, and rebuild to the same rows", async () => {
    const menu = await ok(owner.api.post(`${base}/menus`, { name: 'All day' }), 201);
    const mains = await ok(owner.api.post(`${base}/categories`, { menuId: menu.id, name: 'Mains' }), 201);
    const drinks = await ok(owner.api.post(`${base}/categories`, { menuId: menu.id, name: 'Drinks' }), 201);
    const steak = await ok(
      owner.api.post(`${base}/dishes`, { name: 'Steak', price: 2450, categoryIds: [mains.id] }),
      201,
    );
    const cola = await ok(
      owner.api.post(`${base}/dishes`, { name: 'Cola', price: 350, categoryIds: [drinks.id] }),
      201,
    );
    const pay = async (
      items: { dishId: string; quantity: number }[],
      method: 'cash' | 'card',
      discount?: number,
      tip = 0,
    ) => {
      const order = await ok(owner.api.post(`${base}/orders`, { type: 'takeaway', items, send: true }), 201);
      const bill = await ok(
        owner.api.post(`${base}/orders/${order.id}/bill`, {
          ...(discount ? { discount: { amount: discount } } : {}),
          tip,
        }),
        201,
      );
      const paid = await ok(
        owner.api.post(`${base}/bills/${bill.id}/payments`, {
          method,
          amount: bill.totals.grandTotal,
          ...(method === 'cash' ? { tendered: bill.totals.grandTotal } : {}),
        }),
        201,
      );
      return paid.payment.id as string;
    };
    await pay(
      [
        { dishId: steak.id, quantity: 2 },
        { dishId: cola.id, quantity: 3 },
      ],
      'card',
      500,
      400,
    );
    const cash = await pay([{ dishId: cola.id, quantity: 1 }], 'cash');
    await pay([{ dishId: steak.id, quantity: 1 }], 'card');
    await ok(owner.api.post(`${base}/payments/${cash}/refund`, { amount: 200, reason: 'flat' }), 201);
    const unpaid = await ok(
      owner.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId: cola.id, quantity: 1 }] }),
      201,
    );
    await ok(owner.api.post(`${base}/orders/${unpaid.id}/bill`, {}), 201);

    // The kitchen marks the tickets ready and bumps them.
    const board = await ok(owner.api.get(`${base}/kds`));
    const tickets = board.tickets as { id: string }[];
    for (const ticket of tickets) {
      await ok(owner.api.post(`${base}/tickets/${ticket.id}/ready`, {}));
      await ok(owner.api.post(`${base}/tickets/${ticket.id}/bump`));
    }
    expect(tickets.length).toBe(3);

    const day = localToday();
    const income = (await ok(owner.api.get(`${base}/income?from=${day}&to=${day}`))).totals;
    // The workers roll up on their own; wait for them to reach the end of the stream, then the figures must match the bills to the cent.
    const caughtUp = async () => {
      const stream = await db()
        .selectFrom('event_streams')
        .select('last_seq')
        .where('restaurant_id', '=', rid)
        .executeTakeFirstOrThrow();
      const cursor = await db()
        .selectFrom('job_cursors')
        .select('done_seq')
        .where('restaurant_id', '=', rid)
        .where('job_name', '=', 'report.roll-up')
        .executeTakeFirst();
      return Number(cursor?.done_seq ?? 0) === Number(stream.last_seq);
    };
    await expect.poll(caughtUp, { timeout: 20_000 }).toBe(true);
    const { figures } = await ok(owner.api.get(`${base}/reports/summary?from=${day}&to=${day}`));
    expect(figures).toMatchObject({
      bills: income.bills,
      sales: income.subtotal,
      discounts: income.discount,
      serviceCharge: income.serviceCharge,
      tax: income.tax,
      tips: income.tip,
      grandTotal: income.grandTotal,
      refunds: 200,
      refundCount: 1,
      orders: 4,
      netSales: income.grandTotal - income.tax - income.tip - 200,
    });
    const methods = await ok(owner.api.get(`${base}/reports/payments?from=${day}&to=${day}`));
    expect(Object.fromEntries(methods.rows.map((m: { key: string; amount: number }) => [m.key, m.amount]))).toEqual({
      card: income.byMethod.card,
      cash: income.byMethod.cash,
    });
    const mix = await ok(owner.api.get(`${base}/reports/product-mix?from=${day}&to=${day}&by=category`));
    expect(
      mix.rows.map((r: { label: string; quantity: number; amount: number }) => [r.label, r.quantity, r.amount]),
    ).toEqual([
      ['Mains', 3, 7350],
      ['Drinks', 4, 1400],
    ]);
    const dishes = await ok(owner.api.get(`${base}/reports/product-mix?from=${day}&to=${day}`));
    expect(dishes.rows.map((r: { label: string; share: number }) => [r.label, r.share])).toEqual([
      ['Steak', 84],
      ['Cola', 16],
    ]);

    await expect
      .poll(
        async () =>
          (await ok(owner.api.get(`${base}/reports/service-times?from=${day}&to=${day}`))).rows.map(
            (r: { tickets: number }) => r.tickets,
          ),
        { timeout: 20_000 },
      )
      .toEqual([3]);
    const times = (await ok(owner.api.get(`${base}/reports/service-times?from=${day}&to=${day}`))).rows[0];
    expect(times).toMatchObject({
      station: 'No station',
      averageReadySeconds: expect.any(Number),
      averageBumpedSeconds: expect.any(Number),
    });
    expect(times.averageBumpedSeconds).toBeGreaterThanOrEqual(times.averageReadySeconds);

    // Replayed and late runs change nothing.
    await expect.poll(caughtUp, { timeout: 20_000 }).toBe(true);
    const before = await rows();
    await rollUp();
    await rollUp();
    expect(await rows()).toEqual(before);
    // A rebuild recomputes the same rows from the events.
    await resetRollups(db(), rid);
    expect((await rows()).hourly).toEqual([]);
    await rollUp();
    const rebuilt = await rows();
    expect(rebuilt.hourly.map(({ restaurant_id: _r, ...h }) => h)).toEqual(
      before.hourly.map(({ restaurant_id: _r, ...h }) => h),
    );
    expect(rebuilt.dims).toEqual(before.dims);

    const byHour = await ok(owner.api.get(`${base}/reports/sales?from=${day}&to=${day}&groupBy=hour&compare=true`));
    expect(byHour.points.reduce((s: number, p: { grandTotal: number }) => s + p.grandTotal, 0)).toBe(income.grandTotal);
    expect(byHour.previous).toEqual([]);
    const withPrevious = await ok(owner.api.get(`${base}/reports/summary?from=${day}&to=${day}&compare=true`));
    expect(withPrevious.previous.figures.bills).toBe(0);
  });

  it('puts sales in the business day of the restaurant (time zone, day starting at 04:00), table turns included; a refund lands on its own day', async () => {
    const place = await setupRestaurant(app, { restaurant: { timeZone: 'Asia/Tokyo' } });
    const space = await ok(place.owner.api.post(`${place.base}/spaces`, { name: 'Hall' }), 201);
    const t1 = await ok(place.owner.api.post(`${place.base}/tables`, { spaceId: space.id, name: 'T1' }), 201);
    const dish = await ok(place.owner.api.post(`${place.base}/dishes`, { name: 'Ramen', price: 1000 }), 201);
    await ok(place.owner.api.patch(place.base, { settings: { businessDay: { startsAtHour: 4 } } }));
    const me = { userId: place.owner.user.id, name: 'Owner' };
    const sale = (placed: string, paid: string, tableId: string | null): Sale => ({
      businessDate: placed.slice(0, 10),
      placedAt: new Date(placed),
      paidAt: new Date(paid),
      type: tableId ? 'dine_in' : 'takeaway',
      tableId,
      tableName: tableId ? 'T1' : null,
      guests: 2,
      lines: [
        {
          dishId: dish.id,
          name: 'Ramen',
          variantId: null,
          variantName: null,
          unitPrice: 1000,
          quantity: 2,
          stationId: null,
        },
      ],
      method: 'card',
      tip: 0,
      waiter: me,
      cashier: me,
    });
    // Friday 23:50 → paid Saturday 01:30 in Tokyo (Friday's business day); Saturday 04:30 (Saturday's).
    await withTenant(db(), place.rid, (trx) =>
      writeSales(
        trx,
        place.rid,
        { service_charge_bp: 0, tax_bp: 0, tax_inclusive: false },
        [
          sale('2026-03-06T23:50:00+09:00', '2026-03-07T01:30:00+09:00', t1.id),
          sale('2026-03-07T04:10:00+09:00', '2026-03-07T04:30:00+09:00', null),
        ],
        { asHistory: false },
      ),
    );
    const bills = async (day: string) =>
      (await ok(place.owner.api.get(`${place.base}/reports/summary?from=${day}&to=${day}`))).figures.bills;
    await expect
      .poll(async () => [await bills('2026-03-06'), await bills('2026-03-07')], { timeout: 20_000 })
      .toEqual([1, 1]);
    const heat = await ok(
      place.owner.api.get(`${place.base}/reports/sales?from=2026-03-06&to=2026-03-07&groupBy=weekdayHour`),
    );
    expect(
      heat.points
        .filter((p: { bills: number }) => p.bills)
        .map((p: { key: string; bills: number }) => [p.key, p.bills]),
    ).toEqual([
      ['5-01', 1],
      ['6-04', 1],
    ]);
    const turns = await ok(place.owner.api.get(`${place.base}/reports/service-times?from=2026-03-06&to=2026-03-07`));
    expect(turns.tables).toEqual([{ tableId: t1.id, table: 'T1', turns: 1, averageTurnSeconds: 100 * 60 }]);
    const day = await ok(place.owner.api.get(`${place.base}/dashboard/summary?from=2026-03-06&to=2026-03-06`));
    expect(day.series.map((p: { key: string }) => p.key).slice(0, 2)).toEqual(['04:00', '05:00']);
    expect(day.series.find((p: { key: string }) => p.key === '01:00')).toMatchObject({ bills: 1, revenue: 2000 });

    // A refund a week later belongs to the day the money went back (as the Z report and the drawer count it); the sale's day keeps its sale.
    const payment = await db()
      .selectFrom('payments')
      .select('id')
      .where('restaurant_id', '=', place.rid)
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    await ok(
      place.owner.api.post(`${place.base}/payments/${payment.id}/refund`, { amount: 500, reason: 'cold soup' }),
      201,
    );
    const today = (await ok(place.owner.api.get(`${place.base}/dashboard/summary`))).businessDate;
    const refunds = async (d: string) =>
      (await ok(place.owner.api.get(`${place.base}/reports/summary?from=${d}&to=${d}`))).figures.refunds;
    await expect.poll(() => refunds(today), { timeout: 20_000 }).toBe(500);
    expect(await refunds('2026-03-06')).toBe(0);

    // Back to calendar days: the roll-ups are rebuilt from the events, and both sales are Saturday's.
    await ok(place.owner.api.patch(place.base, { settings: { businessDay: { startsAtHour: 0 } } }));
    await expect
      .poll(async () => [await bills('2026-03-06'), await bills('2026-03-07')], { timeout: 20_000 })
      .toEqual([0, 2]);
    const late = await place.owner.api.patch(place.base, { settings: { businessDay: { startsAtHour: 13 } } });
    expect(late.status).toBe(400);
    expect(JSON.stringify(late.body)).toContain('A business day starts between 00:00 and 11:00.');
  });

  it("queues a closed day's report to the owner once", async () => {
    const handler = jobOf(reportJobs, 'report.end-of-day', {
      db: db(),
      log: app.deps.log,
      queue: { enqueue: async () => {} } as unknown as JobQueue,
      linkBase: app.deps.config.linkBase,
    });
    const run = () =>
      (handler as { handle(p: unknown, c: unknown): Promise<void> }).handle(
        { windowStart: 0 },
        { jobId: 'clock', attempt: 1 },
      );
    await run();
    expect(
      await db()
        .selectFrom('messages')
        .select('id')
        .where('restaurant_id', '=', rid)
        .where('kind', '=', 'end_of_day')
        .execute(),
    ).toEqual([]);
    // The day closes: its rows now belong to (local) yesterday.
    const yesterday = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(Date.now() - 86_400_000));
    await db().updateTable('report_hourly').set({ business_day: yesterday }).where('restaurant_id', '=', rid).execute();
    await db()
      .updateTable('report_daily_dims')
      .set({ business_day: yesterday })
      .where('restaurant_id', '=', rid)
      .execute();
    await run();
    await run();
    const sent = await db()
      .selectFrom('messages')
      .selectAll()
      .where('restaurant_id', '=', rid)
      .where('kind', '=', 'end_of_day')
      .execute();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: owner.email, subject: expect.stringContaining(`end of day ${yesterday}`) });
    expect(sent[0]!.body).toMatch(/Bills\s+3\n/);
    expect(sent[0]!.body).toMatch(/Steak\s+3\s+\$73\.50/);
    expect(sent[0]!.html).toContain('<table');
  });

  it("shows an owner's restaurants side by side and summed per currency", async () => {
    const group = await setupRestaurant(app, {
      plan: 'premium',
      restaurant: { timeZone: 'UTC', currency: 'EUR' },
      staff: ['waiter'],
    });
    const second = await createRestaurant(group.owner.api, { timeZone: 'UTC', currency: 'EUR' });
    const third = await createRestaurant(group.owner.api, { timeZone: 'UTC', currency: 'GBP' });
    const sell = async (restaurantId: string, price: number) => {
      const b = `/api/restaurants/${restaurantId}`;
      const dish = await ok(group.owner.api.post(`${b}/dishes`, { name: 'Soup', price }), 201);
      const order = await ok(
        group.owner.api.post(`${b}/orders`, { type: 'takeaway', items: [{ dishId: dish.id, quantity: 1 }] }),
        201,
      );
      const bill = await ok(group.owner.api.post(`${b}/orders/${order.id}/bill`, {}), 201);
      await ok(
        group.owner.api.post(`${b}/bills/${bill.id}/payments`, { method: 'card', amount: bill.totals.grandTotal }),
        201,
      );
    };
    await sell(group.rid, 1000);
    await sell(second.id, 2500);
    await sell(third.id, 700);
    const day = new Date().toISOString().slice(0, 10);
    const report = async () => ok(group.owner.api.get(`/api/reports/group?from=${day}&to=${day}`));
    await expect
      .poll(async () => (await report()).restaurants.map((r: { figures: { bills: number } }) => r.figures.bills), {
        timeout: 20_000,
      })
      .toEqual([1, 1, 1]);
    const g = await report();
    expect(
      g.totals
        .map((t: { currency: string; restaurants: number; figures: { grandTotal: number } }) => [
          t.currency,
          t.restaurants,
          t.figures.grandTotal,
        ])
        .sort(),
    ).toEqual([
      ['EUR', 2, 3500],
      ['GBP', 1, 700],
    ]);
    // A waiter reads no restaurant's reports.
    expect((await ok(group.staff[0].api.get(`/api/reports/group?from=${day}&to=${day}`))).restaurants).toEqual([]);
  });

  it('belongs to its restaurant and to roles that read reports', async () => {
    const other = await setupRestaurant(app, { staff: ['waiter'] });
    const day = localToday();
    expect((await ok(other.owner.api.get(`${other.base}/reports/summary?from=${day}&to=${day}`))).figures.bills).toBe(
      0,
    );
    expect((await other.staff[0].api.get(`${other.base}/reports/summary?from=${day}&to=${day}`)).status).toBe(403);
    expect((await owner.api.get(`${base}/reports/summary?from=${day}&to=2020-01-01`)).status).toBe(400);
  });
});
