import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from '../factories';
import { addSpaceWithTables } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupPremiumRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

/** Queued, or already kept in the app by the workers (the tests configure no SMS provider). */
const NOT_SENT = expect.stringMatching(/^(queued|kept)$/);

let app: TestApp;
let owner: RegisteredUser;
let base: string;
let tableId: string;

const day = (hh: number, mm = 0) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 2);
  d.setUTCHours(hh, mm, 0, 0);
  return d.toISOString();
};

beforeAll(async () => {
  app = await startTestApp();
  ({ owner, base } = await setupPremiumRestaurant(app, { restaurant: { timeZone: 'UTC' } }));
  tableId = (await addSpaceWithTables(owner.api, base, 'Hall', [{ name: 'T1', capacity: 4 }])).tableIds.T1;
});
afterAll(() => app?.close());

describe('calendar and waitlist', () => {
  it('adds, updates and removes calendar events; reservations appear and move with the overlap check', async () => {
    const added = await ok(
      owner.api.post(`${base}/calendar/events`, {
        event: {
          title: 'Wine night',
          start: day(18),
          end: day(22),
          allDay: false,
          extendedProps: { calendar: 'Events' },
        },
      }),
      201,
    );
    expect(added.id).toMatch(/^[0-9a-f-]{36}$/);
    const a = await ok(
      owner.api.post(`${base}/reservations`, {
        name: 'Kim',
        partySize: 2,
        startsAt: day(19),
        durationMinutes: 60,
        tableIds: [tableId],
      }),
      201,
    );
    const b = await ok(
      owner.api.post(`${base}/reservations`, {
        name: 'Lee',
        partySize: 2,
        startsAt: day(12),
        durationMinutes: 60,
        tableIds: [tableId],
      }),
      201,
    );

    const range = `start=${encodeURIComponent(day(0))}&end=${encodeURIComponent(day(23, 59))}`;
    const all = await ok(owner.api.get(`${base}/calendar/events?calendars=Reservations,Events&${range}`));
    expect(all.data.map((e: { title: string }) => e.title)).toEqual(['Lee (2) · T1', 'Wine night', 'Kim (2) · T1']);
    const onlyEvents = await ok(owner.api.get(`${base}/calendar/events?calendars=Events&${range}`));
    expect(onlyEvents.data.map((e: { id: string }) => e.id)).toEqual([added.id]);

    const drag = await owner.api.post(`${base}/calendar/events/update`, {
      event: { id: b.id, start: day(19, 30), end: day(20, 30), extendedProps: { calendar: 'Reservations' } },
    });
    expect(drag.status).toBe(409);
    expect(drag.body.error.message).toBe('Table T1 is already booked from 19:00 to 20:00');
    await ok(
      owner.api.post(`${base}/calendar/events/update`, { event: { id: b.id, start: day(20), end: day(21, 30) } }),
    );
    expect(await ok(owner.api.get(`${base}/reservations/${b.id}`))).toMatchObject({
      startsAt: day(20),
      durationMinutes: 90,
    });

    const renamed = await ok(
      owner.api.post(`${base}/calendar/events/update`, { event: { id: added.id, title: 'Jazz night' } }),
    );
    expect(renamed.title).toBe('Jazz night');
    expect((await owner.api.delete(`${base}/calendar/events/${added.id}`)).status).toBe(204);
    expect((await ok(owner.api.get(`${base}/calendar/events?calendars=Events&${range}`))).data).toEqual([]);
    expect(a.id).toBeTruthy();
  });

  it('queues a "table ready" message when a waiting party is notified', async () => {
    const entry = await ok(
      owner.api.post(`${base}/waitlist`, { name: 'Max', phone: '+15550199', partySize: 3, quotedWaitMinutes: 20 }),
      201,
    );
    expect(entry).toMatchObject({ status: 'waiting', quotedWaitMinutes: 20 });
    const notified = await ok(owner.api.post(`${base}/waitlist/${entry.id}/status`, { status: 'notified' }));
    expect(notified.status).toBe('notified');
    const message = await app.deps.db
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', notified.messageId)
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({ channel: 'sms', to: '+15550199', status: NOT_SENT, kind: 'waitlist_table_ready' });
    await ok(owner.api.post(`${base}/waitlist/${entry.id}/status`, { status: 'seated', tableId }));
    expect((await ok(owner.api.get(`${base}/waitlist`))).data).toEqual([]);
  });
});
