import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';
import { liveClients, visibleEvents as visible } from './client';

let app: TestApp;
const clients = liveClients(() => app.url);

// The events under test come from the workers' jobs: on the run's shared database another file's
// relay could run the job first and publish them on its own bus (see own-database.ts).
beforeAll(async () => {
  app = await startTestApp({}, { ownDatabase: true });
});
afterAll(async () => {
  clients.stopAll();
  await app?.close();
});

const live = (token: string, restaurantId: string) => clients.start(token, restaurantId);

describe('export progress, live', () => {
  it('reaches the member who asked for the export, and only them (the owner too sees it hidden)', async () => {
    const {
      owner,
      rid,
      base,
      staff: [manager],
    } = await setupRestaurant(app, { staff: ['manager'] });
    const mine = await live(manager.accessToken, rid);
    const theirs = await live(owner.accessToken, rid);
    const today = new Date().toISOString().slice(0, 10);
    const requested = await ok(
      manager.api.post(`${base}/exports`, { kind: 'bills', format: 'csv', from: today, to: today }),
      201,
    );
    await expect
      .poll(
        () =>
          visible(mine)
            .filter((e) => e.type === 'export.progress')
            .map((e) => (e.payload as { progress: number }).progress)
            .at(-1),
        { timeout: 20_000 },
      )
      .toBe(100);
    const progress = visible(mine).filter((e) => e.type === 'export.progress');
    expect(progress.every((e) => (e.payload as { exportId: string }).exportId === requested.id)).toBe(true);
    expect((progress.at(-1)!.payload as { status: string }).status).toBe('done');
    await expect.poll(() => theirs.lastSeq).toBe(mine.lastSeq);
    expect(visible(theirs).some((e) => e.type.startsWith('export.'))).toBe(false);
    expect(theirs.gaps).toBe(0);
  });
});
