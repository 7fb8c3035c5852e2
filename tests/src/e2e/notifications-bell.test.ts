import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../fixtures/http';
import { setupPremiumRestaurant } from '../fixtures/restaurant';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('the bell in the browser', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('counts a new notification live, opens its page and marks it read; the count survives a reload', async () => {
    const {
      owner,
      base,
      staff: [manager],
    } = await setupPremiumRestaurant(h.app, { staff: ['manager'] });
    const units = await ok(owner.api.get(`${base}/measuring-units`));
    const ea = units.data.find((u: { abbreviation: string }) => u.abbreviation === 'ea').id;
    const newItem = async (name: string) => {
      const item = await ok(
        owner.api.post(`${base}/inventory-items`, { name, unitId: ea, reorderPoint: 3, parLevel: 10 }),
        201,
      );
      await ok(
        owner.api.post(`${base}/inventory-items/${item.id}/movements`, {
          kind: 'count_adjustment',
          quantity: 5,
          reason: 'opening',
        }),
        201,
      );
      return item.id as string;
    };
    const fall = (itemId: string) =>
      ok(
        owner.api.post(`${base}/inventory-items/${itemId}/movements`, {
          kind: 'waste',
          quantity: -4,
          reason: 'dropped',
        }),
        201,
      );
    const buns = await newItem('Buns');
    const lettuce = await newItem('Lettuce');

    const { page } = await h.newPage();
    await signIn(page, manager.email, manager.password, '/apps/setting/AccountSetting');
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    await fall(buns);
    const unread = page.getByRole('button', { name: 'Notifications: 1 unread' });
    await unread.waitFor();
    await unread.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('menuitem', { name: 'Unread: Buns is low' }).click();
    await page.waitForURL(/\/apps\/management\/inventory\/inventoryList\?low=true/);
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    await fall(lettuce);
    await page.getByRole('button', { name: 'Notifications: 1 unread' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Notifications: 1 unread' }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('menuitem', { name: 'Mark all read' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect((await ok(manager.api.get(`${base}/notifications`))).unread).toBe(0);
  }, 120_000);
});
