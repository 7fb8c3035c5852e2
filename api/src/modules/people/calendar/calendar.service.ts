import type { CalendarEntry } from '@ros/shared-events';
import { AppError, notFound, invalidInput } from '../../../kernel/errors';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { authorizeAny } from '../../../kernel/authorize-any';
import { getReservation, updateReservation } from '../../service/reservations';
import { publishedShiftsBetween } from '../staff';
import * as repo from './calendar.repo';
import type { CalendarQuery, CreateCalendarEventBody, UpdateCalendarEventBody } from '@ros/shared-events';

type Stored = 'Events' | 'Holidays' | 'Staff shifts';

/** A stored calendar entry in the seed's event shape (`extendedProps.calendar`). */
const toEvent = (r: repo.EventRow): CalendarEntry => ({
  id: r.id,
  title: r.title,
  start: new Date(r.starts_at).toISOString(),
  end: new Date(r.ends_at).toISOString(),
  allDay: r.all_day,
  url: r.url ?? '',
  extendedProps: {
    calendar: r.calendar as Stored,
    description: r.description ?? '',
    location: r.location ?? '',
    memberId: r.member_id,
  },
});
const snapshot = (e: ReturnType<typeof toEvent>) => ({
  id: e.id,
  calendar: e.extendedProps.calendar,
  title: e.title,
  start: e.start,
  end: e.end,
  allDay: e.allDay,
});

function premium(ctx: TenantContext, action: 'view' | 'edit') {
  // On Basic the data stays readable (a lapsed subscription keeps it); only changes need the plan.
  if (action === 'edit') ctx.requirePlan('reservations', 'The calendar needs the Premium plan.');
  if (action === 'view') authorizeAny(ctx, 'view', ['reservations', 'orders']);
  else ctx.authorize('edit', 'reservations');
}

/** Calendar entries and reservations (as events of the Reservations calendar) in [start, end). */
export async function listCalendarEvents(ctx: TenantContext, query: CalendarQuery) {
  premium(ctx, 'view');
  const start = new Date(query.start);
  const end = new Date(query.end);
  const stored = await repo.eventsBetween(
    ctx,
    query.calendars.filter((c) => c !== 'Reservations'),
    start,
    end,
  );
  const bookings = query.calendars.includes('Reservations') ? await repo.reservationsBetween(ctx, start, end) : [];
  const tables = await repo.reservationTables(
    ctx,
    bookings.map((b) => b.id),
  );
  const reservations = bookings.map((b) => {
    const names = tables.filter((t) => t.reservation_id === b.id).map((t) => t.name);
    return {
      id: b.id,
      title: `${b.name} (${b.party_size})${names.length ? ` · ${names.join(', ')}` : ''}`,
      start: new Date(b.starts_at).toISOString(),
      end: new Date(b.ends_at).toISOString(),
      allDay: false,
      url: '',
      extendedProps: {
        calendar: 'Reservations' as const,
        reservationId: b.id,
        status: b.status,
        partySize: b.party_size,
        tables: names,
        phone: b.phone,
        description: b.remarks ?? '',
        version: b.version,
      },
    };
  });
  // The schedule's published shifts show among the Staff shifts (the schedule page changes them).
  const shifts = query.calendars.includes('Staff shifts') ? await publishedShiftsBetween(ctx, start, end) : [];
  const scheduled: CalendarEntry[] = shifts.map((s) => ({
    id: s.id,
    title: s.member_name,
    start: new Date(s.starts_at).toISOString(),
    end: new Date(s.ends_at).toISOString(),
    allDay: false,
    url: '/apps/management/schedule',
    extendedProps: { calendar: 'Staff shifts', description: s.notes ?? '', location: '', memberId: s.member_id },
  }));
  return {
    data: [...stored.map(toEvent), ...scheduled, ...reservations].sort((a, b) => a.start.localeCompare(b.start)),
  };
}

function assertRange(start: Date, end: Date) {
  if (end.getTime() < start.getTime()) throw invalidInput('end', 'The end must be after the start.');
}

export async function addCalendarEvent(ctx: TenantContext, body: CreateCalendarEventBody) {
  premium(ctx, 'edit');
  if (body.calendar === 'Reservations') throw invalidInput('calendar', 'Book reservations from the reservation form.');
  const start = new Date(body.start);
  const end = new Date(body.end);
  assertRange(start, end);
  const row = await repo.insertEvent(ctx.trx, {
    restaurant_id: ctx.restaurant.id,
    calendar: body.calendar,
    title: body.title,
    starts_at: start,
    ends_at: end,
    all_day: body.allDay,
    description: body.description ?? null,
    location: body.location ?? null,
    url: body.url ?? null,
    member_id: body.memberId ?? null,
    created_by: ctx.user.id,
  });
  const event = toEvent(row);
  ctx.emit('calendar.event_created', { event: snapshot(event) });
  return event;
}

/** Updates an entry; a reservation dragged on the calendar is moved (with the overlap check). */
export async function updateCalendarEvent(ctx: TenantContext, body: UpdateCalendarEventBody) {
  premium(ctx, 'edit');
  const existing = await repo.findEvent(ctx, body.id);
  if (!existing) {
    const reservation = await getReservation(ctx, body.id);
    const start = new Date(body.start ?? reservation.startsAt);
    const end = new Date(body.end ?? new Date(start.getTime() + reservation.durationMinutes * 60_000).toISOString());
    assertRange(start, end);
    const moved = await updateReservation(ctx, body.id, {
      version: body.version ?? reservation.version,
      startsAt: start.toISOString(),
      durationMinutes: Math.max(5, Math.round((end.getTime() - start.getTime()) / 60_000)),
    });
    return {
      id: moved.id,
      title: moved.name,
      start: moved.startsAt,
      end: moved.endsAt,
      allDay: false,
      url: '',
      extendedProps: {
        calendar: 'Reservations',
        reservationId: moved.id,
        status: moved.status,
        version: moved.version,
      },
    };
  }
  if (body.calendar === 'Reservations')
    throw new AppError('invalid_input', 'Book reservations from the reservation form.');
  const start = new Date(body.start ?? existing.starts_at);
  const end = new Date(body.end ?? existing.ends_at);
  assertRange(start, end);
  const row = await repo.updateEvent(ctx, body.id, {
    title: body.title,
    calendar: body.calendar,
    starts_at: start,
    ends_at: end,
    all_day: body.allDay,
    description: body.description,
    location: body.location,
    url: body.url,
    member_id: body.memberId,
  });
  if (!row) throw notFound('Event');
  const event = toEvent(row);
  ctx.emit('calendar.event_updated', { event: snapshot(event) });
  return event;
}

export async function removeCalendarEvent(ctx: TenantContext, id: string) {
  premium(ctx, 'edit');
  if (!isUuid(id) || !Number((await repo.deleteEvent(ctx, id)).numDeletedRows)) throw notFound('Event');
  ctx.emit('calendar.event_deleted', { eventId: id });
}
