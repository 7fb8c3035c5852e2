import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser, setPlan } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

/**
 * A screen must not ask for what its role or plan cannot have: every answer the API gives a page
 * the menu offers is neither 402 (plan) nor 403 (role). Walks the menu as its holder would.
 */
/** Pages of one signed-in context walking the menu's entries side by side. */
const PAGES = 3;
/** A page has settled once no request of it has been in flight for this long (Playwright's `networkidle` waits 500 ms). */
const QUIET_MS = 400;

describe('screens ask only for what the role and plan allow', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Resolves once `p` has had no request in flight for `QUIET_MS`. */
  function quietPage(p: Page) {
    let inFlight = 0;
    let quietSince = Date.now();
    p.on('request', () => inFlight++);
    const done = () => {
      inFlight--;
      if (inFlight === 0) quietSince = Date.now();
    };
    p.on('requestfinished', done);
    p.on('requestfailed', done);
    return async () => {
      const deadline = Date.now() + 30_000;
      await p.waitForTimeout(50);
      while (inFlight > 0 || Date.now() - quietSince < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`${new URL(p.url()).pathname} never went quiet`);
        await p.waitForTimeout(50);
      }
    };
  }

  /**
   * The menu's entries (their links), each opened in turn the way the app moves between screens (its
   * router, without reloading the app); returns the refused API requests. The entries are shared out
   * among `PAGES` pages of the signed-in context, each opening its next entry once its last one went
   * quiet (no request in flight for `QUIET_MS`).
   */
  async function walkMenu(page: Page): Promise<string[]> {
    const refused: string[] = [];
    const watch = (p: Page) => {
      p.on('response', (res) => {
        if ((res.status() === 402 || res.status() === 403) && new URL(res.url()).pathname.startsWith('/api/')) {
          refused.push(
            `${res.status()} ${res.request().method()} ${new URL(res.url()).pathname} on ${new URL(p.url()).pathname}`,
          );
        }
      });
      return p;
    };
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
      pages.map(async (p, i) => {
        const quiet = quietPage(p);
        // The other pages load the app once, at the dashboard; then every entry is a move of the router.
        if (i > 0) await p.goto('/', { waitUntil: 'networkidle' });
        for (let route = routes.shift(); route !== undefined; route = routes.shift()) {
          // Full-screen pages (POS, kitchen, driver) have no menu to click: the router is told, as a link would.
          await p.evaluate((to) => {
            window.history.pushState(null, '', to);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }, route);
          await quiet();
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
