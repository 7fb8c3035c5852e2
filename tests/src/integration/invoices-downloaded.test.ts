import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from '../factories';
import { addDish, addSpace } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, unique, type TestApp } from '../harness';

let app: TestApp;
let owner: RegisteredUser;
let base: string;
let spaceId: string;
let dishId: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ owner, base } = await setupRestaurant(app));
  dishId = await addDish(owner.api, base, { name: 'Pasta', price: 1000 });
  spaceId = await addSpace(owner.api, base, 'Hall');
});
afterAll(() => app?.close());

async function bill() {
  const table = await ok(owner.api.post(`${base}/tables`, { spaceId, name: unique('T') }), 201);
  const order = await ok(
    owner.api.post(`${base}/orders`, {
      type: 'dine_in',
      tableId: table.id,
      guests: 2,
      items: [{ dishId, quantity: 1 }],
    }),
    201,
  );
  return ok(owner.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
}

const download = (user: RegisteredUser, billId: string) =>
  fetch(`${app.url}${base}/bills/${billId}/invoice.pdf`, { headers: { authorization: `Bearer ${user.accessToken}` } });
const idsOf = (page: { data: { id: string }[] }) => page.data.map((b) => b.id);

describe('the invoice status Downloaded', () => {
  it('marks a bill Downloaded on its first PDF download, filters by it, and keeps Paid once paid', async () => {
    const downloaded = await bill();
    const untouched = await bill();
    expect((await download(owner, downloaded.id)).status).toBe(200);

    const after = await ok(owner.api.get(`${base}/bills/${downloaded.id}`));
    expect(after).toMatchObject({ status: 'downloaded', statusLabel: 'Downloaded', version: downloaded.version });
    const firstAt = after.downloadedAt;
    expect(firstAt).toEqual(expect.any(String));
    expect(idsOf(await ok(owner.api.get(`${base}/invoices?status=downloaded`)))).toEqual([downloaded.id]);
    expect(idsOf(await ok(owner.api.get(`${base}/invoices?status=draft`)))).toEqual([untouched.id]);

    // A second download keeps the first moment.
    expect((await download(owner, downloaded.id)).status).toBe(200);
    expect((await ok(owner.api.get(`${base}/bills/${downloaded.id}`))).downloadedAt).toBe(firstAt);

    await ok(owner.api.post(`${base}/bills/${downloaded.id}/payments`, { method: 'card', amount: 1000 }), 201);
    expect(await ok(owner.api.get(`${base}/bills/${downloaded.id}`))).toMatchObject({
      status: 'paid',
      downloadedAt: firstAt,
    });
    expect(idsOf(await ok(owner.api.get(`${base}/invoices?status=downloaded`)))).toEqual([]);
  });

  it('does not mark a bill a stranger asked for', async () => {
    const b = await bill();
    const stranger = await setupRestaurant(app);
    expect((await download(stranger.owner, b.id)).status).toBe(404);
    expect((await ok(owner.api.get(`${base}/bills/${b.id}`))).downloadedAt).toBeNull();
  });
});
