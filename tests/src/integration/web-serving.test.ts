import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';

// A built web client of its own (what `npm run build:web` writes), so the test does not need the real build.
const dist = mkdtempSync(path.join(tmpdir(), 'ros-web-dist-'));
let app: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>staff app</title>');
  writeFileSync(path.join(dist, 'guest.html'), '<!doctype html><title>guest page</title>');
  writeFileSync(path.join(dist, 'assets', 'main-AbC123.js'), 'console.log(1)');
  app = await startTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => fetch(app.url + url);

describe('the web client as the api serves it', () => {
  it('serves a hashed asset as immutable for a year, and a missing one as 404 rather than the app page', async () => {
    const asset = await get('/assets/main-AbC123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log(1)');

    const missing = await get('/assets/main-Old999.js');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: 'File not found' } });
  });

  it("answers the staff app's routes with index.html and the guests' with guest.html", async () => {
    const staff = await get('/apps/pos');
    expect(staff.status).toBe(200);
    expect(staff.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await staff.text()).toContain('staff app');
    for (const url of ['/menu/some-restaurant', '/order/x', '/track/x', '/pay/x']) {
      expect(await (await get(url)).text()).toContain('guest page');
    }
  });
});
