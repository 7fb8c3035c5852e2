import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('the POS floor for roles that take orders', () => {
  it('lets a role with orders but not tables read the spaces its floor groups tables by; a driver still may not', async () => {
    const owner = await registerUser(app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const space = await owner.api.post(`${base}/spaces`, { name: 'Terrace' });
    expect(space.status).toBe(201);

    const chef = await inviteAndJoin(app, owner.api, restaurant.id, 'chef');
    const list = await chef.api.get(`${base}/spaces`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((s: { name: string }) => s.name)).toContain('Terrace');
    expect((await chef.api.get(`${base}/spaces/${space.body.id}`)).body.name).toBe('Terrace');
    // Reading is not changing.
    expect((await chef.api.post(`${base}/spaces`, { name: 'Roof' })).status).toBe(403);

    const driver = await inviteAndJoin(app, owner.api, restaurant.id, 'delivery');
    expect((await driver.api.get(`${base}/spaces`)).status).toBe(403);
  });
});
