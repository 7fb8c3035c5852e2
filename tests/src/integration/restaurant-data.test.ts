import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantTables, type TenantTx } from '@ros/db';
import { rowBatch } from '@ros/api/modules/insight/exports/restaurant-data.repo';
import { ok } from '../fixtures/http';
import { signedInTerminal } from '../fixtures/terminal';
import { restaurantSnapshot, restaurantWithRecords, type RestaurantWithRecords } from '../fixtures/tenant-records';
import { startTestApp, type TestApp } from '../harness';

/**
 * Issue 38, a restaurant's own data: its owner exports all of it as a zip (every tenant table as
 * JSON and CSV, its files) and deletes it for good; another restaurant is untouched by either.
 */

let app: TestApp;
let a: RestaurantWithRecords;
let b: RestaurantWithRecords;
let floorToken: string;
const files: Record<string, string> = {};

async function uploadImage(token: string, rid: string) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 9, g: 80, b: 40 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dish.png');
  const res = await fetch(`${app.url}/api/restaurants/${rid}/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

beforeAll(async () => {
  // Its fake printer is on 127.0.0.1: printers on this machine are allowed only with this setting.
  app = await startTestApp({ PRINTER_ALLOW_LOOPBACK: '1' });
  a = await restaurantWithRecords(app);
  b = await restaurantWithRecords(app);
  files.a = await uploadImage(a.setup.owner.accessToken, a.setup.rid);
  files.b = await uploadImage(b.setup.owner.accessToken, b.setup.rid);
  // A PIN session on one of A's terminals (its driver's PIN).
  const { base, owner, staff } = a.setup;
  await ok(owner.api.put(`${base}/members/${staff[0].member.id}/pin`, { pin: '4826' }));
  const terminal = await signedInTerminal(owner.api, base, 'Bar');
  floorToken = (
    await ok(app.api.withToken(null).post(`${base}/pin-switch`, { terminalToken: terminal.token, pin: '4826' }))
  ).accessToken;
}, 180_000);
afterAll(() => app?.close());

const fileOnDisk = (url: string) => path.join(app.deps.config.uploadDir, url.replace('/uploads/', ''));

/** B's rows once the workers are done with them (two snapshots alike in a row). */
async function settledSnapshot(rid: string) {
  let last = JSON.stringify(await restaurantSnapshot(app.deps.db, rid));
  await expect
    .poll(async () => {
      const now = JSON.stringify(await restaurantSnapshot(app.deps.db, rid));
      const same = now === last;
      last = now;
      return same;
    })
    .toBe(true);
  return JSON.parse(last) as Record<string, string[]>;
}

describe("the restaurant's data export", () => {
  it('is refused to anyone but the owner, and to a PIN session', async () => {
    const { base, staff } = a.setup;
    expect((await staff[0].api.post(`${base}/data-export`, {})).status).toBe(403);
    expect((await app.api.withToken(floorToken).post(`${base}/data-export`, {})).status).toBe(403);
    expect((await b.setup.owner.api.post(`${base}/data-export`, {})).status).toBe(404);
  });

  it("holds every tenant table of the restaurant and its files, and nothing of another restaurant's", async () => {
    const { base, owner, rid } = a.setup;
    const requested = await ok(owner.api.post(`${base}/data-export`, {}), 201);
    expect(requested).toMatchObject({ kind: 'restaurant-data', format: 'zip', status: 'queued' });
    await expect
      .poll(
        async () => {
          const e = await ok(owner.api.get(`${base}/exports/${requested.id}`));
          if (e.status === 'failed') throw new Error(e.error);
          return e.status;
        },
        { timeout: 30_000 },
      )
      .toBe('done');
    // Its progress went to the owner alone, step by step.
    const progress = await app.deps.db
      .selectFrom('events')
      .select('payload')
      .where('restaurant_id', '=', rid)
      .where('type', '=', 'export.progress')
      .orderBy('seq')
      .execute();
    const steps = progress
      .map((e) => e.payload as { exportId: string; progress: number })
      .filter((p) => p.exportId === requested.id)
      .map((p) => p.progress);
    expect(steps.length).toBeGreaterThan(3);
    expect(steps).toEqual([...steps].sort((x, y) => x - y));
    expect(steps.at(-1)).toBe(100);
    // Only the owner who asked may download it, and no cache keeps it.
    expect([403, 404]).toContain((await a.setup.staff[0].api.get(`${base}/exports/${requested.id}/file`)).status);
    const res = await fetch(`${app.url}${base}/exports/${requested.id}/file`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-type')).toBe('application/zip');
    const bytes = Buffer.from(await res.arrayBuffer());
    const zip = await JSZip.loadAsync(bytes);

    const tables = (await tenantTables(app.deps.db)).map((t) => t.name);
    expect(tables.length).toBeGreaterThan(60);
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string'));
    for (const table of [...tables, 'restaurants']) {
      const json = zip.file(`tables/${table}.json`);
      const csv = zip.file(`tables/${table}.csv`);
      expect(json, table).toBeTruthy();
      expect(csv, table).toBeTruthy();
      const rows = JSON.parse(await json!.async('string')) as Record<string, unknown>[];
      expect(manifest.tables[table].rows, table).toBe(rows.length);
      const owned = table === 'restaurants' ? rows.map((r) => r.id) : rows.map((r) => r.restaurant_id);
      expect(new Set(owned), table).toEqual(new Set(rows.length ? [rid] : []));
      // No credential: no digest of a password, PIN or token.
      for (const row of rows)
        expect(
          Object.keys(row).filter((k) => /_(hash|digest)$/.test(k)),
          table,
        ).toEqual([]);
    }
    // The records the fixture made are there, the secrets are not.
    const read = async (t: string) => JSON.parse(await zip.file(`tables/${t}.json`)!.async('string'));
    expect((await read('orders')).map((o: { id: string }) => o.id)).toContain(a.ids.orderId);
    expect((await read('members')).length).toBeGreaterThanOrEqual(2);
    expect(manifest.tables.members.leftOut).toHaveProperty('pin_digest');
    expect((await read('report_exports'))[0]).not.toHaveProperty('content');
    const webhooks = await read('webhook_endpoints');
    expect(webhooks.map((w: { id: string }) => w.id)).toEqual([a.ids.endpointId]);
    expect(webhooks[0]).not.toHaveProperty('secret');
    const csvHeader = (await zip.file('tables/dishes.csv')!.async('string')).split('\r\n')[0]!;
    expect(csvHeader.replace(/^\ufeff/, '').split(',')).toContain('name');
    // Its upload, byte for byte.
    const upload = zip.file(`uploads/public/${path.basename(files.a!)}`);
    expect(upload).toBeTruthy();
    expect(Buffer.from(await upload!.async('uint8array')).equals(readFileSync(fileOnDisk(files.a!)))).toBe(true);
    // Nothing of B anywhere: not its id, not its upload.
    const everything = await Promise.all(Object.values(zip.files).map((f) => f.async('string')));
    expect(everything.join('\n')).not.toContain(b.setup.rid);
    expect(Object.keys(zip.files).some((n) => n.includes(path.basename(files.b!)))).toBe(false);
  });
});

describe('reading a table in batches', () => {
  it('goes on after the last key read, with one-column and many-column keys, and misses no row', async () => {
    const catalogue = await tenantTables(app.deps.db);
    // One snapshot for both reads: the workers may add rows meanwhile.
    await app.deps.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const ctx = { trx: trx as TenantTx, restaurantId: a.setup.rid };
        for (const name of ['events', 'dish_categories', 'report_daily_dims']) {
          const table = catalogue.find((t) => t.name === name)!;
          const all = (await rowBatch(ctx, table, [], null, 100_000)).map((r) => JSON.stringify(r.row));
          const paged: string[] = [];
          for (let after: string[] | null = null; ;) {
            const batch = await rowBatch(ctx, table, [], after, 2);
            paged.push(...batch.map((r) => JSON.stringify(r.row)));
            if (batch.length < 2) break;
            after = batch[batch.length - 1]!.key;
          }
          expect(paged, name).toEqual(all);
          if (name === 'events') expect(all.length).toBeGreaterThan(10);
        }
      });
  });
});

describe('deleting the restaurant', () => {
  it('needs the owner, its name and their password; anything else changes nothing', async () => {
    const { base, owner, restaurant, staff } = a.setup;
    const confirm = { restaurantName: restaurant.name, password: owner.password };
    expect((await staff[0].api.delete(base, { ...confirm, password: staff[0].password })).status).toBe(403);
    expect((await app.api.withToken(floorToken).delete(base, confirm)).status).toBe(403);
    expect((await b.setup.owner.api.delete(base, confirm)).status).toBe(404);
    const wrongName = await owner.api.delete(base, { ...confirm, restaurantName: `${restaurant.name} ` + 'x' });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.error.fields).toHaveProperty('restaurantName');
    const wrongPassword = await owner.api.delete(base, { ...confirm, password: 'not-my-password' });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error.fields).toHaveProperty('password');
    expect((await owner.api.delete(base, {})).status).toBe(400);
    expect((await ok(owner.api.get(base))).id).toBe(a.setup.rid);
  });

  it('removes its rows, files and sessions, records it, and leaves another restaurant byte-identical', async () => {
    const { base, owner, restaurant, rid } = a.setup;
    const before = await settledSnapshot(b.setup.rid);
    const res = await owner.api.delete(base, { restaurantName: restaurant.name, password: owner.password });
    expect(res.status).toBe(204);

    for (const table of (await tenantTables(app.deps.db)).map((t) => t.name)) {
      const { n } = await app.deps.db
        .selectFrom(table as 'orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('restaurant_id', '=', rid)
        .executeTakeFirstOrThrow();
      expect(Number(n), table).toBe(0);
    }
    expect(await app.deps.db.selectFrom('restaurants').select('id').where('id', '=', rid).execute()).toEqual([]);
    expect(existsSync(fileOnDisk(files.a!))).toBe(false);
    // Its terminal's PIN session and its members' tokens reach nothing there any more.
    expect((await app.api.withToken(floorToken).get(base)).status).toBe(404);
    expect((await owner.api.get(base)).status).toBe(404);
    expect((await a.setup.staff[0].api.get(`${base}/deliveries`)).status).toBe(404);
    expect((await ok(owner.api.get('/api/restaurants'))).data.map((r: { id: string }) => r.id)).not.toContain(rid);
    // The record that outlives it.
    const audit = await app.deps.db
      .selectFrom('deleted_restaurants')
      .selectAll()
      .where('former_restaurant_id', '=', rid)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      name: restaurant.name,
      owner_id: owner.user.id,
      deleted_by: owner.user.id,
      files_deleted: 2,
    });
    expect(audit.rows_deleted).toMatchObject({ orders: 2, members: expect.any(Number) });

    // B: every row of every tenant table as it was, its file still there and served.
    expect(await restaurantSnapshot(app.deps.db, b.setup.rid)).toEqual(before);
    expect(existsSync(fileOnDisk(files.b!))).toBe(true);
    expect((await ok(b.setup.owner.api.get(b.setup.base))).id).toBe(b.setup.rid);
  });
});
