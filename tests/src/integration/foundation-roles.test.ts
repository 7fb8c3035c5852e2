import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '@ros/db';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import { setupPremiumRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function premiumRestaurant() {
  const { owner, restaurant, base } = await setupPremiumRestaurant(app);
  return { owner, restaurant, base: `${base}/roles` };
}

describe('roles', () => {
  it('needs the Premium plan for a custom role', async () => {
    const owner = await registerUser(app.api);
    const r = await createRestaurant(owner.api);
    const res = await owner.api.post(`/api/restaurants/${r.id}/roles`, { name: 'Host' });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'plan_required', message: 'Custom roles need the Premium plan' });
  });

  it('creates a custom role with a validated permission tree and unique name', async () => {
    const { owner, base } = await premiumRestaurant();
    const res = await owner.api.post(base, {
      name: 'Host',
      icon: 'person',
      permissions: { tables: 'edit', reservations: 'view', reports: 'none' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Host',
      isSystem: false,
      systemKey: null,
      employeeCount: 0,
      permissions: { tables: 'edit', reservations: 'view' },
    });
    const dup = await owner.api.post(base, { name: 'host' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields.name).toBeTruthy();
    const noName = await owner.api.post(base, { name: '' });
    expect(noName.status).toBe(400);
    const unknown = await owner.api.post(base, { name: 'X', permissions: { teleport: 'edit' } });
    expect(unknown.status).toBe(400);
    const switchView = await owner.api.post(base, { name: 'Y', permissions: { reports: 'view' } });
    expect(switchView.status).toBe(400);
  });

  it('edits system role permissions, disables roles, but never touches the Owner role', async () => {
    const { owner, restaurant, base } = await premiumRestaurant();
    const roles = (await owner.api.get(base)).body.data;
    const waiter = roles.find((r: any) => r.systemKey === 'waiter');
    const ownerRole = roles.find((r: any) => r.systemKey === 'owner');
    const staff = await inviteAndJoin(app, owner.api, restaurant.id, 'waiter');
    const patched = await owner.api.patch(`${base}/${waiter.id}`, { permissions: { orders: 'view' } });
    expect(patched.status).toBe(200);
    expect(patched.body.permissions).toEqual({ orders: 'view' });
    const ability = await staff.api.get(`/api/restaurants/${restaurant.id}/ability`);
    expect(ability.body.ability).toEqual([{ action: 'view', subject: 'orders' }]);

    expect((await owner.api.patch(`${base}/${waiter.id}`, { isDisabled: true })).body.isDisabled).toBe(true);
    expect((await staff.api.get(`/api/restaurants/${restaurant.id}/ability`)).body.ability).toEqual([]);
    expect((await owner.api.patch(`${base}/${ownerRole.id}`, { name: 'Boss' })).status).toBe(422);
    expect((await owner.api.delete(`${base}/${waiter.id}`)).status).toBe(422);
    expect((await staff.api.patch(`${base}/${waiter.id}`, { isDisabled: false })).status).toBe(403);
  });

  it('refuses to delete a role that still has staff, then transfers them', async () => {
    const { owner, restaurant, base } = await premiumRestaurant();
    const custom = (await owner.api.post(base, { name: 'Runner', permissions: { orders: 'view' } })).body;
    const staff = await inviteAndJoin(app, owner.api, restaurant.id, 'waiter');
    await owner.api.patch(`/api/restaurants/${restaurant.id}/members/${staff.member.id}`, { roleId: custom.id });
    expect((await owner.api.get(base)).body.data.find((r: any) => r.id === custom.id).employeeCount).toBe(1);

    const refused = await owner.api.delete(`${base}/${custom.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('rule_violation');
    expect(refused.body.error.message).toBe(
      'You can\'t delete "Runner" role as there are employee in this role. Please transfer them to another role before deletion',
    );
    const chefRole = (await owner.api.get(base)).body.data.find((r: any) => r.systemKey === 'chef');
    const done = await owner.api.delete(`${base}/${custom.id}?transferTo=${chefRole.id}`);
    expect(done.status).toBe(204);
    const member = await withTenant(app.database.db, restaurant.id, (trx) =>
      trx.selectFrom('members').select('role_id').where('id', '=', staff.member.id).executeTakeFirstOrThrow(),
    );
    expect(member.role_id).toBe(chefRole.id);
    const roleRows = await withTenant(app.database.db, restaurant.id, (trx) =>
      trx.selectFrom('roles').select('id').where('id', '=', custom.id).execute(),
    );
    expect(roleRows).toHaveLength(0);
    const types = (
      await withTenant(app.database.db, restaurant.id, (trx) =>
        trx.selectFrom('events').select('type').orderBy('seq').execute(),
      )
    ).map((e) => e.type);
    expect(types.slice(-2)).toEqual(['member.role_changed', 'role.deleted']);
  });

  it('lets staff managers list roles but not a Waiter', async () => {
    const { owner, restaurant, base } = await premiumRestaurant();
    const waiter = await inviteAndJoin(app, owner.api, restaurant.id, 'waiter');
    expect((await waiter.api.get(base)).status).toBe(403);
    const manager = await inviteAndJoin(app, owner.api, restaurant.id, 'manager');
    expect((await manager.api.get(base)).status).toBe(200);
  });
});
