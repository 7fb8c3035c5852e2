import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '@ros/db';
import { ok } from '../fixtures/http';
import { restaurantSnapshot, restaurantWithRecords, type RestaurantWithRecords } from '../fixtures/tenant-records';
import { startTestApp, type TestApp } from '../harness';

/**
 * Issue 11, cross-restaurant links: a record of restaurant B can never point at a row of
 * restaurant A. The API refuses such a link as not found, naming the field, and the database
 * refuses it too (composite foreign keys), whatever the code forgets.
 */

let app: TestApp;
let a: RestaurantWithRecords;
let b: RestaurantWithRecords;

beforeAll(async () => {
  // Its fake printer is on 127.0.0.1: printers on this machine are allowed only with this setting.
  app = await startTestApp({ PRINTER_ALLOW_LOOPBACK: '1' });
  a = await restaurantWithRecords(app);
  b = await restaurantWithRecords(app);
}, 120_000);
afterAll(() => app?.close());

/** Runs `request`, expects it refused as not found (or bad input) naming `field`, with nothing of B changed. */
async function expectRefusedLink(request: () => Promise<{ status: number; body: any }>, field: string) {
  const before = await restaurantSnapshot(app.deps.db, b.setup.rid);
  const res = await request();
  expect([400, 404], JSON.stringify(res.body)).toContain(res.status);
  expect(res.body.error.fields).toHaveProperty(field);
  expect(await restaurantSnapshot(app.deps.db, b.setup.rid)).toEqual(before);
  return res;
}

describe("links to another restaurant's rows", () => {
  it("refuses B's bill with A's customer", async () => {
    const { base, owner } = b.setup;
    const bill = await ok(owner.api.get(`${base}/bills/${b.ids.billId}`));
    const res = await expectRefusedLink(
      () => owner.api.patch(`${base}/bills/${b.ids.billId}`, { version: bill.version, customerId: a.ids.customerId }),
      'customerId',
    );
    expect(res.body.error.code).toMatch(/^(not_found|invalid_input)$/);
  });

  it("refuses seating B's waitlist entry at A's table", async () => {
    const { base, owner } = b.setup;
    await expectRefusedLink(
      () => owner.api.post(`${base}/waitlist/${b.ids.entryId}/status`, { status: 'seated', tableId: a.ids.tableId }),
      'tableId',
    );
  });

  it("refuses B's calendar event for A's member, new or changed", async () => {
    const { base, owner } = b.setup;
    const start = new Date(Date.now() + 48 * 3600_000);
    const end = new Date(start.getTime() + 3600_000);
    const fields = { title: 'Shift', start: start.toISOString(), end: end.toISOString(), calendar: 'Staff shifts' };
    await expectRefusedLink(
      () => owner.api.post(`${base}/calendar/events`, { ...fields, memberId: a.ids.memberId }),
      'memberId',
    );
    await expectRefusedLink(
      () => owner.api.post(`${base}/calendar/events/update`, { id: b.ids.eventId, memberId: a.ids.memberId }),
      'memberId',
    );
  });

  it('answers an unknown id in a body as not found, naming the field', async () => {
    const { base, owner } = b.setup;
    const start = new Date(Date.now() + 72 * 3600_000);
    const body = {
      title: 'Shift',
      start: start.toISOString(),
      end: new Date(start.getTime() + 3600_000).toISOString(),
      calendar: 'Staff shifts',
      memberId: randomUUID(),
    };
    const res = await expectRefusedLink(() => owner.api.post(`${base}/calendar/events`, body), 'memberId');
    expect(res.body.error).toMatchObject({
      code: 'not_found',
      message: 'Member not found',
      fields: { memberId: 'Member not found' },
    });
  });

  it("is refused by the database itself, as B's tenant", async () => {
    const asB = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(app.deps.db, b.setup.rid, fn);
    const insert = asB((trx) =>
      trx
        .insertInto('waitlist_entries')
        .values({ restaurant_id: b.setup.rid, name: 'Eve', party_size: 2, table_id: a.ids.tableId })
        .execute(),
    );
    await expect(insert).rejects.toMatchObject({ code: '23503', constraint_name: 'waitlist_entries_table_id_fkey' });
    const update = asB((trx) =>
      trx.updateTable('bills').set({ customer_id: a.ids.customerId }).where('id', '=', b.ids.billId).execute(),
    );
    await expect(update).rejects.toMatchObject({ code: '23503', constraint_name: 'bills_customer_id_fkey' });
    const bill = await app.deps.db
      .selectFrom('bills')
      .select('customer_id')
      .where('id', '=', b.ids.billId)
      .executeTakeFirstOrThrow();
    expect(bill.customer_id).toBeNull();
  });

  it('has a composite key, named <table>_<column>_fkey, on every link between tenant tables', async () => {
    // Every foreign key from a table with restaurant_id to another such table (restaurants aside).
    const { rows } = await sql<{ table: string; name: string; columns: string[] }>`
      select c.conrelid::regclass::text as table, c.conname as name,
             array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns
      from pg_constraint c
      where c.contype = 'f' and c.confrelid <> 'restaurants'::regclass
        and exists (select 1 from pg_attribute a where a.attrelid = c.conrelid and a.attname = 'restaurant_id')
        and exists (select 1 from pg_attribute a where a.attrelid = c.confrelid and a.attname = 'restaurant_id')`.execute(
      app.deps.db,
    );
    expect(rows.length).toBeGreaterThan(30);
    const wrong = rows.filter(
      (r) => r.columns.length !== 2 || r.columns[0] !== 'restaurant_id' || r.name !== `${r.table}_${r.columns[1]}_fkey`,
    );
    expect(wrong).toEqual([]);
  });
});
