import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupCommitStats } from '@ros/db';
import { addDish } from '../fixtures/catalogue';
import { setupRestaurant, type RestaurantSetup } from '../fixtures/restaurant';
import { startTestApp, unique, type TestApp } from '../harness';

/**
 * Group commit through the API (db/src/group-commit.ts): one lane, so while one command runs every
 * other request waits and the next batch takes them together. What a client sees must not change.
 */
let app: TestApp;
let places: (RestaurantSetup & { dishId: string })[];

beforeAll(async () => {
  app = await startTestApp({ GROUP_COMMIT_LANES: '1' });
  places = [];
  for (let i = 0; i < 8; i++) {
    const setup = await setupRestaurant(app);
    places.push({ ...setup, dishId: await addDish(setup.owner.api, setup.base, { name: `Soup ${i}`, price: 500 }) });
  }
});
afterAll(() => app?.close());

const takeaway = (p: (typeof places)[number], headers?: Record<string, string>, dishId = p.dishId) =>
  p.owner.api.post(`${p.base}/orders`, { type: 'takeaway', items: [{ dishId, quantity: 1 }] }, headers);

const batched = () => groupCommitStats(app.database.db)!.batchedCommands;

const seqsOf = async (rid: string) =>
  (
    await app.database.db.selectFrom('events').select('seq').where('restaurant_id', '=', rid).orderBy('seq').execute()
  ).map((e) => Number(e.seq));

describe('group commit through the API', () => {
  it("places 64 concurrent orders across 8 restaurants: each numbered once, every stream gap-free, each order only its restaurant's", async () => {
    const before = batched();
    const replies = await Promise.all(Array.from({ length: 64 }, (_, i) => takeaway(places[i % 8]!)));
    expect(replies.map((r) => r.status)).toEqual(Array(64).fill(201));
    expect(batched()).toBeGreaterThan(before);

    for (const [r, p] of places.entries()) {
      const mine = replies.filter((_, i) => i % 8 === r).map((x) => x.body);
      expect(new Set(mine.map((o) => o.displayNo)).size).toBe(8);
      const seqs = await seqsOf(p.rid);
      expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
      const orders = await app.database.db
        .selectFrom('orders')
        .select('id')
        .where('restaurant_id', '=', p.rid)
        .execute();
      expect(orders.map((o) => o.id).sort()).toEqual(mine.map((o) => o.id).sort());
      // Another restaurant's owner cannot read it (row-level security held inside the batch).
      const other = places[(r + 1) % 8]!;
      expect((await other.owner.api.get(`${other.base}/orders/${mine[0].id}`)).status).toBe(404);
    }
  });

  it('gives one result for the same Idempotency-Key twice in one batch', async () => {
    const [p] = places;
    const key = unique('gc-key');
    const before = batched();
    const replies = await Promise.all([
      takeaway(places[1]!),
      takeaway(p!, { 'Idempotency-Key': key }),
      takeaway(places[2]!),
      takeaway(p!, { 'Idempotency-Key': key }),
      takeaway(places[3]!),
    ]);
    expect(batched()).toBeGreaterThan(before);
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(replies[3]!.body).toEqual(replies[1]!.body);
    const keyed = await app.database.db
      .selectFrom('orders')
      .select('id')
      .where('id', '=', replies[1]!.body.id)
      .execute();
    expect(keyed).toHaveLength(1);
  });

  it('refuses only the failing command of a batch; the others are written', async () => {
    const [, p] = places;
    const before = batched();
    const count = async () =>
      (await app.database.db.selectFrom('orders').select('id').where('restaurant_id', '=', p!.rid).execute()).length;
    const start = await count();
    const replies = await Promise.all([
      takeaway(p!),
      takeaway(p!, undefined, places[0]!.dishId), // another restaurant's dish: not found here
      takeaway(p!),
      takeaway(places[4]!),
    ]);
    expect(batched()).toBeGreaterThan(before);
    expect(replies.map((r) => r.status)).toEqual([201, 404, 201, 201]);
    expect(await count()).toBe(start + 2);
  });
});
