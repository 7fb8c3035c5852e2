import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startEnv } from '../lib/env';
import { openLoop } from '../lib/load';
import { now, sleep, summarize, waitUntil, type LatencySummary } from '../lib/stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DIST = path.join(root, 'web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** gzip bytes of one route: its chunk and the chunks it imports statically, beyond the initial ones. */
export interface RouteSize {
  route: string;
  jsGzip: number;
  cssGzip: number;
}

export interface WebResult {
  options: { tickets: number; built: boolean };
  initial: { jsGzip: number; cssGzip: number; files: string[] };
  routes: RouteSize[];
  totalJsGzip: number;
  posFirstLoad: { interactiveMs: number; domContentLoadedMs: number; loadMs: number; jsTransferred: number };
  /** The guests' page (guest.html): its JS/CSS, and a phone's first load of a table's menu with its CPU slowed 4×. */
  guest: { jsGzip: number; cssGzip: number; firstLoadMs: number; domContentLoadedMs: number };
  kds: {
    update: LatencySummary;
    frame: LatencySummary;
    last50: LatencySummary;
    ticketsShown: number;
    ordersOk: number;
  };
}

const gz = (file: string) => gzipSync(readFileSync(file)).length;

/** Sizes from web/dist: the entry and its modulepreloads (initial), then each `*Page` chunk with its own static imports. */
export function buildSizes(entry = 'index.html'): Pick<WebResult, 'initial' | 'routes' | 'totalJsGzip'> {
  const assets = path.join(DIST, 'assets');
  const html = readFileSync(path.join(DIST, entry), 'utf8');
  const initialFiles = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]!);
  const importsOf = (file: string): string[] =>
    [...readFileSync(path.join(assets, file), 'utf8').matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map(
      (m) => m[1]!,
    );
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const stack = [...start];
    while (stack.length) {
      const f = stack.pop()!;
      if (seen.has(f) || !f.endsWith('.js')) continue;
      seen.add(f);
      stack.push(...importsOf(f));
    }
    return seen;
  };
  const initialJs = closure(initialFiles.filter((f) => f.endsWith('.js')));
  const initialCss = initialFiles.filter((f) => f.endsWith('.css'));
  const all = readdirSync(assets);
  const routes = all
    .filter((f) => /Page-[\w-]+\.js$/.test(f))
    .map((f) => {
      const own = [...closure([f])].filter((x) => !initialJs.has(x));
      const stem = f.replace(/-[\w-]+\.js$/, '');
      const css = all.filter(
        (c) => c.endsWith('.css') && own.some((j) => j.replace(/-[\w-]+\.js$/, '') === c.replace(/-[\w-]+\.css$/, '')),
      );
      return {
        route: stem,
        jsGzip: own.reduce((n, x) => n + gz(path.join(assets, x)), 0),
        cssGzip: css.reduce((n, x) => n + gz(path.join(assets, x)), 0),
      };
    })
    .sort((a, b) => b.jsGzip - a.jsGzip);
  return {
    initial: {
      jsGzip: [...initialJs].reduce((n, f) => n + gz(path.join(assets, f)), 0),
      cssGzip: initialCss.reduce((n, f) => n + gz(path.join(assets, f)), 0),
      files: [...initialJs, ...initialCss],
    },
    routes,
    totalJsGzip: all.filter((f) => f.endsWith('.js')).reduce((n, f) => n + gz(path.join(assets, f)), 0),
  };
}

