import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../fixtures/http';
import { signedInTerminal } from '../fixtures/terminal';
import { setupRestaurant, type RestaurantSetup } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
let place: RestaurantSetup<readonly ['waiter', 'waiter', 'manager']>;

beforeAll(async () => {
  app = await startTestApp();
  place = await setupRestaurant(app, {
    restaurant: { timeZone: 'UTC' },
    staff: ['waiter', 'waiter', 'manager'] as const,
  });
});
afterAll(() => app?.close());

const db = () => app.deps.db;

describe('tips and labour', () => {
  it('pools the day by hours, by points or individually, to the cent, reconciling with the bills; labour against sales', async () => {
    const { base, rid, staff, owner } = place;
    const [anna, ben, manager] = staff;
    const names = ['Anna', 'Ben', 'Mia'];
    for (const [i, s] of staff.entries()) {
      await ok(
        owner.api.patch(`${base}/members/${s.member.id}`, { fullName: names[i], salary: 1500, salaryType: 'Hourly' }),
      );
      await ok(owner.api.put(`${base}/members/${s.member.id}/pin`, { pin: `${i + 1}${i + 1}${i + 1}${i + 1}` }));
    }
    const dish = await ok(owner.api.post(`${base}/dishes`, { name: 'Pasta', price: 2000 }), 201);
    // Anna's table tips 6.00, Ben's 4.00 (by card); Anna declares 5.01 in cash.
    const serve = async (waiter: typeof anna, tip: number) => {
      const order = await ok(
        waiter.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId: dish.id, quantity: 1 }] }),
        201,
      );
      const bill = await ok(owner.api.post(`${base}/orders/${order.id}/bill`, { tip }), 201);
      await ok(
        owner.api.post(`${base}/bills/${bill.id}/payments`, { method: 'card', amount: bill.totals.grandTotal }),
        201,
      );
    };
    await serve(anna, 600);
    await serve(ben, 400);
    const { headers } = await signedInTerminal(owner.api, base, 'Bar');
    await ok(owner.api.post(`${base}/tips/declarations`, { pin: '1111', amount: 501 }, headers), 201);
    expect((await owner.api.post(`${base}/tips/declarations`, { pin: '1111', amount: 0 }, headers)).status).toBe(400);
    // Today: Anna 6 h, Ben 3 h, Mia (manager) 3 h.
    const { day } = { day: new Date().toISOString().slice(0, 10) };
    const worked = [
      [anna, 6],
      [ben, 3],
      [manager, 3],
    ] as const;
    for (const [s, hours] of worked) {
      await db()
        .insertInto('time_punches')
        .values({
          restaurant_id: rid,
          member_id: s.member.id,
          clock_in_at: new Date(`${day}T00:10:00Z`),
          clock_out_at: new Date(Date.parse(`${day}T00:10:00Z`) + hours * 3_600_000),
        })
        .execute();
    }

    // By hours: 15.01 over 12 h → 7.505 / 3.7525 / 3.7525: 7.51, 3.75, 3.75 (the odd cent to the largest remainder).
    const byHours = await ok(owner.api.get(`${base}/tips/preview?day=${day}&rule=hours`));
    expect(byHours).toMatchObject({ billTips: 1000, cashTips: 501, pool: 1501 });
    expect(byHours.lines.map((l: { name: string; amount: number }) => [l.name, l.amount])).toEqual([
      ['Anna', 751],
      ['Ben', 375],
      ['Mia', 375],
    ]);
    // By points: waiters 2 points, managers 1: weights 12, 6, 3 of 21.
    const roles = await ok(owner.api.get(`${base}/roles`));
    const roleId = (key: string) => roles.data.find((r: { systemKey: string }) => r.systemKey === key).id;
    await ok(
      owner.api.patch(base, {
        settings: { tips: { rule: 'points', points: { [roleId('waiter')]: 2, [roleId('manager')]: 1 } } },
      }),
    );
    const byPoints = await ok(owner.api.get(`${base}/tips/preview?day=${day}`));
    expect(byPoints.rule).toBe('points');
    expect(byPoints.lines.map((l: { name: string; amount: number }) => [l.name, l.amount])).toEqual([
      ['Anna', 858],
      ['Ben', 429],
      ['Mia', 214],
    ]);
    // Individually: each keeps their own.
    const own = await ok(owner.api.get(`${base}/tips/preview?day=${day}&rule=individual`));
    expect(own.lines.map((l: { name: string; amount: number }) => [l.name, l.amount])).toEqual([
      ['Anna', 1101],
      ['Ben', 400],
    ]);
    for (const d of [byHours, byPoints, own])
      expect(d.lines.reduce((s: number, l: { amount: number }) => s + l.amount, 0)).toBe(d.pool);
    // The bill tips are the paid bills' tips.
    const income = (await ok(owner.api.get(`${base}/income?from=${day}&to=${day}`))).totals;
    expect(byHours.billTips).toBe(income.tip);

    // Saved once per day; a waiter cannot share the tips out.
    expect((await anna.api.post(`${base}/tips/distributions`, { day })).status).toBe(403);
    const saved = await ok(owner.api.post(`${base}/tips/distributions`, { day, rule: 'hours' }), 201);
    expect(saved.lines.find((l: { name: string }) => l.name === 'Anna').amount).toBe(751);
    expect((await owner.api.post(`${base}/tips/distributions`, { day })).status).toBe(409);
    expect((await ok(owner.api.get(`${base}/tips/distributions?from=${day}&to=${day}`))).data).toHaveLength(1);

    // Labour: 12 h at 15.00 = 180.00 against the day's net sales once rolled up.
    await expect
      .poll(async () => (await ok(owner.api.get(`${base}/labour?from=${day}&to=${day}`))).days[0].netSales, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    const labour = await ok(owner.api.get(`${base}/labour?from=${day}&to=${day}`));
    expect(labour.days[0]).toMatchObject({ day, minutes: 720, cost: 18_000 });
    expect(labour.days[0].labourPercent).toBeCloseTo((18_000 / labour.days[0].netSales) * 100, 1);
  });
});
