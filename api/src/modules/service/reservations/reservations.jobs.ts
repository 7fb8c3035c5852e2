import { sql } from 'kysely';
import { z } from 'zod';
import { defineJob, ZWindowJobPayload, type JobName, type JobScheduler } from '@ros/shared-events';
import { runAsSystem, type SystemDeps } from '../../../kernel/system';
import { queueConfirmation, queueReminder } from './guest-messages';
import { rulesFrom, type ReservationRules } from './reservation-rules';
import { waitingBookingsAround } from './reservations.repo';
import { markTablesReserved, reservationForJob, setReservationStatus } from './reservations.service';

const MINUTE = 60_000;
/** How far ahead the clock's run schedules the jobs that come due (its period, 5 minutes, and a margin). */
const SCHEDULE_AHEAD_MS = 10 * MINUTE;
const isWaiting = (status: string) => status === 'booked' || status === 'confirmed';

/** A job scheduled for one version of a reservation; a later version makes it a no-op. */
const ZReservationJobPayload = z.object({
  restaurantId: z.string().uuid(),
  reservationId: z.string().uuid(),
  version: z.number().int().min(1),
});

/** Deterministic id of a job scheduled for one version of a reservation. */
export const reservationJobId = (name: JobName, reservationId: string, version: number): string =>
  `${name}-${reservationId}-v${version}`;

/** What the reservation jobs use: a system command's deps, the queue, and where guests' message links point. */
type Deps = SystemDeps & { queue: JobScheduler; linkBase: string };

/** When each job of a booking is due, by the restaurant's rules (ms since the epoch). */
function jobMoments(startsAt: number, rules: ReservationRules): [JobName, number][] {
  return [
    ['reservation.send-reminder', startsAt - rules.reminderMinutesBefore * MINUTE],
    ['reservation.mark-tables-reserved', startsAt - rules.reservedWindowMinutes * MINUTE],
    ['reservation.mark-no-show', startsAt + rules.graceMinutes * MINUTE],
  ];
}

/**
 * Reservation jobs. `reservation.schedule-jobs` runs for each created/updated reservation event and
 * enqueues three delayed jobs whose ids are derived from the reservation id and version (so a
 * replayed event schedules nothing new). `reservation.schedule-due`, on the workers' clock, enqueues
 * again those of every waiting booking that come due soon or are overdue, under the same ids: what
 * a Redis without persistence lost (or the embedded queue before it kept its jobs) still runs.
 * Each delayed job re-reads the reservation and acts only when its moment has come and the status
 * still calls for it, through the module's own rules and services; the reminder also writes its
 * message with a dedupe key, so every job has its effect once even when run again.
 */
const enqueue = (
  deps: Deps,
  name: JobName,
  restaurantId: string,
  reservationId: string,
  version: number,
  when: number,
) =>
  deps.queue.enqueue(
    name,
    { restaurantId, reservationId, version },
    { jobId: reservationJobId(name, reservationId, version), delay: Math.max(0, when - Date.now()) },
  );

export const scheduleJobs = defineJob({
  name: 'reservation.schedule-jobs',
  on: { 'reservation.created': {}, 'reservation.updated': {} },
  async handle(e, deps: Deps) {
    const { restaurantId } = e;
    const found = await runAsSystem(deps, restaurantId, (ctx) => reservationForJob(ctx, e.payload.reservation.id));
    if (!found || !isWaiting(found.reservation.status)) return;
    const { reservation: r, rules } = found;
    for (const [name, when] of jobMoments(Date.parse(r.startsAt), rules))
      await enqueue(deps, name, restaurantId, r.id, r.version, when);
  },
});

/** A change the guest should hear about: a new booking, or one moved to another time or party size. */
const CONFIRMED_CHANGES = ['startsAt', 'durationMinutes', 'partySize'];

/**
 * The confirmation to the guest of a new or moved booking (email with the `.ics`, else SMS), once
 * per version of the booking whatever the job's retries.
 */
