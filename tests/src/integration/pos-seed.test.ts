import { DEMO_LOGIN, seedDemo } from '@ros/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoRestaurant, signInDemoOwner } from '../fixtures/demo';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('demo seed: orders', () => {
  it('gives the demo dashboard two paid bills today and an open order in the kitchen; numbering continues', async () => {
    const restaurantId = await seedDemoRestaurant(app);
    const owner = await signInDemoOwner(app);
    const base = `/api/restaurants/${restaurantId}`;

    // Other tests may use the demo restaurant too: check the seeded rows, not exact counts.
    const invoices = (await owner.get(`${base}/invoices?status=paid&sortColumn=billNo&sort=asc`)).body;
    const seeded = invoices.data.filter((b: { billNo: number }) => b.billNo <= 2);
    expect(seeded.map((b: { target: string }) => b.target)).toEqual(['Dine In: T1', 'Dine In: T2']);
    // The seeded sales reach the dashboard through the workers' roll-ups, like live ones.
    await expect
      .poll(async () => (await owner.get(`${base}/dashboard/summary`)).body.bills, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    const summary = (await owner.get(`${base}/dashboard/summary`)).body;
    expect(summary.revenue).toBeGreaterThanOrEqual(
      seeded.reduce((s: number, b: { totals: { grandTotal: number } }) => s + b.totals.grandTotal, 0),
    );
    expect(summary.openOrders).toBeGreaterThanOrEqual(1);
    const kds = (await owner.get(`${base}/kds`)).body;
    expect(kds.tickets.length).toBeGreaterThanOrEqual(1);
    type KdsTicket = { stationName: string | null; items: { name: string; remarks: string | null }[] };
    const grill = kds.tickets.find((t: KdsTicket) => t.items.some((i) => i.remarks === 'no pickles'));
    expect(grill?.stationName).toBe('Grill');
    // The lemonade goes to the Bar through its category's station, as the POS routes it.
    expect(kds.tickets.find((t: KdsTicket) => t.items.some((i) => i.name.startsWith('Lemonade')))?.stationName).toBe(
      'Bar',
    );

    const open = (await owner.get(`${base}/orders?status=open&sortColumn=displayNo&sort=asc`)).body.data[0];
    expect(open).toMatchObject({ displayNo: 3, target: 'Dine In: T3', customerName: expect.any(String) });
    const dish = (await owner.get(`${base}/dishes?q=lemonade`)).body.data[0];
    const next = await owner.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId: dish.id, quantity: 1 }] });
    expect(next.status).toBe(201);
    expect(next.body.displayNo).toBeGreaterThanOrEqual(4);
  });

  it('the product scenario on the demo data: the waiter orders four dishes (quantities 1–4, remarks) for "customer a", confirms, and the history shows the same rows', async () => {
    await seedDemo(app.deps.db);
    const login = await app.api.post('/jwt/login', {
      email: 'waiter@demo.restaurant-os.app',
      password: DEMO_LOGIN.password,
    });
    expect(login.status).toBe(200);
    const waiter = app.api.withToken(login.body.accessToken);
    const rid = login.body.workPlaces[0]._id as string;
    const base = `/api/restaurants/${rid}`;
    const customer = await waiter.post(`${base}/customers`, { name: 'customer a' });
    expect(customer.status).toBe(201);
    const dishes = (await waiter.get(`${base}/dishes?perPage=100&sortColumn=displayId`)).body.data
      .filter((d: { modifierGroups: { minSelections: number }[] }) =>
        d.modifierGroups.every((g) => g.minSelections === 0),
      )
      .slice(0, 4);
    expect(dishes).toHaveLength(4);
    const items = dishes.map((d: { id: string }, i: number) => ({
      dishId: d.id,
      quantity: i + 1,
      remarks: `remark ${i + 1}`,
    }));
    const draft = await waiter.post(`${base}/orders`, {
      type: 'takeaway',
      customerId: customer.body.id,
      items,
      isDraft: true,
    });
    expect(draft.status).toBe(201);
    // "Are you sure?" → confirm: the draft is placed ("Order Placed").
    const placed = await waiter.post(`${base}/orders/${draft.body.id}/place`, { version: draft.body.version });
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe('open');
    const history = (await waiter.get(`${base}/orders?customerId=${customer.body.id}`)).body;
    expect(history.total).toBe(1);
    expect(
      history.data[0].items.map((i: { dishId: string; name: string; quantity: number; remarks: string }) => [
        i.dishId,
        i.quantity,
        i.remarks,
      ]),
    ).toEqual(
      items.map((i: { dishId: string; quantity: number; remarks: string }) => [i.dishId, i.quantity, i.remarks]),
    );
    expect(history.data[0]).toMatchObject({
      customerName: 'customer a',
      target: 'Takeaway: customer a',
      staff: { name: 'Wendy Waiter' },
    });
  });
});