// Runs in the page before any script: timestamps each socket frame carrying a new ticket (FIFO),
// and when ticket cards are added to the DOM (React committed), takes one sample per card: frame →
// DOM, and frame → the next animation frame.
const PROBE = `(() => {
  const w = window; w.__upd = []; w.__frame = []; const queue = [];
  const Orig = w.WebSocket;
  w.WebSocket = class extends Orig { constructor(...a) { super(...a); this.addEventListener('message', (e) => {
    if (typeof e.data === 'string' && e.data.includes('"ticket.created"')) queue.push(performance.now()); }); } };
  new MutationObserver((list) => {
    let added = 0;
    for (const m of list) for (const n of m.addedNodes) {
      if (n.nodeType !== 1) continue;
      if (n.classList.contains('kds-ticket')) added++; else added += n.querySelectorAll('.kds-ticket').length;
    }
    const now = performance.now();
    for (let i = 0; i < added && queue.length; i++) {
      const t0 = queue.shift(); w.__upd.push(now - t0);
      requestAnimationFrame(() => setTimeout(() => w.__frame.push(performance.now() - t0), 0));
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

/** S6: build sizes, POS first load to interactive, KDS update time with `tickets` live tickets. */
export async function runWeb(options: { tickets: number; build: boolean }): Promise<WebResult> {
  if (options.build || !existsSync(path.join(DIST, 'index.html'))) {
    execFileSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'ignore', timeout: 300_000 });
  }
  const sizes = buildSizes();
  const env = await startEnv({ gateways: 1, webGateway: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const email = `bench${Date.now()}@test.restaurant-os.app`;
    const password = 'Secret123!';
    const reg = await env.api.post('/jwt/register', { email, password, username: `bench${Date.now()}` });
    if (reg.status !== 201) throw new Error(`register ${reg.status}`);
    const token = reg.body.accessToken as string;
    const rest = await env.api.post('/api/restaurants', { name: 'Bench Bistro' }, token);
    const base = `/api/restaurants/${rest.body.id}`;
    const station = await env.api.post(`${base}/stations`, { name: 'Grill' }, token);
    const dish = await env.api.post(
      `${base}/dishes`,
      { name: 'Steak', price: 2000, stationId: station.body.id },
      token,
    );

    // Sign in once through the login page; later contexts start from its storage (cold cache).
    const login = await browser.newContext({ baseURL: env.apiUrl, viewport: { width: 1440, height: 900 } });
    const lp = await login.newPage();
    await lp.goto('/login');
    await lp.getByLabel('Email').fill(email);
    await lp.getByLabel('Password', { exact: true }).fill(password);
    await lp.getByRole('button', { name: 'Sign in', exact: true }).click();
    await lp.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: 60_000 });
    const storageState = await login.storageState();
    await login.close();

    const pos = await browser.newContext({ baseURL: env.apiUrl, viewport: { width: 1440, height: 900 }, storageState });
    const page = await pos.newPage();
    let jsTransferred = 0;
    page.on('response', (r) => {
      if (r.url().endsWith('.js'))
        void r.body().then(
          (b) => (jsTransferred += b.length),
          () => {},
        );
    });
    const t0 = now();
    await page.goto('/apps/pos');
    await page.getByTestId('add-order').waitFor({ timeout: 60_000 });
    const interactiveMs = now() - t0;
    const nav = (await page.evaluate('JSON.stringify(performance.getEntriesByType("navigation")[0])')) as string;
    const timing = JSON.parse(nav) as { domContentLoadedEventEnd: number; loadEventEnd: number };
    await pos.close();

    // A guest's phone opens a table's QR link: slow CPU (4×), cold cache, until the menu can be ordered from.
    const menu = await env.api.post(`${base}/menus`, { name: 'Dinner', isActive: true }, token);
    const mains = await env.api.post(`${base}/categories`, { menuId: menu.body.id, name: 'Mains' }, token);
    for (let n = 1; n <= 40; n += 1)
      await env.api.post(
        `${base}/dishes`,
        { name: `Dish ${n}`, price: 900 + n * 10, categoryIds: [mains.body.id] },
        token,
      );
    const space = await env.api.post(`${base}/spaces`, { name: 'Hall' }, token);
    const table = await env.api.post(`${base}/tables`, { spaceId: space.body.id, name: 'T1', capacity: 4 }, token);
    const phone = await browser.newContext({
      baseURL: env.apiUrl,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const guestPage = await phone.newPage();
    await (await phone.newCDPSession(guestPage)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const g0 = now();
    await guestPage.goto(`/menu/${rest.body.id}/${table.body.qrToken}`);
    await guestPage.getByRole('button', { name: 'Add Dish 40', exact: true }).waitFor({ timeout: 60_000 });
    const guestMs = now() - g0;
    const guestNav = JSON.parse(
      (await guestPage.evaluate('JSON.stringify(performance.getEntriesByType("navigation")[0])')) as string,
    ) as { domContentLoadedEventEnd: number };
    await phone.close();
    const guestSizes = buildSizes('guest.html').initial;

    const kdsCtx = await browser.newContext({
      baseURL: env.apiUrl,
      viewport: { width: 1920, height: 1080 },
      storageState,
    });
    await kdsCtx.addInitScript(PROBE);
    const kds = await kdsCtx.newPage();
    await kds.goto('/kds');
    await kds.getByTestId('kds').waitFor({ timeout: 60_000 });
    await sleep(1000);
    const orders = await openLoop({
      rate: 20,
      count: options.tickets,
      maxMs: (options.tickets / 20) * 1000 + 30_000,
      maxInFlight: 50,
      send: async () =>
        (
          await env.api.post(
            `${base}/orders`,
            { type: 'takeaway', customerName: 'bench', items: [{ dishId: dish.body.id, quantity: 1 }], send: true },
            token,
          )
        ).status === 201,
    });
    const count = async () => Number(/\d+/.exec((await kds.locator('.kds-count').textContent()) ?? '')?.[0] ?? 0);
    await waitUntil(async () => (await count()) >= options.tickets, 20_000, 200);
    await sleep(500);
    const upd = (await kds.evaluate('window.__upd')) as number[];
    const frame = (await kds.evaluate('window.__frame')) as number[];
    const ticketsShown = await count();
    await kdsCtx.close();
    return {
      options: { tickets: options.tickets, built: options.build },
      ...sizes,
      posFirstLoad: {
        interactiveMs: Math.round(interactiveMs),
        domContentLoadedMs: Math.round(timing.domContentLoadedEventEnd),
        loadMs: Math.round(timing.loadEventEnd),
        jsTransferred,
      },
      guest: {
        jsGzip: guestSizes.jsGzip,
        cssGzip: guestSizes.cssGzip,
        firstLoadMs: Math.round(guestMs),
        domContentLoadedMs: Math.round(guestNav.domContentLoadedEventEnd),
      },
      kds: {
        update: summarize(upd),
        frame: summarize(frame),
        last50: summarize(upd.slice(-50)),
        ticketsShown,
        ordersOk: orders.ok,
      },
    };
  } finally {
    await browser.close();
    await env.close();
  }
}
