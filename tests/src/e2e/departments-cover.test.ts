import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

/** A 1×1 PNG: a picture the uploads module accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Issue 37: a department's cover photo, uploaded through the uploads, shows on the department. */
describe('a department cover photo (issue 37)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the owner uploads a cover for the kitchen and it shows on its row', async () => {
    const { owner, base, rid } = await setupRestaurant(h.app);
    const kitchen = await ok(owner.api.post(`${base}/departments`, { name: 'Kitchen' }), 201);

    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/management/department');
    await page.getByRole('button', { name: 'Edit Kitchen' }).click();
    const form = page.getByRole('dialog', { name: 'Edit department' });
    await form.getByLabel('Cover photo', { exact: true }).setInputFiles({
      name: 'kitchen.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await form.getByRole('img', { name: 'Cover photo of Kitchen' }).waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    const cover = page.getByTestId('departments-table').getByRole('img', { name: 'Cover photo of Kitchen' });
    await cover.waitFor();
    const src = await cover.getAttribute('src');
    const saved = (await ok(owner.api.get(`${base}/departments`))).data.find(
      (d: { id: string }) => d.id === kitchen.id,
    );
    expect(saved.coverImageUrl).toMatch(new RegExp(`^/uploads/${rid}/`));
    expect(src).toBe(saved.coverImageUrl);
    // The picture is served (what the row shows is really there).
    const served = await page.request.get(src!);
    expect(served.ok()).toBe(true);
    expect(served.headers()['content-type']).toMatch(/^image\//);
  });
});
