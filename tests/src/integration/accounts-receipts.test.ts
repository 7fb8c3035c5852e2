import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteAndJoin, type RegisteredUser } from '../factories';
import { ok } from '../fixtures/http';
import { htmlPretendingToBePdf, onePagePdf } from '../fixtures/pdf';
import { setupPremiumRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

// Hardening II (issue 33): an expense's receipt is private. PDFs and photos are parsed, never stored
// as sent; the file is read through the API by members who may read expenses, as a sandboxed
// download; an expense links only to a receipt uploaded to its restaurant.
let app: TestApp;
let owner: RegisteredUser;
let rid: string;
let base: string;
let categoryId: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ owner, rid, base } = await setupPremiumRestaurant(app));
  categoryId = (await ok(owner.api.get(`${base}/expense-categories`))).data[0].id;
});
afterAll(() => app?.close());

async function attach(token: string, content: Buffer, filename: string, type: string, at = base) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), filename);
  const res = await fetch(`${app.url}${at}/uploads/receipts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}
const download = (url: string, token?: string) =>
  fetch(app.url + url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const receiptFiles = () => {
  const dir = path.join(app.deps.config.uploadDir, 'private', rid);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('receipts', () => {
  it('refuses HTML behind a %PDF- header and a PDF that runs JavaScript when opened, storing nothing', async () => {
    const before = receiptFiles();
    for (const content of [htmlPretendingToBePdf(), onePagePdf({ openAction: true })]) {
      const res = await attach(owner.accessToken, content, 'receipt.pdf', 'application/pdf');
      expect(res.status).toBe(400);
      expect(res.body.error.fields.file).toMatch(/^This PDF cannot be attached/);
    }
    expect(receiptFiles()).toEqual(before);
  });

  it('keeps a receipt private: a manager downloads it through the API with safe headers; anonymous clients and another restaurant get nothing', async () => {
    const res = await attach(owner.accessToken, onePagePdf(), 'receipt.pdf', 'application/pdf');
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(new RegExp(`^/api/restaurants/${rid}/uploads/receipts/[0-9a-f-]{36}\\.pdf$`));
    const file = res.body.url.split('/').pop();

    const manager = await inviteAndJoin(app, owner.api, rid, 'manager');
    const served = await download(res.body.url, manager.accessToken);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${file}"`);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Not a static file, under any name; not without a sign-in; not to a role without expenses; not to another restaurant.
    for (const url of [
      `/uploads/${rid}/${file}`,
      `/uploads/private/${rid}/${file}`,
      `/uploads/private%2F${rid}%2F${file}`,
    ])
      expect((await download(url)).status).toBe(404);
    expect((await download(res.body.url)).status).toBe(401);
    const cashier = await inviteAndJoin(app, owner.api, rid, 'cashier');
    expect((await download(res.body.url, cashier.accessToken)).status).toBe(403);
    const other = await setupPremiumRestaurant(app);
    expect((await download(res.body.url, other.owner.accessToken)).status).toBe(404);
    expect(
      (await download(`/api/restaurants/${other.rid}/uploads/receipts/${file}`, other.owner.accessToken)).status,
    ).toBe(404);
    expect((await download(`${base}/uploads/receipts/..%2F..%2Fjwt-secret`, owner.accessToken)).status).toBe(404);
  });

  it('stores a photo decoded and written again as WebP', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ccc' } })
      .jpeg()
      .toBuffer();
    const res = await attach(owner.accessToken, jpeg, 'receipt.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/\.webp$/);
    const served = await download(res.body.url, owner.accessToken);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 300,
    });
  });

  it('links an expense only to a receipt uploaded to its restaurant: a javascript: or outside URL is refused, writing nothing', async () => {
    const expense = { spentOn: '2026-11-02', categoryId, payee: 'Plumber', amount: 4500, method: 'cash' };
    const before = (await ok(owner.api.get(`${base}/expenses`))).total;
    const other = await setupPremiumRestaurant(app);
    const foreign = await attach(other.owner.accessToken, onePagePdf(), 'r.pdf', 'application/pdf', other.base);
    expect(foreign.status).toBe(201);
    for (const receiptUrl of [
      'javascript:alert(document.cookie)',
      'https://evil.example/r.pdf',
      `/uploads/${rid}/x.pdf`,
      foreign.body.url,
    ]) {
      const res = await owner.api.post(`${base}/expenses`, { ...expense, receiptUrl });
      expect(res.status, receiptUrl).toBe(400);
      expect(res.body.error.fields).toEqual({
        receiptUrl: 'Attach the receipt with "Attach receipt": only a file uploaded here can be linked.',
      });
    }
    expect((await ok(owner.api.get(`${base}/expenses`))).total).toBe(before);
    const mine = await attach(owner.accessToken, onePagePdf(), 'r.pdf', 'application/pdf');
    const saved = await ok(owner.api.post(`${base}/expenses`, { ...expense, receiptUrl: mine.body.url }), 201);
    expect(saved.receiptUrl).toBe(mine.body.url);
    const edited = await owner.api.put(`${base}/expenses/${saved.id}`, {
      ...expense,
      amount: 5000,
      receiptUrl: 'javascript:alert(1)',
    });
    expect(edited.status).toBe(400);
  });
});
