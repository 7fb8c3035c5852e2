import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { type BrowserHarness, startBrowserHarness } from './browser';

describe('the staff app is installable (issue 37)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('passes Chromium’s installability check: manifest with icons, standalone display, a service worker', async () => {
    // Chromium never offers to install from an off-the-record context (the harness's contexts are):
    // this one gets a profile on disk, as a device's browser has.
    const profile = mkdtempSync(path.join(tmpdir(), 'ros-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      baseURL: h.baseUrl,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    onTestFinished(async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    // main.tsx registers the worker on load; the check counts it once it is active.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.ok()).toBe(true);
    const icons = ((await manifest.json()) as { icons: { src: string; sizes: string; purpose: string }[] }).icons;
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of icons) {
      const res = await page.request.get(icon.src);
      expect(res.headers()['content-type']).toBe('image/png');
    }

    const cdp = await context.newCDPSession(page);
    const { url } = (await cdp.send('Page.getAppManifest')) as { url: string };
    expect(url).toBe(`${h.baseUrl}/manifest.webmanifest`);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  });
});
