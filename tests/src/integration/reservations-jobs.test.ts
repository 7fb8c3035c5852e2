import { reservationJobId, reservationJobs } from '@ros/api/modules/service/reservations/reservations.jobs';
import { jobOf } from '../fixtures/run-job';
import type { JobQueue } from '@ros/workers';
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
let rid: string;
let base: string;
let tableId: string;

/** The next quarter hour that is at least 15 minutes away. */
function soon() {
  const d = new Date(Date.now() + 15 * 60_000);
  d.setUTCSeconds(0, 0);
  d.setUTCMinutes(d.getUTCMinutes() + ((15 - (d.getUTCMinutes() % 15)) % 15));
  return d.toISOString();
}

beforeAll(async () => {
  // A database of its own: another file's app, starting, would run its clock's scan over these bookings too.
  app = await startTestApp({}, { ownDatabase: true });
  ({ owner, rid, base } = await setupPremiumRestaurant(app, { restaurant: { timeZone: 'UTC' } }));
  tableId = (await addSpaceWithTables(owner.api, base, 'Terrace', [{ name: 'T9', capacity: 4 }])).tableIds.T9;
});
afterAll(() => app?.close());

const db = () => app.deps.db;
/** The handler of one reservation job, run directly (as a retry or a replayed event would run it). */
const job = (name: string, queue = {} as JobQueue) => {
  const handler = jobOf(reservationJobs, name, { db: db(), log: app.deps.log, queue, linkBase: app.url });
  if (!handler) throw new Error(`no handler ${name}`);
  return handler as { handle(payload: unknown, ctx: { jobId: string; attempt: number }): Promise<void> };
};
/** A booking's reminders (its confirmation is another message). */
const messagesOf = (reservationId: string) =>
  db()
    .selectFrom('messages')
    .selectAll()
    .where('restaurant_id', '=', rid)
    .where('related_id', '=', reservationId)
    .where('kind', '=', 'reservation_reminder')
    .execute();
const eventsOf = (type: string) =>
  db().selectFrom('events').select(['payload']).where('restaurant_id', '=', rid).where('type', '=', type).execute();

