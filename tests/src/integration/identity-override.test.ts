import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '@ros/db';
import { addDish, addStation } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant, type StaffMember } from '../fixtures/restaurant';
import { startTestApp, unique, type TestApp } from '../harness';
import type { RegisteredUser } from '../factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const REFUSED = 'The manager email or password is not valid, or this person may not approve voids.';

/** A restaurant with a waiter (asks), a manager (may approve), a cashier (may not) and a fired item. */
async function kitchenWithFiredItem(extraWaiters = 0) {
  const setup = await setupRestaurant(app, {
    staff: ['waiter', 'manager', 'cashier', ...Array<'waiter'>(extraWaiters).fill('waiter')],
  });
  const { owner, base, rid } = setup;
  const [waiter, manager, cashier, ...others] = setup.staff as readonly StaffMember[];
  const stationId = await addStation(owner.api, base, 'Grill');
  const dishId = await addDish(owner.api, base, { name: 'Steak', price: 2500, stationId });
  const placed = await ok(
    waiter!.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId, quantity: 1 }], send: true }),
    201,
  );
  const order = placed.order ?? placed;
  return {
    rid,
    base,
    owner,
    waiter: waiter!,
    manager: manager!,
    cashier: cashier!,
    others,
    orderId: order.id as string,
    itemId: order.items[0].id as string,
  };
}

type Kitchen = Awaited<ReturnType<typeof kitchenWithFiredItem>>;

async function currentVersion(k: Kitchen, as: RegisteredUser = k.owner) {
  return (await ok(as.api.get(`${k.base}/orders/${k.orderId}`))).version as number;
}

async function override(k: Kitchen, requester: RegisteredUser, approverEmail: string, approverPassword: string) {
  return requester.api.post(`${k.base}/orders/${k.orderId}/items/${k.itemId}/void`, {
    version: await currentVersion(k),
    reason: 'Sent by mistake',
    approverEmail,
    approverPassword,
  });
}

/** The item as stored, and the void events of the order: what a refused override must leave alone. */
async function voidTrace(k: Kitchen) {
  return withTenant(app.database.db, k.rid, async (trx) => ({
    item: await trx
      .selectFrom('order_items')
      .select(['status', 'void_approved_by'])
      .where('id', '=', k.itemId)
      .executeTakeFirstOrThrow(),
    voids: (await trx.selectFrom('events').select('type').where('type', '=', 'order.item_voided').execute()).length,
  }));
}

describe('manager override', () => {
  it('answers every refusal alike: wrong password, a right password without the right, an unknown email, another restaurant’s member', async () => {
    const k = await kitchenWithFiredItem();
    const stranger = (await setupRestaurant(app)).owner; // Owner elsewhere: may void there, not here
    const attempts = [
      await override(k, k.waiter, k.manager.email, 'not-the-password'),
      await override(k, k.waiter, k.cashier.email, k.cashier.password),
      await override(k, k.waiter, `${unique('nobody')}@test.restaurant-os.app`, 'whatever-password'),
      await override(k, k.waiter, stranger.email, stranger.password),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: { code: 'forbidden', message: REFUSED } });
    }
    expect(await voidTrace(k)).toEqual({ item: { status: 'fired', void_approved_by: null }, voids: 0 });
  });

  it('refuses the 6th attempt of a requester with 429 and Retry-After, even with the right password', async () => {
    const k = await kitchenWithFiredItem();
    for (let i = 0; i < 5; i++) expect((await override(k, k.waiter, k.cashier.email, `guess-${i}`)).status).toBe(403);
    const sixth = await override(k, k.waiter, k.manager.email, k.manager.password);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe('rate_limited');
    expect(sixth.body.error.message).toMatch(/^Too many manager override attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await voidTrace(k)).toEqual({ item: { status: 'fired', void_approved_by: null }, voids: 0 });
  });

  it('limits attempts against one approver whoever asks', async () => {
    const k = await kitchenWithFiredItem(1);
    const second = k.others[0]!;
    for (let i = 0; i < 3; i++) expect((await override(k, k.waiter, k.manager.email, `guess-${i}`)).status).toBe(403);
    for (let i = 3; i < 5; i++)
      expect((await override(k, second, k.manager.email.toUpperCase(), `guess-${i}`)).status).toBe(403);
    const next = await override(k, second, k.manager.email, k.manager.password);
    expect(next.status).toBe(429);
    expect(await voidTrace(k)).toEqual({ item: { status: 'fired', void_approved_by: null }, voids: 0 });
  });

  it('accepts a manager of this restaurant and records them', async () => {
    const k = await kitchenWithFiredItem();
    expect((await override(k, k.waiter, k.manager.email, 'not-the-password')).status).toBe(403);
    const approved = await override(k, k.waiter, k.manager.email, k.manager.password);
    expect(approved.status).toBe(200);
    const trace = await voidTrace(k);
    expect(trace.item.status).toBe('voided');
    expect(trace.item.void_approved_by).toMatchObject({ userId: k.manager.user.id });
    expect(trace.voids).toBe(1);
  });
});
