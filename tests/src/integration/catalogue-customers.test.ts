import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser, setPlan, type RegisteredUser } from '../factories';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
let owner: RegisteredUser;
let rid: string;
let base: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ owner, rid } = await setupRestaurant(app));
  base = `/api/restaurants/${rid}/customers`;
});
afterAll(() => app?.close());

async function customer(body: Record<string, unknown>) {
  const res = await owner.api.post(base, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('customers', () => {
  it('validates fields and finds customers by name, phone or email', async () => {
    const bad = await owner.api.post(base, { email: 'not-an-email', phone: 'call me' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      name: 'Customer name is required.',
      email: 'Enter a valid email address.',
      phone: 'Enter a valid phone number.',
    });
    await customer({ name: 'Ada Lovelace', phone: '+44 20 7946 0000', email: 'ada@example.com', tags: ['vip'] });
    await customer({ name: 'Grace Hopper', phone: '555-0100', email: 'grace@navy.example' });
    await customer({ name: 'Alan Turing', email: 'alan@example.org' });

    const names = async (qs: string) =>
      (await owner.api.get(`${base}?${qs}`)).body.data.map((c: { name: string }) => c.name);
    expect(await names('q=ada')).toEqual(['Ada Lovelace']);
    expect(await names('q=442079')).toEqual(['Ada Lovelace']);
    expect(await names('q=navy')).toEqual(['Grace Hopper']);
    expect(await names('q=@example.&sortColumn=name&sort=desc')).toEqual(['Alan Turing', 'Ada Lovelace']);
    expect(await names('tag=vip')).toEqual(['Ada Lovelace']);
    const page = await owner.api.get(`${base}?perPage=2&page=2&sortColumn=name`);
    expect(page.body.total).toBe(3);
    expect(page.body.data.map((c: { name: string }) => c.name)).toEqual(['Grace Hopper']);
  });

  it('merges duplicates: sums visits and totals, keeps contact details, deletes the sources', async () => {
    const target = await customer({
      name: 'Bob Smith',
      phone: '0101',
      addresses: [{ label: 'Home', address: '1 High St' }],
      tags: ['regular'],
    });
    const dupA = await customer({
      name: 'Bobby Smith',
      email: 'bob@example.com',
      addresses: [{ label: 'Work', address: '9 Low Rd' }],
      tags: ['vip'],
      notes: 'Allergic to nuts',
    });
    const dupB = await customer({ name: 'B. Smith' });
    await app.deps.db
      .updateTable('customers')
      .set({ visits: 3, total_spent: 4500 })
      .where('id', '=', target.id)
      .execute();
    await app.deps.db
      .updateTable('customers')
      .set({ visits: 2, total_spent: 1250, last_visit_at: new Date('2026-11-01T12:00:00Z') })
      .where('id', '=', dupA.id)
      .execute();
    await app.deps.db.updateTable('customers').set({ visits: 1, total_spent: 300 }).where('id', '=', dupB.id).execute();
    await setPlan(owner.api, rid, 'premium');
    const startsAt = new Date(Date.now() + 2 * 86_400_000);
    startsAt.setUTCHours(19, 0, 0, 0);
    const booking = await owner.api.post(`/api/restaurants/${rid}/reservations`, {
      name: 'Bobby Smith',
      partySize: 2,
      startsAt: startsAt.toISOString(),
      customerId: dupA.id,
    });
    expect(booking.status).toBe(201);

    const merged = await owner.api.post(`${base}/${target.id}/merge`, { sourceIds: [dupA.id, dupB.id] });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({
      id: target.id,
      name: 'Bob Smith',
      phone: '0101',
      email: 'bob@example.com',
      visits: 6,
      totalSpent: 6050,
      lastVisitAt: '2026-11-01T12:00:00.000Z',
      notes: 'Allergic to nuts',
    });
    expect(merged.body.tags.sort()).toEqual(['regular', 'vip']);
    expect(merged.body.addresses.map((a: { address: string }) => a.address)).toEqual(['1 High St', '9 Low Rd']);
    expect((await owner.api.get(`${base}/${dupA.id}`)).status).toBe(404);
    expect((await owner.api.get(`${base}/${dupB.id}`)).status).toBe(404);
    expect((await owner.api.get(`/api/restaurants/${rid}/reservations/${booking.body.id}`)).body.customerId).toBe(
      target.id,
    );
    const event = await app.deps.db
      .selectFrom('events')
      .select('payload')
      .where('restaurant_id', '=', rid)
      .where('type', '=', 'customer.merged')
      .executeTakeFirstOrThrow();
    const payload = typeof event.payload === 'string' ? JSON.parse(event.payload) : event.payload;
    expect(payload).toMatchObject({ customerId: target.id, visits: 6, totalSpent: 6050 });
    expect(payload.sourceIds.sort()).toEqual([dupA.id, dupB.id].sort());

    expect((await owner.api.post(`${base}/${target.id}/merge`, { sourceIds: [target.id] })).status).toBe(400);
    expect((await owner.api.get(`${base}/${target.id}/history`)).body).toEqual({ data: [], total: 0 });
  });

  it('lets a waiter create a customer from the POS but not edit or merge', async () => {
    const waiter = await inviteAndJoin(app, owner.api, rid, 'waiter');
    const created = await waiter.api.post(base, { name: 'Walk-in Wendy', phone: '0700' });
    expect(created.status).toBe(201);
    expect((await waiter.api.patch(`${base}/${created.body.id}`, { name: 'W' })).status).toBe(403);
    const chef = await inviteAndJoin(app, owner.api, rid, 'chef');
    expect((await chef.api.get(base)).status).toBe(403);
  });

  it("answers 404 for another restaurant's customer and keeps merges inside the restaurant", async () => {
    const mine = await customer({ name: 'Mine' });
    const stranger = await registerUser(app.api);
    const other = await createRestaurant(stranger.api);
    const theirs = (await stranger.api.post(`/api/restaurants/${other.id}/customers`, { name: 'Theirs' })).body;
    expect((await stranger.api.get(`/api/restaurants/${other.id}/customers/${mine.id}`)).status).toBe(404);
    const merge = await owner.api.post(`${base}/${mine.id}/merge`, { sourceIds: [theirs.id] });
    expect(merge.status).toBe(400);
    expect((await stranger.api.get(`/api/restaurants/${other.id}/customers/${theirs.id}`)).status).toBe(200);
  });
});

describe('customer visits (the seam the orders module calls)', () => {
  it('counts a paid bill as a visit and adds its total', async () => {
    const { recordCustomerVisit } = await import('@ros/api/modules/service/customers/customers.service');
    const c = await customer({ name: 'Regular Rita' });
    const ctx = {
      restaurantId: rid,
      restaurant: { id: rid },
      emit: () => {},
    } as unknown as Parameters<typeof recordCustomerVisit>[0];
    const { withTenant } = await import('@ros/db');
    await withTenant(app.deps.db, rid, (trx) =>
      recordCustomerVisit({ ...ctx, trx }, c.id, 2350, new Date('2026-11-20T19:00:00Z')),
    );
    await withTenant(app.deps.db, rid, (trx) =>
      recordCustomerVisit({ ...ctx, trx }, c.id, 1000, new Date('2026-11-21T19:00:00Z')),
    );
    const got = (await owner.api.get(`${base}/${c.id}`)).body;
    expect(got).toMatchObject({ visits: 2, totalSpent: 3350, lastVisitAt: '2026-11-21T19:00:00.000Z' });
    const sorted = await owner.api.get(`${base}?sortColumn=totalSpent&sort=desc&perPage=100`);
    const totals = sorted.body.data.map((x: { totalSpent: number }) => x.totalSpent);
    expect(totals).toContain(3350);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });
});

describe('customer history and merging with bills', () => {
  it("lists the customer's bills newest first and moves orders and bills on merge", async () => {
    const dish = (await owner.api.post(`/api/restaurants/${rid}/dishes`, { name: 'Soup', price: 450 })).body;
    const kept = await customer({ name: 'Kept Kim' });
    const dup = await customer({ name: 'Kim (duplicate)' });
    const billFor = async (customerId: string, quantity: number) => {
      const order = await owner.api.post(`/api/restaurants/${rid}/orders`, {
        type: 'takeaway',
        customerId,
        items: [{ dishId: dish.id, quantity }],
        send: true,
      });
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      const bill = await owner.api.post(`/api/restaurants/${rid}/orders/${order.body.id}/bill`, {});
      expect(bill.status, JSON.stringify(bill.body)).toBe(201);
      return { order: order.body, bill: bill.body };
    };
    const first = await billFor(kept.id, 2);
    const second = await billFor(dup.id, 3);

    const history = await owner.api.get(`${base}/${kept.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body).toEqual({
      data: [
        expect.objectContaining({
          id: first.bill.id,
          billNo: first.bill.billNo,
          orderType: 'takeaway',
          target: 'Takeaway: Kept Kim',
          grandTotal: first.bill.totals.grandTotal,
          status: 'draft',
          itemCount: 2,
          createdAt: expect.any(String),
        }),
      ],
      total: 1,
    });

    expect((await owner.api.post(`${base}/${kept.id}/merge`, { sourceIds: [dup.id] })).status).toBe(200);
    const merged = (await owner.api.get(`${base}/${kept.id}/history`)).body;
    expect(merged.total).toBe(2);
    expect(merged.data.map((b: { id: string }) => b.id)).toEqual([second.bill.id, first.bill.id]);
    expect(merged.data[0]).toMatchObject({ itemCount: 3 });
    const order = (await owner.api.get(`/api/restaurants/${rid}/orders/${second.order.id}`)).body;
    expect(order.customer.id).toBe(kept.id);
    expect(
      (await owner.api.get(`${base}/${kept.id}/history?perPage=1&page=2`)).body.data.map((b: { id: string }) => b.id),
    ).toEqual([first.bill.id]);
  });
});
