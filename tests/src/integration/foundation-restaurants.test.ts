import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '@ros/db';
import { createRestaurant, inviteAndJoin, registerUser, setPlan } from '../factories';
import { restaurantEvents } from '../fixtures/events';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const eventsOf = (restaurantId: string) => restaurantEvents(app, restaurantId);

describe('restaurants', () => {
  it('makes the creator the Owner with the six system roles', async () => {
    const owner = await registerUser(app.api);
    const r = await createRestaurant(owner.api, { name: 'Chez Ada', serviceChargePercent: 12.5, currency: 'EUR' });
    expect(r).toMatchObject({
      name: 'Chez Ada',
      plan: 'basic',
      currency: 'EUR',
      serviceChargePercent: 12.5,
      taxPercent: 0,
      isActive: true,
    });
    const row = await withTenant(app.database.db, r.id, (trx) =>
      trx.selectFrom('restaurants').selectAll().where('id', '=', r.id).executeTakeFirstOrThrow(),
    );
    expect(row.service_charge_bp).toBe(1250);
    expect(row.owner_id).toBe(owner.user.id);

    const roles = await owner.api.get(`/api/restaurants/${r.id}/roles`);
    expect(roles.body.data.map((x: any) => x.systemKey)).toEqual([
      'owner',
      'manager',
      'cashier',
      'waiter',
      'chef',
      'delivery',
    ]);
    expect(roles.body.data[0]).toMatchObject({ name: 'Owner', isSystem: true, employeeCount: 1 });

    const mine = await owner.api.get('/api/restaurants');
    expect(mine.body.data).toEqual([
      { id: r.id, name: 'Chez Ada', plan: 'basic', role: { id: roles.body.data[0].id, name: 'Owner' } },
    ]);
    const login = await app.api.post('/jwt/login', { email: owner.email, password: owner.password });
    expect(login.body.workPlaces).toEqual([{ _id: r.id, name: 'Chez Ada' }]);
    expect(login.body.ability).toEqual([{ action: 'manage', subject: 'all' }]);
  });

  it('requires a name', async () => {
    const owner = await registerUser(app.api);
    const res = await owner.api.post('/api/restaurants', { name: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.name).toBe('Restaurant name is required.');
  });

  it('needs the Premium plan for a second restaurant', async () => {
    const owner = await registerUser(app.api);
    const first = await createRestaurant(owner.api);
    const second = await owner.api.post('/api/restaurants', { name: 'Second' });
    expect(second.status).toBe(402);
    expect(second.body.error).toMatchObject({
      code: 'plan_required',
      message: 'Multiple restaurants need the Premium plan',
    });
    await setPlan(owner.api, first.id, 'premium');
    expect((await owner.api.post('/api/restaurants', { name: 'Second' })).status).toBe(201);
  });

  it('lets only one of two simultaneous creations through on Basic', async () => {
    const owner = await registerUser(app.api);
    const results = await Promise.all([1, 2, 3].map((i) => owner.api.post('/api/restaurants', { name: `Race ${i}` })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 402, 402]);
    const owned = await app.database.db
      .selectFrom('restaurants')
      .select('id')
      .where('owner_id', '=', owner.user.id)
      .execute();
    expect(owned).toHaveLength(1);
  });

  it('updates settings, stores basis points and emits updated and closed events', async () => {
    const owner = await registerUser(app.api);
    const r = await createRestaurant(owner.api);
    const res = await owner.api.patch(`/api/restaurants/${r.id}`, {
      taxPercent: 8.25,
      isActive: false,
      confirmOrders: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ taxPercent: 8.25, isActive: false, confirmOrders: true });
    const events = await eventsOf(r.id);
    expect(events.map((e) => e.type)).toEqual(['restaurant.updated', 'restaurant.closed']);
    expect(events[0]!.payload).toMatchObject({
      restaurantId: r.id,
      changes: { taxPercent: 8.25, isActive: false, confirmOrders: true },
    });
    const reopened = await owner.api.patch(`/api/restaurants/${r.id}`, { isActive: true });
    expect(reopened.body.isActive).toBe(true);
    expect((await eventsOf(r.id)).map((e) => e.type).slice(-1)).toEqual(['restaurant.opened']);
  });

  it('gives a member of restaurant A a 404 for restaurant B', async () => {
    const a = await registerUser(app.api);
    const b = await registerUser(app.api);
    await createRestaurant(a.api);
    const rb = await createRestaurant(b.api);
    for (const url of [
      `/api/restaurants/${rb.id}`,
      `/api/restaurants/${rb.id}/members`,
      `/api/restaurants/${rb.id}/roles`,
      `/api/restaurants/${rb.id}/ability`,
    ]) {
      const res = await a.api.get(url);
      expect(res.status).toBe(404);
    }
    expect((await a.api.patch(`/api/restaurants/${rb.id}`, { name: 'Hacked' })).status).toBe(404);
  });

  it('lets a Waiter read the restaurant but not edit it or invite staff', async () => {
    const owner = await registerUser(app.api);
    const r = await createRestaurant(owner.api);
    const waiter = await inviteAndJoin(app, owner.api, r.id, 'waiter');
    expect((await waiter.api.get(`/api/restaurants/${r.id}`)).status).toBe(200);
    const patch = await waiter.api.patch(`/api/restaurants/${r.id}`, { name: 'Mine now' });
    expect(patch.status).toBe(403);
    expect(patch.body.error.code).toBe('forbidden');
    const invite = await waiter.api.post(`/api/restaurants/${r.id}/members/invitations`, {
      invites: [{ email: 'x@t.io', roleId: waiter.member.roleId }],
    });
    expect(invite.status).toBe(403);
    expect(
      (await waiter.api.post(`/api/restaurants/${r.id}/subscription/checkout`, { plan: 'premium', period: 'month' }))
        .status,
    ).toBe(403);
    const ability = await waiter.api.get(`/api/restaurants/${r.id}/ability`);
    expect(ability.body.role).toMatchObject({ name: 'Waiter', systemKey: 'waiter' });
    expect(ability.body.ability).toContainEqual({ action: 'edit', subject: 'orders' });
    expect(ability.body.ability).not.toContainEqual({ action: 'edit', subject: 'restaurant' });

    const manager = await inviteAndJoin(app, owner.api, r.id, 'manager');
    expect((await manager.api.patch(`/api/restaurants/${r.id}`, { name: 'Managed' })).status).toBe(200);
  });
});