export const sendConfirmation = defineJob({
  name: 'reservation.send-confirmation',
  on: { 'reservation.created': {}, 'reservation.updated': {} },
  async handle(e, deps: Deps) {
    if (e.type === 'reservation.updated' && !e.payload.changes.some((c) => CONFIRMED_CHANGES.includes(c))) return;
    await runAsSystem(deps, e.restaurantId, async (ctx) => {
      const found = await reservationForJob(ctx, e.payload.reservation.id);
      if (!found || !isWaiting(found.reservation.status) || Date.parse(found.reservation.startsAt) <= Date.now())
        return;
      await queueConfirmation(ctx, deps.linkBase, found.reservation);
    });
  },
});

/** Also what brings back, at start, the delayed reservation jobs a restart lost. */
export const scheduleDue = defineJob({
  name: 'reservation.schedule-due',
  payload: ZWindowJobPayload,
  clock: { everyMs: 5 * 60_000 },
  async handle(_window, deps: Deps) {
    const now = Date.now();
    for (const r of await waitingBookingsAround(deps.db)) {
      const startsAt = new Date(r.starts_at).getTime();
      for (const [name, when] of jobMoments(startsAt, rulesFrom(r.settings))) {
        if (when > now + SCHEDULE_AHEAD_MS) continue;
        // A reminder sent, or one whose booking has begun, has nothing left to do.
        if (name === 'reservation.send-reminder' && (r.reminded_at !== null || startsAt <= now)) continue;
        await enqueue(deps, name, r.restaurant_id, r.id, r.version, when);
      }
    }
  },
});

export const sendReminder = defineJob({
  name: 'reservation.send-reminder',
  payload: ZReservationJobPayload,
  async handle({ restaurantId, reservationId }, deps: Deps) {
    await runAsSystem(deps, restaurantId, async (ctx) => {
      const found = await reservationForJob(ctx, reservationId);
      if (!found) return;
      const { reservation: r, rules } = found;
      const start = Date.parse(r.startsAt);
      if (!isWaiting(r.status) || start <= Date.now()) return;
      // Moved later since this job was scheduled: the job of the new version reminds.
      if (Date.now() < start - rules.reminderMinutesBefore * MINUTE - MINUTE) return;
      // The dedupe key makes a second run (a retry, a replayed event) write nothing.
      const message = await queueReminder(ctx, deps.linkBase, r);
      if (!message) return;
      await ctx.trx
        .updateTable('reservations')
        .set({ reminded_at: sql`now()` })
        .where('restaurant_id', '=', restaurantId)
        .where('id', '=', r.id)
        .execute();
      ctx.emit('reservation.reminder_queued', {
        reservationId: r.id,
        messageId: message.id,
        channel: message.rendered.channel,
      });
    });
  },
});

export const markTablesReservedJob = defineJob({
  name: 'reservation.mark-tables-reserved',
  payload: ZReservationJobPayload,
  async handle({ restaurantId, reservationId }, deps: Deps) {
    await runAsSystem(deps, restaurantId, async (ctx) => {
      const found = await reservationForJob(ctx, reservationId);
      if (!found) return;
      const { reservation: r, rules } = found;
      if (!isWaiting(r.status) || Date.parse(r.endsAt) <= Date.now()) return;
      if (Date.now() < Date.parse(r.startsAt) - rules.reservedWindowMinutes * MINUTE - MINUTE) return;
      await markTablesReserved(ctx, r.tables);
    });
  },
});

export const markNoShow = defineJob({
  name: 'reservation.mark-no-show',
  payload: ZReservationJobPayload,
  async handle({ restaurantId, reservationId }, deps: Deps) {
    await runAsSystem(deps, restaurantId, async (ctx) => {
      const found = await reservationForJob(ctx, reservationId);
      if (!found) return;
      const { reservation: r, rules } = found;
      // The status check is what makes a second run (or a replay) a no-op.
      if (!isWaiting(r.status) || Date.now() < Date.parse(r.startsAt) + rules.graceMinutes * MINUTE - MINUTE) return;
      await setReservationStatus(ctx, r.id, { status: 'no_show' });
    });
  },
});

/** The reservations module's jobs. */
export const reservationJobs = [
  scheduleJobs,
  sendConfirmation,
  scheduleDue,
  sendReminder,
  markTablesReservedJob,
  markNoShow,
];
