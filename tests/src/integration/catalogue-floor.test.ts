import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser, type RegisteredUser } from '../factories';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
let owner: RegisteredUser;
let rid: string;
let base: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ owner, rid, base } = await setupRestaurant(app));
});
afterAll(() => app?.close());

async function eventTypes() {
  const rows = await app.deps.db
    .selectFrom('events')
    .select('type')
    .where('restaurant_id', '=', rid)
    .orderBy('seq')
    .execute();
  return rows.map((r) => r.type);
}

describe('spaces and tables', () => {
  it('creates spaces and tables with validation messages on fields', async () => {
    const bad = await owner.api.post(`${base}/spaces`, { name: '  ' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.name).toBe('Space name is required.');
    const hall = await owner.api.post(`${base}/spaces`, { name: 'Main hall' });
    expect(hall.status).toBe(201);
    expect(hall.body).toMatchObject({ name: 'Main hall', sortOrder: 0, tableCount: 0 });
    expect((await owner.api.post(`${base}/spaces`, { name: 'main HALL' })).status).toBe(409);

    const badTable = await owner.api.post(`${base}/tables`, {
      spaceId: hall.body.id,
      name: 'T1',
      capacity: 0,
      shape: 'oval',
    });
    expect(badTable.status).toBe(400);
    expect(Object.keys(badTable.body.error.fields).sort()).toEqual(['capacity', 'shape']);
    const t1 = await owner.api.post(`${base}/tables`, {
      spaceId: hall.body.id,
      name: 'T1',
      capacity: 4,
      shape: 'round',
      x: 10,
      y: 20,
    });
    expect(t1.status).toBe(201);
    expect(t1.body).toMatchObject({
      name: 'T1',
      capacity: 4,
      shape: 'round',
      x: 10,
      y: 20,
      status: 'free',
      isOpen: true,
      version: 1,
      spaceName: 'Main hall',
    });
    expect(t1.body.qrToken).toMatch(/^[\w-]{16,}$/);
    const list = await owner.api.get(`${base}/tables?spaceId=${hall.body.id}`);
    expect(list.body).toMatchObject({ total: 1, data: [{ id: t1.body.id }] });
    // A space that still has tables cannot be deleted.
    expect((await owner.api.delete(`${base}/spaces/${hall.body.id}`)).status).toBe(409);
  });

  it('moves a table with its version and refuses a stale version with the current table', async () => {
    const space = (await owner.api.post(`${base}/spaces`, { name: 'Terrace' })).body;
    const table = (await owner.api.post(`${base}/tables`, { spaceId: space.id, name: 'P1' })).body;
    const moved = await owner.api.patch(`${base}/tables/${table.id}`, { version: 1, x: 200, y: 120, rotation: 45 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ x: 200, y: 120, rotation: 45, version: 2 });

    const stale = await owner.api.patch(`${base}/tables/${table.id}`, { version: 1, x: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_version');
    expect(stale.body.error.table).toMatchObject({ id: table.id, x: 200, version: 2 });
    expect((await owner.api.get(`${base}/tables/${table.id}`)).body.x).toBe(200);

    const types = await eventTypes();
    expect(types).toContain('table.created');
    expect(types.filter((t) => t === 'table.moved')).toHaveLength(1);
  });

  it('lets a waiter change status from the POS but not edit the layout; a cashier cannot change status', async () => {
    const space = (await owner.api.get(`${base}/spaces`)).body.data[0];
    const table = (await owner.api.post(`${base}/tables`, { spaceId: space.id, name: 'W1' })).body;
    const waiter = await inviteAndJoin(app, owner.api, rid, 'waiter');
    const seated = await waiter.api.post(`${base}/tables/${table.id}/status`, { status: 'occupied' });
    expect(seated.status).toBe(200);
    expect(seated.body).toMatchObject({ status: 'occupied', version: 2 });
    const closed = await owner.api.post(`${base}/tables/${table.id}/status`, { isOpen: false, version: 2 });
    expect(closed.body).toMatchObject({ isOpen: false, status: 'occupied', version: 3 });
    expect((await owner.api.post(`${base}/tables/${table.id}/status`, { status: 'free', version: 2 })).status).toBe(
      409,
    );

    const cashier = await inviteAndJoin(app, owner.api, rid, 'cashier');
    // Cashiers have `orders` edit: they may clear a table too.
    expect((await cashier.api.post(`${base}/tables/${table.id}/status`, { status: 'needs_cleaning' })).status).toBe(
      200,
    );
    expect((await cashier.api.patch(`${base}/tables/${table.id}`, { version: 4, x: 5 })).status).toBe(403);
    const chef = await inviteAndJoin(app, owner.api, rid, 'chef');
    expect((await chef.api.post(`${base}/tables/${table.id}/status`, { status: 'free' })).status).toBe(403);

    const events = await app.deps.db
      .selectFrom('events')
      .select('payload')
      .where('restaurant_id', '=', rid)
      .where('type', '=', 'table.status_changed')
      .orderBy('seq')
      .execute();
    const payloads = events.map((e) => (typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload));
    expect(payloads.filter((p) => p.table.id === table.id).map((p) => [p.previousStatus, p.table.status])).toEqual([
      ['free', 'occupied'],
      ['occupied', 'occupied'],
      ['occupied', 'needs_cleaning'],
    ]);
  });

  it('refuses a third space on Basic with plan_required and allows it on Premium', async () => {
    const third = await owner.api.post(`${base}/spaces`, { name: 'Rooftop' });
    expect(third.status).toBe(402);
    expect(third.body.error).toMatchObject({ code: 'plan_required', feature: 'unlimitedSpaces' });
    await app.deps.db.updateTable('restaurants').set({ plan: 'premium' }).where('id', '=', rid).execute();
    expect((await owner.api.post(`${base}/spaces`, { name: 'Rooftop' })).status).toBe(201);
    expect((await owner.api.get(`${base}/spaces`)).body.total).toBe(3);
  });

  it("answers 404 for another restaurant's table", async () => {
    const table = (await owner.api.get(`${base}/tables`)).body.data[0];
    const stranger = await registerUser(app.api);
    const other = await createRestaurant(stranger.api);
    expect((await stranger.api.get(`/api/restaurants/${other.id}/tables/${table.id}`)).status).toBe(404);
    expect(
      (await stranger.api.patch(`/api/restaurants/${other.id}/tables/${table.id}`, { version: 1, x: 1 })).status,
    ).toBe(404);
  });
});
