import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryJobs } from '@ros/api/modules/back-office/inventory/inventory.jobs';
import { jobOf } from '../fixtures/run-job';
import { ok } from '../fixtures/http';
import { setupPremiumRestaurant, type RestaurantSetup } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

/**
 * `inventory.deduct-stock` is a stream job (issue 38, part 6): a run takes every restaurant's fires
 * since its cursor in one command. PostgreSQL only: the runs are held off by the job's advisory lock
 * taken on a second connection, and a run is made to fail by a trigger.
 */
let app: TestApp;
const db = () => app.deps.db;
const JOB = 'inventory.deduct-stock';

interface Kitchen {
  setup: RestaurantSetup;
  beef: string;
  buns: string;
  burger: string;
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** A restaurant whose burger takes 150 g of beef and a bun, with 100 kg and 1,000 buns in stock. */
async function kitchen(): Promise<Kitchen> {
  const setup = await setupPremiumRestaurant(app);
  const { owner, base } = setup;
  const units = await ok(owner.api.get(`${base}/measuring-units`));
  const unit = Object.fromEntries(units.data.map((u: { abbreviation: string; id: string }) => [u.abbreviation, u.id]));
  const item = async (name: string, unitId: string, quantity: number) => {
    const made = await ok(owner.api.post(`${base}/inventory-items`, { name, unitId, reorderPoint: 1 }), 201);
    await ok(
      owner.api.post(`${base}/inventory-items/${made.id}/movements`, {
        kind: 'count_adjustment',
        quantity,
        reason: 'opening stock',
      }),
      201,
    );
    return made.id as string;
  };
  const beef = await item('Beef', unit.kg!, 100);
  const buns = await item('Buns', unit.ea!, 1000);
  const burger = (await ok(owner.api.post(`${base}/dishes`, { name: 'Batch burger', price: 1000 }), 201)).id;
  await ok(
    owner.api.put(`${base}/dishes/${burger}/recipe`, {
      lines: [
        { itemId: beef, unitId: unit.g, quantity: 150 },
        { itemId: buns, unitId: unit.ea, quantity: 1 },
      ],
    }),
  );
  return { setup, beef, buns, burger };
}

const sendOrders = (k: Kitchen, n: number) =>
  Promise.all(
    Array.from({ length: n }, () =>
      ok(
        k.setup.owner.api.post(`${k.setup.base}/orders`, {
          type: 'takeaway',
          items: [{ dishId: k.burger, quantity: 1 }],
          send: true,
        }),
        201,
      ),
    ),
  );

const sales = (k: Kitchen) =>
  db()
    .selectFrom('stock_movements')
    .select(['source_key', 'quantity', 'created_at', 'item_id'])
    .where('restaurant_id', '=', k.setup.rid)
    .where('kind', '=', 'sale')
    .execute();

const onHand = async (k: Kitchen, itemId: string) =>
  Number(
    (
      await db()
        .selectFrom('inventory_items')
        .select('on_hand')
        .where('restaurant_id', '=', k.setup.rid)
        .where('id', '=', itemId)
        .executeTakeFirstOrThrow()
    ).on_hand,
  );

const cursor = async (rid: string) =>
  Number(
    (
      await db()
        .selectFrom('job_cursors')
        .select('done_seq')
        .where('restaurant_id', '=', rid)
        .where('job_name', '=', JOB)
        .executeTakeFirst()
    )?.done_seq ?? 0,
  );

/** Holds the job's advisory lock ('ROS', 4) on a connection of its own: every run meanwhile finds it taken and leaves the work. */
async function holdRuns() {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let ready!: () => void;
  const held = new Promise<void>((r) => (ready = r));
  const done = db()
    .connection()
    .execute(async (conn) => {
      await sql`select pg_advisory_lock(${0x524f53}::int, 4)`.execute(conn);
      ready();
      await released;
      await sql`select pg_advisory_unlock(${0x524f53}::int, 4)`.execute(conn);
    });
  await held;
  return async () => {
    release();
    await done;
  };
}

/** Every order's two sale movements, each once: beef and a bun per order. */
async function expectDeductedOnce(k: Kitchen, orders: number) {
  const rows = await sales(k);
  expect(rows).toHaveLength(orders * 2);
  expect(new Set(rows.map((r) => r.source_key)).size).toBe(orders * 2);
  expect(await onHand(k, k.beef)).toBe(Math.round((100 - orders * 0.15) * 1000) / 1000);
  expect(await onHand(k, k.buns)).toBe(1000 - orders);
}

describe('stock deductions in batches', () => {
  it("several restaurants' orders: one run deducts them all, once each, and moves the cursors", async () => {
    const a = await kitchen();
    const b = await kitchen();
    const release = await holdRuns();
    await Promise.all([sendOrders(a, 6), sendOrders(b, 4)]);
    // The runs meanwhile found the lock taken and wrote nothing; each left one more run for the next window.
    expect(await sales(a)).toHaveLength(0);
    expect(await sales(b)).toHaveLength(0);
    const lastSeq = async (rid: string) =>
      Number(
        (
          await db()
            .selectFrom('event_streams')
            .select('last_seq')
            .where('restaurant_id', '=', rid)
            .executeTakeFirstOrThrow()
        ).last_seq,
      );
    const streamEnds = { a: await lastSeq(a.setup.rid), b: await lastSeq(b.setup.rid) };
    await release();

    await expect.poll(async () => (await sales(a)).length + (await sales(b)).length, { timeout: 20_000 }).toBe(20);
    await expectDeductedOnce(a, 6);
    await expectDeductedOnce(b, 4);
    // One run: every movement of both restaurants written in one transaction (one `now()`).
    const times = [...(await sales(a)), ...(await sales(b))].map((r) => new Date(r.created_at).getTime());
    expect(new Set(times).size).toBe(1);
    // One `stock.moved` per restaurant for its whole batch.
    const moved = await db()
      .selectFrom('events')
      .select(['restaurant_id', 'payload'])
      .where('restaurant_id', 'in', [a.setup.rid, b.setup.rid])
      .where('type', '=', 'stock.moved')
      .where(sql<boolean>`payload->>'kind' = 'sale'`)
      .execute();
    expect(moved.map((m) => m.restaurant_id).sort()).toEqual([a.setup.rid, b.setup.rid].sort());
    // The cursors passed every fire.
    expect(await cursor(a.setup.rid)).toBeGreaterThanOrEqual(streamEnds.a);
    expect(await cursor(b.setup.rid)).toBeGreaterThanOrEqual(streamEnds.b);

    // Replayed from the start (a cursor lost, a retried run): nothing twice.
    await db().updateTable('job_cursors').set({ done_seq: 0 }).where('job_name', '=', JOB).execute();
    const queue = { enqueue: async () => {} };
    await jobOf(inventoryJobs, JOB, { db: db(), log: app.deps.log, queue }).handle({ windowStart: 0 });
    await expectDeductedOnce(a, 6);
    await expectDeductedOnce(b, 4);
  }, 60_000);

  it('a run that fails mid-batch commits nothing; the restaurants then run one by one and every order is deducted once', async () => {
    const sorted = [await kitchen(), await kitchen()].sort((x, y) => (x.setup.rid < y.setup.rid ? -1 : 1));
    const [first, second] = [sorted[0]!, sorted[1]!];
    // The run fails on the second restaurant's first sale, once: after it wrote the first restaurant's.
    await sql`create sequence if not exists test_deduct_failures`.execute(db());
    await sql
      .raw(
        `create or replace function test_fail_deduction() returns trigger language plpgsql as $$
         begin
           if nextval('test_deduct_failures') = 1 then raise exception 'injected failure mid-batch'; end if;
           return new;
         end $$`,
      )
      .execute(db());
    await sql
      .raw(
        `create trigger test_fail_deduction before insert on stock_movements for each row
         when (new.kind = 'sale' and new.restaurant_id = '${second.setup.rid}')
         execute function test_fail_deduction()`,
      )
      .execute(db());
    try {
      const release = await holdRuns();
      await Promise.all([sendOrders(first, 5), sendOrders(second, 3)]);
      await release();
      await expect
        .poll(async () => (await sales(first)).length + (await sales(second)).length, { timeout: 30_000 })
        .toBe(16);
      // The failure happened, and the run it cut off left nothing behind.
      const failed = await sql<{ is_called: boolean }>`select is_called from test_deduct_failures`.execute(db());
      expect(failed.rows[0]!.is_called).toBe(true);
      await expectDeductedOnce(first, 5);
      await expectDeductedOnce(second, 3);
    } finally {
      await sql`drop trigger if exists test_fail_deduction on stock_movements`.execute(db());
    }
  }, 60_000);
});
