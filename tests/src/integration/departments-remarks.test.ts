import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('department remarks and cover photo', () => {
  it('saves, lists, clears them, and refuses remarks that are too long without changing anything', async () => {
    const { owner, base, restaurant } = await setupRestaurant(app);
    const cover = `/uploads/${restaurant.id}/${crypto.randomUUID()}.webp`;
    const dept = await ok(
      owner.api.post(`${base}/departments`, {
        name: 'Kitchen',
        remarks: 'Aprons on before the pass.',
        coverImageUrl: cover,
      }),
      201,
    );
    expect(dept).toMatchObject({ remarks: 'Aprons on before the pass.', coverImageUrl: cover });

    // A cover is this restaurant's own upload: another restaurant's file or an outside address is refused.
    for (const elsewhere of [
      `/uploads/${crypto.randomUUID()}/${crypto.randomUUID()}.webp`,
      'https://example.com/x.png',
    ]) {
      const refused = await owner.api.patch(`${base}/departments/${dept.id}`, { coverImageUrl: elsewhere });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({ coverImageUrl: 'Upload the picture first.' });
    }

    const tooLong = await owner.api.patch(`${base}/departments/${dept.id}`, { remarks: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('remarks');

    await ok(owner.api.patch(`${base}/departments/${dept.id}`, { remarks: '', coverImageUrl: null }));
    const listed = (await ok(owner.api.get(`${base}/departments`))).data.find((d: { id: string }) => d.id === dept.id);
    expect(listed).toMatchObject({ name: 'Kitchen', remarks: null, coverImageUrl: null });
  });
});
