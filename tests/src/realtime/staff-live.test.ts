import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../fixtures/http';
import { signedInTerminal } from '../fixtures/terminal';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';
import { liveClients, visibleEvents as visible } from './client';

let app: TestApp;
const clients = liveClients(() => app.url);

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  clients.stopAll();
  await app?.close();
});

describe('staff, live', () => {
  it("a clock-in reaches the manager's screen; published shifts reach their member only", async () => {
    const {
      rid,
      base,
      staff: [manager, anna, ben],
    } = await setupRestaurant(app, { restaurant: { timeZone: 'UTC' }, staff: ['manager', 'waiter', 'waiter'] });
    await ok(manager.api.put(`${base}/members/${anna.member.id}/pin`, { pin: '5151' }));
    const office = await clients.start(manager.accessToken, rid);
    const annaScreen = await clients.start(anna.accessToken, rid);
    const benScreen = await clients.start(ben.accessToken, rid);

    const { headers } = await signedInTerminal(manager.api, base);
    await ok(ben.api.post(`${base}/time-punches/clock-in`, { pin: '5151' }, headers), 201);
    await expect
      .poll(() => visible(office).find((e) => e.type === 'time_punch.clocked_in')?.payload, { timeout: 20_000 })
      .toMatchObject({ punch: { memberId: anna.member.id } });

    // A draft is the manager's business; publishing tells Anna, and Ben learns nothing of her shift.
    await ok(
      manager.api.post(`${base}/shifts`, {
        memberId: anna.member.id,
        startsAt: '2027-04-05T09:00:00Z',
        endsAt: '2027-04-05T17:00:00Z',
      }),
      201,
    );
    await expect.poll(() => visible(office).some((e) => e.type === 'shift.changed'), { timeout: 20_000 }).toBe(true);
    expect(visible(annaScreen).some((e) => e.type === 'shift.changed')).toBe(false);
    await ok(manager.api.post(`${base}/shifts/publish`, { from: '2027-04-05', to: '2027-04-11' }));
    await expect
      .poll(() => visible(annaScreen).find((e) => e.type === 'shift.published')?.payload, { timeout: 20_000 })
      .toMatchObject({ count: 1 });
    await expect.poll(() => benScreen.applied.length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(visible(benScreen).some((e) => e.type.startsWith('shift.'))).toBe(false);
    for (const c of [office, annaScreen, benScreen]) expect(c.gaps).toBe(0);
  }, 60_000);
});
