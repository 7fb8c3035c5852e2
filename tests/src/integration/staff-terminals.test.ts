import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDish } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant, type RestaurantSetup } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
let place: RestaurantSetup<readonly ['waiter', 'waiter']>;

beforeAll(async () => {
  app = await startTestApp();
  place = await setupRestaurant(app, { staff: ['waiter', 'waiter'] as const });
  const { owner, base, staff } = place;
  await ok(owner.api.patch(`${base}/members/${staff[0].member.id}`, { fullName: 'Anna Waiter' }));
  await ok(owner.api.patch(`${base}/members/${staff[1].member.id}`, { fullName: 'Ben Waiter' }));
  await ok(owner.api.put(`${base}/members/${staff[0].member.id}/pin`, { pin: '1111' }));
  await ok(owner.api.put(`${base}/members/${staff[1].member.id}/pin`, { pin: '2222' }));
});
afterAll(() => app?.close());

describe('shared terminals', () => {
  it('switches staff by PIN on a signed-in terminal: each order names who took it', async () => {
    const { owner, base, rid } = place;
    const terminal = await ok(
      owner.api.post(`${base}/terminal-sessions`, { name: 'Bar POS', idleLockSeconds: 45 }),
      201,
    );
    expect(terminal).toMatchObject({ name: 'Bar POS', idleLockSeconds: 45, token: expect.any(String) });
    // The token is shown once: the list does not carry it.
    expect(JSON.stringify(await ok(owner.api.get(`${base}/terminal-sessions`)))).not.toContain(terminal.token);

    const anyone = app.api.withToken(null);
    const dishId = await addDish(owner.api, base, { name: 'Soup', price: 600 });
    const orderAs = async (pin: string) => {
      const session = await ok(anyone.post(`${base}/pin-switch`, { terminalToken: terminal.token, pin }));
      expect(session).toMatchObject({
        restaurantId: rid,
        terminal: { name: 'Bar POS', idleLockSeconds: 45 },
        accessToken: expect.any(String),
      });
      expect(session).not.toHaveProperty('refreshToken');
      const as = app.api.withToken(session.accessToken);
      return ok(as.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId, quantity: 1 }] }), 201);
    };
    const anna = await orderAs('1111');
    const ben = await orderAs('2222');
    expect([anna.createdBy.name, ben.createdBy.name]).toEqual(['Anna Waiter', 'Ben Waiter']);
    // The activity log names them too (as their accounts).
    const log = await ok(owner.api.get(`${base}/events?type=order.placed`));
    expect(
      log.data
        .slice(0, 2)
        .map((e: { actor: { userId: string } }) => e.actor.userId)
        .sort(),
    ).toEqual([place.staff[0].user.id, place.staff[1].user.id].sort());
    // A PIN switch carries the member's own permissions: a waiter cannot manage departments.
    const session = await ok(anyone.post(`${base}/pin-switch`, { terminalToken: terminal.token, pin: '1111' }));
    expect((await app.api.withToken(session.accessToken).post(`${base}/departments`, { name: 'Bar' })).status).toBe(
      403,
    );
  });

  it('makes a terminal wait after wrong PINs, refuses other restaurants and signed-out terminals', async () => {
    const { owner, base } = place;
    const terminal = await ok(owner.api.post(`${base}/terminal-sessions`, { name: 'Patio' }), 201);
    const anyone = app.api.withToken(null);
    const answers = new Set<string>();
    for (const pin of ['0000', '0001', '0002', '0003', '0004']) {
      const res = await anyone.post(`${base}/pin-switch`, { terminalToken: terminal.token, pin });
      expect(res.status).toBe(400);
      answers.add(JSON.stringify(res.body));
    }
    expect(answers.size).toBe(1);
    expect((await anyone.post(`${base}/pin-switch`, { terminalToken: terminal.token, pin: '1111' })).status).toBe(429);

    // The token of this restaurant's terminal means nothing on another restaurant.
    const other = await setupRestaurant(app);
    expect((await anyone.post(`${other.base}/pin-switch`, { terminalToken: terminal.token, pin: '1111' })).status).toBe(
      401,
    );
    // A waiter cannot sign a device in as a terminal; a signed-out terminal switches no one.
    expect((await place.staff[0].api.post(`${base}/terminal-sessions`, { name: 'Mine' })).status).toBe(403);
    const second = await ok(owner.api.post(`${base}/terminal-sessions`, { name: 'Door' }), 201);
    await ok(owner.api.delete(`${base}/terminal-sessions/${second.id}`), 204);
    expect((await anyone.post(`${base}/pin-switch`, { terminalToken: second.token, pin: '1111' })).status).toBe(401);
    expect((await other.owner.api.delete(`${other.base}/terminal-sessions/${terminal.id}`)).status).toBe(404);
  });
});
