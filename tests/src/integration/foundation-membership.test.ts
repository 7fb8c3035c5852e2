import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteAndJoin, roleIdOf } from '../factories';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/**
 * A command runs on the membership the api read last and checks it in its own transaction before it
 * answers or commits (api/src/http/tenant.ts, `enter`). These changes are written straight to the
 * database, as another api node would make them, so the api's last read is stale each time.
 */
describe('a member whose membership changed since their last command', () => {
  it('is answered by the membership as it is now: a new role, a role taken back, a removal', async () => {
    const { owner, restaurant, base } = await setupRestaurant(app);
    const waiter = await inviteAndJoin(app, owner.api, restaurant.id, 'waiter');
    const [waiterRole, managerRole] = [
      await roleIdOf(owner.api, restaurant.id, 'waiter'),
      await roleIdOf(owner.api, restaurant.id, 'manager'),
    ];
    const setMember = (values: { role_id?: string; status?: string }) =>
      app.database.db
        .updateTable('members')
        .set(values)
        .where('restaurant_id', '=', restaurant.id)
        .where('user_id', '=', waiter.user.id)
        .execute();

    expect((await waiter.api.get(`${base}/roles`)).status).toBe(403);
    await setMember({ role_id: managerRole });
    expect((await waiter.api.get(`${base}/roles`)).status).toBe(200);
    await setMember({ role_id: waiterRole });
    expect((await waiter.api.get(`${base}/roles`)).status).toBe(403);
    await setMember({ status: 'inactive' });
    expect((await waiter.api.get(`${base}/orders`)).status).toBe(404);
  });

  it('writes nothing on a permission it no longer has', async () => {
    const { owner, restaurant, base } = await setupRestaurant(app);
    const manager = await inviteAndJoin(app, owner.api, restaurant.id, 'manager');
    const customer = (name: string) => manager.api.post(`${base}/customers`, { name, phone: '+1555' });
    expect((await customer('Ann')).status).toBe(201);
    await app.database.db
      .updateTable('roles')
      .set({ permissions: {} })
      .where('restaurant_id', '=', restaurant.id)
      .where('system_key', '=', 'manager')
      .execute();
    expect((await customer('Bob')).status).toBe(403);
    const names = (await owner.api.get(`${base}/customers`)).body.data.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Ann']);
  });
});
