import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

const connectionStatus = (page: Page) => page.getByTestId('connection-status').getAttribute('data-status');

describe('floor plan in the browser', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a table dragged on the floor plan moves in another browser without a reload', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const space = await owner.api.post(`${base}/spaces`, { name: 'Main hall' });
    expect(space.status).toBe(201);
    const table = await owner.api.post(`${base}/tables`, {
      spaceId: space.body.id,
      name: 'T1',
      capacity: 4,
      x: 40,
      y: 40,
    });
    expect(table.status).toBe(201);

    const a = await h.newPage();
    const b = await h.newPage();
    await signIn(a.page, owner.email, owner.password, '/apps/management/tableandspace');
    await signIn(b.page, owner.email, owner.password, '/apps/management/tableandspace');
    const tileA = a.page.getByTestId('floor-table-T1');
    const tileB = b.page.getByTestId('floor-table-T1');
    await tileA.waitFor();
    await tileB.waitFor();
    await expect.poll(() => connectionStatus(b.page)).toBe('live');
    expect(await tileB.getAttribute('data-x')).toBe('40');

    // A drags T1 by (200, 100) with the mouse.
    const box = (await tileA.boundingBox())!;
    await a.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await a.page.mouse.down();
    await a.page.mouse.move(box.x + box.width / 2 + 100, box.y + box.height / 2 + 50, { steps: 5 });
    await a.page.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 2 + 100, { steps: 5 });
    await a.page.mouse.up();

    // Saved with the table's version...
    await expect
      .poll(async () => {
        const res = await owner.api.get(`${base}/tables/${table.body.id}`);
        return [res.body.x, res.body.y, res.body.version];
      })
      .toEqual([240, 140, table.body.version + 1]);
    // ...and B sees it move live: same page, no navigation.
    const urlBefore = b.page.url();
    await expect.poll(() => tileB.getAttribute('data-x')).toBe('240');
    expect(await tileB.getAttribute('data-y')).toBe('140');
    expect(b.page.url()).toBe(urlBefore);
  });

  it('a stale floor plan reloads with a notice instead of overwriting a newer move', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const space = await owner.api.post(`${base}/spaces`, { name: 'Terrace' });
    const table = await owner.api.post(`${base}/tables`, { spaceId: space.body.id, name: 'T9', x: 40, y: 40 });

    // This browser is cut off from the live feed, so it keeps the old version while the table moves elsewhere.
    const { page, context } = await h.newPage();
    await signIn(page, owner.email, owner.password);
    await context.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
    await page.goto('/apps/management/tableandspace');
    const tile = page.getByTestId('floor-table-T9');
    await tile.waitFor();
    expect(await tile.getAttribute('data-x')).toBe('40');
    const moved = await owner.api.patch(`${base}/tables/${table.body.id}`, {
      version: table.body.version,
      x: 400,
      y: 300,
    });
    expect(moved.status).toBe(200);

    const box = (await tile.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + 20, { steps: 5 });
    await page.mouse.up();
    await page.getByText('T9 was changed by someone else; the floor plan has been reloaded.').waitFor();
    // The page now shows the newer position, and the server kept it.
    await expect.poll(() => tile.getAttribute('data-x')).toBe('400');
    const res = await owner.api.get(`${base}/tables/${table.body.id}`);
    expect([res.body.x, res.body.y]).toEqual([400, 300]);
  });

  it('a Basic restaurant asking for a third space is offered the upgrade', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/management/tableandspace/space');
    for (const name of ['Main hall', 'Terrace', 'Rooftop']) {
      await page.getByTestId('new-space').click();
      await page.getByRole('dialog', { name: 'New space' }).getByLabel('Name').fill(name);
      await page.getByTestId('space-save').click();
      if (name !== 'Rooftop') await page.getByTestId('spaces-table').getByText(name).waitFor();
    }
    await page
      .getByRole('dialog', { name: 'Upgrade to add more' })
      .getByText('more than two spaces', { exact: false })
      .waitFor();
    const spaces = await owner.api.get(`/api/restaurants/${restaurant.id}/spaces`);
    expect(spaces.body.data.map((s: any) => s.name).sort()).toEqual(['Main hall', 'Terrace']);
  });
});
