import { sql, type Kysely } from 'kysely';
import { runCommand, type Command, type DB, type EventActor, type TenantTx } from '@ros/db';
import { reservationJobId, type EventPayload, type JobName } from '@ros/shared-events';
import { PermanentJobError, type JobQueue } from '../queue/job-queue';
import { defineJob } from './registry';

/**
 * Reservation jobs. `reservation.schedule-jobs` runs for each created/updated reservation event and
 * enqueues three delayed jobs whose ids are derived from the reservation id and version (so a
 * replayed event schedules nothing new). Each delayed job re-reads the reservation and acts only
 * when its moment has come and the status still calls for it; the reminder also writes its message
 * with a dedupe key, so every job has its effect once even when run again.
 */
const SYSTEM: EventActor = { userId: null, name: 'System' };
const MINUTE = 60_000;

interface Rules { graceMinutes: number; reminderMinutesBefore: number; reservedWindowMinutes: number }
function rulesOf(settings: unknown): Rules {
  const r = ((settings ?? {}) as { reservations?: Partial<Rules> }).reservations ?? {};
  const n = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : d);
  return { graceMinutes: n(r.graceMinutes, 15), reminderMinutesBefore: n(r.reminderMinutesBefore, 120), reservedWindowMinutes: n(r.reservedWindowMinutes, 60) };
}

async function loadReservation(trx: TenantTx, restaurantId: string, id: string) {
  const row = await trx
    .selectFrom('reservations as r')
    .innerJoin('restaurants as rs', 'rs.id', 'r.restaurant_id')
    .select(['r.id', 'r.name', 'r.phone', 'r.email', 'r.party_size', 'r.starts_at', 'r.ends_at', 'r.status', 'r.source', 'r.order_id', 'r.version', 'rs.settings', 'rs.name as restaurant_name', 'rs.time_zone'])
    .where('r.restaurant_id', '=', restaurantId)
    .where('r.id', '=', id)
    .forUpdate('r')
    .executeTakeFirst();
  if (!row) return null;
  const tables = await trx
    .selectFrom('reservation_tables as rt')
    .innerJoin('dining_tables as t', 't.id', 'rt.table_id')
    .select(['t.id', 't.name'])
    .where('rt.restaurant_id', '=', restaurantId)
    .where('rt.reservation_id', '=', id)
    .orderBy('t.name')
    .execute();
  return { ...row, tables, rules: rulesOf(row.settings), start: new Date(row.starts_at).getTime() };
}
type Loaded = NonNullable<Awaited<ReturnType<typeof loadReservation>>>;

const snapshot = (r: Loaded, status = r.status, version = r.version) => ({
  id: r.id, name: r.name, phone: r.phone, partySize: r.party_size, startsAt: new Date(r.starts_at).toISOString(),
  endsAt: new Date(r.ends_at).toISOString(), status: status as 'booked', source: r.source as 'phone', tables: r.tables, orderId: r.order_id, version,
});

/** A job's command: one transaction scoped to the restaurant, its events from the system. */
const systemCommand = <T>(db: Kysely<DB>, restaurantId: string, fn: (command: Command) => Promise<T>) =>
  runCommand(db, { actor: SYSTEM, restaurantId }, fn).then((r) => r.result);
const isWaiting = (status: string) => status === 'booked' || status === 'confirmed';

/** Records the job id; false when it already ran. */
async function firstRun(trx: TenantTx, restaurantId: string, jobId: string) {
  const row = await trx.insertInto('processed_jobs').values({ job_id: jobId, restaurant_id: restaurantId })
    .onConflict((oc) => oc.column('job_id').doNothing()).returning('job_id').executeTakeFirst();
  return !!row;
}

export const scheduleReservationJobs = (db: Kysely<DB>, queue?: JobQueue) =>
  defineJob('reservation.schedule-jobs', async ({ restaurantId, eventId }) => {
    if (!queue) throw new PermanentJobError('reservation.schedule-jobs needs the job queue');
    const found = await systemCommand(db, restaurantId, async ({ trx }) => {
      const e = await trx.selectFrom('events').select('payload').where('restaurant_id', '=', restaurantId).where('id', '=', eventId).executeTakeFirst();
      const reservationId = (e?.payload as { reservation?: { id?: string } } | undefined)?.reservation?.id;
      return reservationId ? loadReservation(trx, restaurantId, reservationId) : null;
    });
    if (!found || !isWaiting(found.status)) return;
    const now = Date.now();
    const plan: [JobName, number][] = [
      ['reservation.send-reminder', found.start - found.rules.reminderMinutesBefore * MINUTE],
      ['reservation.mark-tables-reserved', found.start - found.rules.reservedWindowMinutes * MINUTE],
      ['reservation.mark-no-show', found.start + found.rules.graceMinutes * MINUTE],
    ];
    for (const [name, when] of plan) {
      const payload = { restaurantId, reservationId: found.id, version: found.version };
      await queue.enqueue(name, payload, { jobId: reservationJobId(name, found.id, found.version), delay: Math.max(0, when - now) });
    }
  });