describe('reservation jobs', () => {
  it('queues one reminder and shows the table reserved, even when the events replay', async () => {
    const booking = await ok(
      owner.api.post(`${base}/reservations`, {
        name: 'Ida',
        phone: '+15550100',
        partySize: 2,
        startsAt: soon(),
        tableIds: [tableId],
      }),
      201,
    );

    // The relay triggers reservation.schedule-jobs; inside the windows the jobs run at once.
    await expect.poll(async () => (await messagesOf(booking.id)).length, { timeout: 20_000 }).toBe(1);
    await expect
      .poll(async () => (await ok(owner.api.get(`${base}/tables/${tableId}`))).status, { timeout: 20_000 })
      .toBe('reserved');
    const [message] = await messagesOf(booking.id);
    expect(message).toMatchObject({ channel: 'sms', to: '+15550100', status: NOT_SENT, kind: 'reservation_reminder' });
    expect(message!.body).toContain('Ida');

    // Replay: the created event is handled again (a new queue that remembers nothing).
    const created = (
      await db()
        .selectFrom('events')
        .select('id')
        .where('restaurant_id', '=', rid)
        .where('type', '=', 'reservation.created')
        .executeTakeFirstOrThrow()
    ).id;
    const enqueued: { name: string; jobId: string; payload: unknown }[] = [];
    const queue = {
      enqueue: async (name: string, payload: unknown, o: { jobId: string }) =>
        void enqueued.push({ name, jobId: o.jobId, payload }),
    } as unknown as JobQueue;
    await job('reservation.schedule-jobs', queue).handle(
      { restaurantId: rid, eventId: created },
      { jobId: 'replay-1', attempt: 1 },
    );
    expect(enqueued.map((j) => j.jobId)).toEqual([
      reservationJobId('reservation.send-reminder', booking.id, 1),
      reservationJobId('reservation.mark-tables-reserved', booking.id, 1),
      reservationJobId('reservation.mark-no-show', booking.id, 1),
    ]);
    expect(enqueued.every((j) => !j.jobId.includes(':'))).toBe(true);
    const reminder = { restaurantId: rid, reservationId: booking.id, version: 1 };
    await job('reservation.send-reminder').handle(reminder, {
      jobId: reservationJobId('reservation.send-reminder', booking.id, 1),
      attempt: 2,
    });
    await job('reservation.send-reminder').handle(reminder, { jobId: 'another-id-for-the-same-reminder', attempt: 1 });
    expect(await messagesOf(booking.id)).toHaveLength(1);
    expect((await eventsOf('reservation.reminder_queued')).length).toBe(1);
  });

  it('marks a no-show once after the grace period and frees the reserved table', async () => {
    const booking = await ok(
      owner.api.post(`${base}/reservations`, {
        name: 'Jo',
        email: 'jo@example.com',
        partySize: 2,
        startsAt: soon(),
        durationMinutes: 60,
        tableIds: [tableId],
      }),
      409,
    );
    expect(booking.error.message).toMatch(/^Table T9 is already booked from/);
    const [first] = (await ok(owner.api.get(`${base}/reservations`))).data;
    // The booking's time has passed (moved back in the database rather than waiting for it).
    await db()
      .updateTable('reservations')
      .set({ starts_at: new Date(Date.now() - 40 * 60_000), ends_at: new Date(Date.now() + 20 * 60_000) })
      .where('id', '=', first.id)
      .execute();
    const payload = { restaurantId: rid, reservationId: first.id, version: 1 };
    await job('reservation.mark-no-show').handle(payload, {
      jobId: reservationJobId('reservation.mark-no-show', first.id, 1),
      attempt: 1,
    });
    await job('reservation.mark-no-show').handle(payload, {
      jobId: reservationJobId('reservation.mark-no-show', first.id, 1),
      attempt: 2,
    });
    expect((await ok(owner.api.get(`${base}/reservations/${first.id}`))).status).toBe('no_show');
    const noShows = (await eventsOf('reservation.status_changed')).filter(
      (e) => (e.payload as { reservation: { status: string } }).reservation.status === 'no_show',
    );
    expect(noShows).toHaveLength(1);
    expect((await ok(owner.api.get(`${base}/tables/${tableId}`))).status).toBe('free');
    // A no-show no longer holds the table.
    await ok(
      owner.api.post(`${base}/reservations`, { name: 'Jo', partySize: 2, startsAt: soon(), tableIds: [tableId] }),
      201,
    );
  });

  it("the clock's run enqueues again the jobs of waiting bookings that are due or overdue, as after a restart", async () => {
    const minutes = (n: number) => new Date(Date.now() + n * 60_000);
    const inThreeDays = new Date(Date.parse(soon()) + 3 * 86_400_000).toISOString();
    const book = async (name: string) =>
      (
        await ok(
          owner.api.post(`${base}/reservations`, { name, phone: '+15550111', partySize: 2, startsAt: inThreeDays }),
          201,
        )
      ).id as string;
    const [overdue, soonToCome, later] = [await book('Overdue'), await book('Soon'), await book('Later')];
    // Their times moved in the database: the jobs scheduled when they were booked are for days ahead.
    await db()
      .updateTable('reservations')
      .set({ starts_at: minutes(-30), ends_at: minutes(60) })
      .where('id', '=', overdue)
      .execute();
    await db()
      .updateTable('reservations')
      .set({ starts_at: minutes(65), ends_at: minutes(155) })
      .where('id', '=', soonToCome)
      .execute();

    // A queue that remembers nothing, as the embedded one after a restart.
    const enqueued: { name: string; jobId: string; delay?: number; payload: unknown }[] = [];
    const queue = {
      enqueue: async (name: string, payload: unknown, o: { jobId: string; delay?: number }) =>
        void enqueued.push({ name, payload, ...o }),
    } as unknown as JobQueue;
    await job('reservation.schedule-due', queue).handle({ windowStart: 0 }, { jobId: 'clock-run', attempt: 1 });
    const ours = enqueued.filter((j) =>
      [overdue, soonToCome, later].includes((j.payload as { reservationId: string }).reservationId),
    );
    const idOf = (name: string, id: string) => reservationJobId(name, id, 1);
    expect(ours.map((j) => j.jobId).sort()).toEqual(
      [
        // Overdue: the table flip and the no-show (its reminder is moot once it has begun).
        idOf('reservation.mark-tables-reserved', overdue),
        idOf('reservation.mark-no-show', overdue),
        // In 65 minutes: the reminder (due 55 minutes ago) and the table flip in 5 minutes.
        idOf('reservation.send-reminder', soonToCome),
        idOf('reservation.mark-tables-reserved', soonToCome),
      ].sort(),
    );
    expect(ours.find((j) => j.jobId === idOf('reservation.mark-no-show', overdue))!.delay).toBe(0);
    expect(ours.find((j) => j.jobId === idOf('reservation.mark-tables-reserved', soonToCome))!.delay).toBeGreaterThan(
      4 * 60_000,
    );

    // Run, they have their effect: the overdue booking is a no-show, the other gets its reminder.
    for (const j of ours.filter((x) => x.delay === 0))
      await job(j.name).handle(j.payload, { jobId: j.jobId, attempt: 1 });
    expect((await ok(owner.api.get(`${base}/reservations/${overdue}`))).status).toBe('no_show');
    expect(await messagesOf(soonToCome)).toHaveLength(1);
  });
});
