import { sql } from 'kysely';
import { reservationJobId, type JobName } from '@ros/shared-events';
import { defineJob, type JobQueue } from '@ros/workers';
import { runAsSystem, type SystemDeps } from '../../http/system';
import { markTablesReserved, reservationForJob, setReservationStatus } from './reservations.service';

const MINUTE = 60_000;
const isWaiting = (status: string) => status === 'booked' || status === 'confirmed';

/**
 * Reservation jobs. `reservation.schedule-jobs` runs for each created/updated reservation event and
 * enqueues three delayed jobs whose ids are derived from the reservation id and version (so a
 * replayed event schedules nothing new). Each delayed job re-reads the reservation and acts only
 * when its moment has come and the status still calls for it, through the module's own rules and
 * services; the reminder also writes its message with a dedupe key, so every job has its effect
 * once even when run again.
 */
export const reservationJobs = (deps: SystemDeps & { queue: JobQueue }) => [
  defineJob('reservation.schedule-jobs', async ({ restaurantId, eventId }) => {
    const found = await runAsSystem(deps, restaurantId, async (ctx) => {
      const e = await ctx.trx.selectFrom('events').select('payload').where('restaurant_id', '=', restaurantId).where('id', '=', eventId).executeTakeFirst();
      const reservationId = (e?.payload as { reservation?: { id?: string } } | undefined)?.reservation?.id;
      return reservationId ? reservationForJob(ctx, reservationId) : null;
    });
    if (!found || !isWaiting(found.reservation.status)) return;
    const { reservation: r, rules } = found;
    const start = Date.parse(r.startsAt);
    const plan: [JobName, number][] = [
      ['reservation.send-reminder', start - rules.reminderMinutesBefore * MINUTE],
      ['reservation.mark-tables-reserved', start - rules.reservedWindowMinutes * MINUTE],
      ['reservation.mark-no-show', start + rules.graceMinutes * MINUTE],
    ];
    const now = Date.now();
    for (const [name, when] of plan) {
      const payload = { restaurantId, reservationId: r.id, version: r.version };
      await deps.queue.enqueue(name, payload, { jobId: reservationJobId(name, r.id, r.version), delay: Math.max(0, when - now) });
    }
  }),

  defineJob('reservation.send-reminder', async ({ restaurantId, reservationId }) => {
    await runAsSystem(deps, restaurantId, async (ctx) => {
      const found = await reservationForJob(ctx, reservationId);
      if (!found) return;
      const { reservation: r, rules, timeZone } = found;
      const start = Date.parse(r.startsAt);
      if (!isWaiting(r.status) || start <= Date.now()) return;
      // Moved later since this job was scheduled: the job of the new version reminds.
      if (Date.now() < start - rules.reminderMinutesBefore * MINUTE - MINUTE) return;
      const to = r.phone ?? r.email;
      if (!to) return;
      const channel = r.phone ? 'sms' : 'email';
      const when = new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(start));
      // The dedupe key makes a second run (a retry, a replayed event) write nothing.
      const message = await ctx.trx.insertInto('messages').values({
        restaurant_id: restaurantId, channel, to, kind: 'reservation_reminder', related_id: r.id, dedupe_key: `reminder-${r.id}-${start}`,
        subject: `Your table at ${ctx.restaurant.name}`,
        body: `Hi ${r.name}, this is a reminder of your reservation for ${r.partySize} at ${ctx.restaurant.name} on ${when}.`,
      }).onConflict((oc) => oc.expression(sql.raw('restaurant_id, dedupe_key')).where('dedupe_key', 'is not', null).doNothing()).returning('id').executeTakeFirst();
      if (!message) return;
      await ctx.trx.updateTable('reservations').set({ reminded_at: sql`now()` }).where('restaurant_id', '=', restaurantId).where('id', '=', r.id).execute();
      ctx.emit('reservation.reminder_queued', { reservationId: r.id, messageId: message.id, channel });
    });
  }),

  defineJob('reservation.mark-tables-reserved', async ({ restaurantId, reservationId }) => {
    await runAsSystem(deps, restaurantId, async (ctx) => {
      const found = await reservationForJob(ctx, reservationId);
      if (!found) return;
      const { reservation: r, rules } = found;
      if (!isWaiting(r.status) || Date.parse(r.endsAt) <= Date.now()) return;
      if (Date.now() < Date.parse(r.startsAt) - rules.reservedWindowMinutes * MINUTE - MINUTE) return;
      await markTablesReserved(ctx, r.tables);
    });
  }),

  defineJob('reservation.mark-no-show', async ({ restaurantId, reservationId }) => {
    await runAsSystem(deps, restaurantId, async (ctx) => {
      const found = await reservationForJob(ctx, reservationId);
      if (!found) return;
      const { reservation: r, rules } = found;
      // The status check is what makes a second run (or a replay) a no-op.
      if (!isWaiting(r.status) || Date.now() < Date.parse(r.startsAt) + rules.graceMinutes * MINUTE - MINUTE) return;
      await setReservationStatus(ctx, r.id, { status: 'no_show' });
    });
  }),
];