export const sendReservationReminder = (db: Kysely<DB>) =>
  defineJob('reservation.send-reminder', async ({ restaurantId, reservationId }, { jobId }) => {
    await systemCommand(db, restaurantId, async ({ trx, emitIn }) => {
      const r = await loadReservation(trx, restaurantId, reservationId);
      if (!r || !isWaiting(r.status) || r.start <= Date.now()) return;
      // Moved later since this job was scheduled: the job of the new version reminds.
      if (Date.now() < r.start - r.rules.reminderMinutesBefore * MINUTE - MINUTE) return;
      const to = r.phone ?? r.email;
      if (!to || !(await firstRun(trx, restaurantId, jobId))) return;
      const channel = r.phone ? 'sms' : 'email';
      const when = new Intl.DateTimeFormat('en-GB', { timeZone: r.time_zone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(r.starts_at));
      const message = await trx.insertInto('messages').values({
        restaurant_id: restaurantId, channel, to, kind: 'reservation_reminder', related_id: r.id, dedupe_key: `reminder-${r.id}-${r.start}`,
        subject: `Your table at ${r.restaurant_name}`,
        body: `Hi ${r.name}, this is a reminder of your reservation for ${r.party_size} at ${r.restaurant_name} on ${when}.`,
      }).onConflict((oc) => oc.expression(sql.raw('restaurant_id, dedupe_key')).where('dedupe_key', 'is not', null).doNothing()).returning('id').executeTakeFirst();
      if (!message) return;
      await trx.updateTable('reservations').set({ reminded_at: sql`now()` }).where('restaurant_id', '=', restaurantId).where('id', '=', r.id).execute();
      emitIn(restaurantId, 'reservation.reminder_queued', { reservationId: r.id, messageId: message.id, channel: channel as 'sms' });
    });
  });

const TABLE_COLUMNS = ['id', 'space_id', 'name', 'capacity', 'shape', 'pos_x', 'pos_y', 'width', 'height', 'rotation', 'status', 'is_open', 'version'] as const;

/** Sets a table's status (bumping its version) and returns the `table.status_changed` payload, or null when it was not `from`. */
export async function flipTable(trx: TenantTx, restaurantId: string, tableId: string, from: string, to: string): Promise<EventPayload<'table.status_changed'> | null> {
  const t = await trx.updateTable('dining_tables').set({ status: to, version: sql`version + 1`, updated_at: sql`now()` })
    .where('restaurant_id', '=', restaurantId).where('id', '=', tableId).where('status', '=', from)
    .returning(TABLE_COLUMNS).executeTakeFirst();
  if (!t) return null;
  return {
    table: { id: t.id, spaceId: t.space_id, name: t.name, capacity: t.capacity, shape: t.shape, x: t.pos_x, y: t.pos_y, width: t.width, height: t.height, rotation: t.rotation, status: t.status, isOpen: t.is_open, version: t.version },
    previousStatus: from, previousIsOpen: t.is_open,
  } as EventPayload<'table.status_changed'>;
}

export const markTablesReserved = (db: Kysely<DB>) =>
  defineJob('reservation.mark-tables-reserved', async ({ restaurantId, reservationId }) => {
    await systemCommand(db, restaurantId, async ({ trx, emitIn }) => {
      const r = await loadReservation(trx, restaurantId, reservationId);
      if (!r || !isWaiting(r.status) || new Date(r.ends_at).getTime() <= Date.now()) return;
      if (Date.now() < r.start - r.rules.reservedWindowMinutes * MINUTE - MINUTE) return;
      // Only free tables flip, so a run again (or a table already in use) changes nothing.
      for (const t of r.tables) {
        const flipped = await flipTable(trx, restaurantId, t.id, 'free', 'reserved');
        if (flipped) emitIn(restaurantId, 'table.status_changed', flipped);
      }
    });
  });

export const markNoShow = (db: Kysely<DB>) =>
  defineJob('reservation.mark-no-show', async ({ restaurantId, reservationId }) => {
    await systemCommand(db, restaurantId, async ({ trx, emitIn }) => {
      const r = await loadReservation(trx, restaurantId, reservationId);
      // The status check is what makes a second run (or a replay) a no-op.
      if (!r || !isWaiting(r.status) || Date.now() < r.start + r.rules.graceMinutes * MINUTE - MINUTE) return;
      await trx.updateTable('reservations').set({ status: 'no_show', version: sql`version + 1`, updated_at: sql`now()` })
        .where('restaurant_id', '=', restaurantId).where('id', '=', r.id).execute();
      await trx.updateTable('reservation_tables').set({ is_active: false }).where('restaurant_id', '=', restaurantId).where('reservation_id', '=', r.id).execute();
      emitIn(restaurantId, 'reservation.status_changed', { reservation: snapshot(r, 'no_show', r.version + 1), previousStatus: r.status as 'booked' });
      for (const t of r.tables) {
        const flipped = await flipTable(trx, restaurantId, t.id, 'reserved', 'free');
        if (flipped) emitIn(restaurantId, 'table.status_changed', flipped);
      }
    });
  });

/** The reservation job handlers. */
export const reservationJobHandlers = (db: Kysely<DB>, queue?: JobQueue) => [
  scheduleReservationJobs(db, queue), sendReservationReminder(db), markTablesReserved(db), markNoShow(db),
];
