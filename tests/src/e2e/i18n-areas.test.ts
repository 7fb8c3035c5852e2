import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser, setPlan } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

/** A raw key on the screen: a string missing from the bundles loaded for it. */
const RAW_KEY =
  /\b(?:accounts|cash|catalogue|pos|events|identity|inventory|printers|reports|reservations|settingsPages|staffPage|activityPage|setup|staffTime|terminal|nav|navGroups|common|errors|layout|search)\.[a-zA-Z]+/;
const rawKeys = async (page: Page) => RAW_KEY.exec(await page.locator('body').innerText())?.[0] ?? null;

describe("each area's strings load with its page, in the interface language", () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('shows English pages, switches to Spanish (areas already open too), and a later page comes in Spanish', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    await setPlan(owner.api, restaurant.id, 'premium');
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password, '/apps/reports');
    await page.getByRole('heading', { name: 'Net sales by day', exact: true }).waitFor();
    expect(await rawKeys(page)).toBeNull();

    // The account page (its area loaded in English) turns Spanish once the language is saved.
    await page.getByRole('menuitem', { name: 'Account setting', exact: true }).click();
    await page.getByRole('tab', { name: 'Info' }).click();
    await page.locator('#account-language').selectOption('es');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('button', { name: 'Guardar cambios' }).waitFor({ timeout: 20_000 });
    expect(await rawKeys(page)).toBeNull();

    // Back to the reports (loaded in English before the switch): Spanish now, without a reload.
    await page.getByRole('menuitem', { name: 'Informes', exact: true }).click();
    await page.getByRole('heading', { name: 'Informes', exact: true }).first().waitFor();
    expect(await rawKeys(page)).toBeNull();

    // A page of an area not loaded yet arrives in Spanish; a full load in Spanish too.
    await page.goto(`${h.baseUrl}/apps/management/inventory/inventoryList`);
    await page.getByRole('heading', { name: 'Lista de inventario' }).waitFor({ timeout: 20_000 });
    expect(await rawKeys(page)).toBeNull();
  }, 90_000);
});
