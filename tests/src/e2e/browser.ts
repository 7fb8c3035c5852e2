import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../harness';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const WEB_DIST = path.join(repoRoot, 'web/dist');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The app (API serving the built web client) and the worker's Chromium, shared by the tests of a file. */
export interface BrowserHarness {
  app: TestApp;
  /** The worker's Chromium: a context opened on it directly is closed with the harness. */
  browser: Browser;
  baseUrl: string;
  /**
   * A fresh browser context (its own storage: one signed-in person) with one page, closed when the
   * test that opened it ends (a page left open keeps its socket, timers and renderer busy for the
   * rest of the file). The app's service worker is blocked unless `serviceWorkers: 'allow'`: in a
   * fresh context it installs and then passes every request through its cache, work that only the
   * offline POS needs.
   */
  newPage(options?: {
    serviceWorkers?: 'allow' | 'block';
    viewport?: { width: number; height: number };
    hasTouch?: boolean;
  }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** Chromium's flags: no sandbox (root in CI), no GPU, none of its background traffic. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The worker's Chromium. A worker keeps its modules from one file to the next (`isolate: false`), so
 * the browser launched for its first browser file serves the next ones too: each file (each test)
 * still gets fresh contexts, which share no storage, cookies or service workers, and a file's
 * harness closes every context it left open. A browser that died (or was closed) is launched
 * again; Playwright kills it when the worker exits.
 */
let workerBrowser: Promise<Browser> | null = null;

async function chromiumOfWorker(): Promise<Browser> {
  const running = await workerBrowser?.catch(() => null);
  if (running?.isConnected()) return running;
  workerBrowser = chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return workerBrowser;
}

/**
 * Starts the app in-process on the file's database (file-database.ts gives every file one of its own,
 * so its relay publishes every event its screens wait for, job-appended ones included) and opens
 * the worker's Chromium.
 */
export async function startBrowserHarness(env: Record<string, string | undefined> = {}): Promise<BrowserHarness> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`web/dist is missing: run "npm run build:web" first (npm test does it).`);
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it (apt-get update && apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  const app = await startTestApp({ WEB_DIST, ...env });
  const browser = await chromiumOfWorker().catch(async (err: unknown) => {
    await app.close();
    throw err;
  });
  return {
    app,
    browser,
    baseUrl: app.url,
    async newPage({ serviceWorkers = 'block', viewport = { width: 1280, height: 800 }, hasTouch = false } = {}) {
      const context = await browser.newContext({ baseURL: app.url, viewport, hasTouch, serviceWorkers });
      context.setDefaultTimeout(10_000);
      onTestFinished(() => context.close());
      return { context, page: await context.newPage() };
    },
    async close() {
      // Every context of the file, those it opened on `browser` itself included; the browser stays.
      await Promise.allSettled(browser.contexts().map((c) => c.close()));
      await app.close();
    },
  };
}

/**
 * Signs in as the login page does with "Remember me" (the session the API returns, kept in the
 * origin's localStorage) and opens `to` (default: the dashboard, waiting for the app shell). One
 * page load instead of two: the login form itself is exercised by `signInWithForm`.
 */
export async function signIn(page: Page, email: string, password: string, to?: string): Promise<void> {
  const res = await page.request.post('/jwt/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`sign-in of ${email}: ${res.status()} ${await res.text()}`);
  const session = (await res.json()) as Record<string, unknown>;
  // Any document of the origin gives access to its storage; /health is the lightest.
  await page.goto('/health');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.accessToken as string);
    localStorage.setItem('refreshToken', s.refreshToken as string);
    for (const key of ['userData', 'workPlaces', 'ability']) localStorage.setItem(key, JSON.stringify(s[key]));
  }, session);
  await page.goto(to ?? '/');
  if (!to) await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
}

/**
 * Signs in through the login page and waits for the app shell; with `to`, opens that page first, is
 * sent to the login page, and comes back to it once signed in.
 */
export async function signInWithForm(page: Page, email: string, password: string, to?: string): Promise<void> {
  await page.goto(to ?? '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (to) await page.waitForURL((url) => url.pathname + url.search === to);
  else await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
}
