import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser, setPlan } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

/**
 * A screen must not ask for what its role or plan cannot have: every answer the API gives a page
 * the menu offers is neither 402 (plan) nor 403 (role). Walks the menu as its holder would.
 */
/** Pages of one signed-in context loading the menu's entries side by side. */
const PAGES = 3;

describe('screens ask only for what the role and plan allow', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  /**
   * The menu's entries (their links), each opened in turn; returns the refused API requests. The
   * entries are shared out among `PAGES` pages of the signed-in context, each loading its next entry
   * when its last one went quiet: every entry is still a full page load waited on until the network is
   * idle, but the half-second quiet each load ends with is waited on three at a time.
   */
  async function walkMenu(page: Page): Promise<string[]> {
    const refused: string[] = [];
    const watch = (p: Page) =>
      p.on('response', (res) => {
        if ((res.status() === 402 || res.status() === 403) && new URL(res.url()).pathname.startsWith('/api/')) {
          refused.push(
            `${res.status()} ${res.request().method()} ${new URL(res.url()).pathname} on ${new URL(p.url()).pathname}`,
          );
        }
      });
    watch(page);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('menuitem').first().waitFor();
    const entries = await menu.evaluate((nav) =>
      [...nav.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).pathname),
    );
    expect(entries.length).toBeGreaterThan(1);
    const routes = [...new Set(entries)];
    const pages = [page];
    while (pages.length < Math.min(PAGES, routes.length)) pages.push(watch(await page.context().newPage()));
    await Promise.all(
      pages.map(async (p) => {
        // Full-screen pages (POS, kitchen, driver) have no menu: wait for the page's requests instead.
        for (let route = routes.shift(); route !== undefined; route = routes.shift()) {
          await p.goto(route, { waitUntil: 'networkidle' });
        }
      }),
    );
    return refused;
  }

  it.each(['waiter', 'chef', 'delivery'] as const)(
    'as %s on Premium, no page of the menu is refused an API request',
    async (role) => {
      const owner = await registerUser(h.app.api);
      const restaurant = await createRestaurant(owner.api);
      await setPlan(owner.api, restaurant.id, 'premium');
      const member = await inviteAndJoin(h.app, owner.api, restaurant.id, role);
      const { page } = await h.newPage();
      await signIn(page, member.email, member.password);
      expect(await walkMenu(page)).toEqual([]);
    },
    240_000,
  );

  it('as the owner of a Basic restaurant, no page of the menu is refused an API request', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    await setPlan(owner.api, restaurant.id, 'basic');
    const { page } = await h.newPage();
    await signIn(page, owner.email, owner.password);
    expect(await walkMenu(page)).toEqual([]);
  }, 240_000);
});
