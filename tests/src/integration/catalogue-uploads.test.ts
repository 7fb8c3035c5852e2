import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteAndJoin, registerUser, type RegisteredUser } from '../factories';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
let owner: RegisteredUser;
let rid: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ owner, rid } = await setupRestaurant(app));
});
afterAll(() => app?.close());

async function upload(token: string, content: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), filename);
  const res = await fetch(`${app.url}/api/restaurants/${rid}/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

describe('image uploads', () => {
  it('stores a PNG as webp with a thumbnail, served under /uploads', async () => {
    const res = await upload(owner.accessToken, await png(900, 600), 'dish.png', 'image/png');
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(new RegExp(`^/uploads/${rid}/[0-9a-f-]{36}\\.webp$`));
    expect(res.body.thumbnailUrl).toMatch(/_thumb\.webp$/);
    const uploadDir = app.deps.config.uploadDir;
    const file = path.join(uploadDir, res.body.url.replace('/uploads/', ''));
    const thumb = path.join(uploadDir, res.body.thumbnailUrl.replace('/uploads/', ''));
    expect(existsSync(file)).toBe(true);
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 320 });

    const served = await fetch(app.url + res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${app.url}/uploads/${rid}/missing.webp`)).status).toBe(404);
    // Only the images written here are public: nothing else under the folder is served.
    writeFileSync(path.join(uploadDir, rid, 'page.html'), '<script>alert(1)</script>');
    expect((await fetch(`${app.url}/uploads/${rid}/page.html`)).status).toBe(404);
  });

  it('refuses files that are not JPEG, PNG or WebP by their content, whatever their name', async () => {
    const text = await upload(owner.accessToken, Buffer.from('hello, not an image'), 'photo.png', 'image/png');
    expect(text.status).toBe(400);
    expect(text.body.error).toMatchObject({
      code: 'invalid_input',
      message: 'Only JPEG, PNG or WebP images can be uploaded.',
    });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(owner.accessToken, gif, 'anim.jpg', 'image/jpeg')).status).toBe(400);
    const big = await upload(owner.accessToken, Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'huge.png', 'image/png');
    expect(big.status).toBe(400);
    expect(big.body.error.message).toBe('The image is larger than 5 MB.');
    const empty = await fetch(`${app.url}/api/restaurants/${rid}/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.accessToken}` },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
  });

  it('answers a form it cannot read (a NUL byte in the file name) with a 400 on the file field', async () => {
    const res = await upload(owner.accessToken, await png(20, 20), 'dish\u0000.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ file: 'Send one image in the "file" field.' });
  });

  it('needs an edit permission and membership', async () => {
    const waiter = await inviteAndJoin(app, owner.api, rid, 'waiter');
    expect((await upload(waiter.accessToken, await png(20, 20), 'a.png', 'image/png')).status).toBe(403);
    const stranger = await registerUser(app.api);
    expect((await upload(stranger.accessToken, await png(20, 20), 'a.png', 'image/png')).status).toBe(404);
  });
});
