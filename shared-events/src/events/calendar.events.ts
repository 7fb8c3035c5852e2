import { z } from 'zod';
import { defineEvent } from './define';

/** Calendars stored as calendar events (reservations come from the reservations themselves). */
const CALENDAR_NAMES = ['Events', 'Holidays', 'Staff shifts'] as const;

/** A calendar entry as the calendar page draws it. */
const ZCalendarEventSnapshot = z.object({
  id: z.string().uuid(),
  calendar: z.enum(CALENDAR_NAMES),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
});

/** Which kind of entry: the sentence's variant. */
const KINDS = { Events: 'event', Holidays: 'holiday', 'Staff shifts': 'shift' } as const;
const entry = (p: { event: { title: string; calendar: keyof typeof KINDS } }) => ({
  context: KINDS[p.event.calendar],
  values: { title: p.event.title },
});

/** A calendar entry was added. */
export const calendarEventCreated = defineEvent('calendar.event_created', z.object({ event: ZCalendarEventSnapshot }), {
  read: 'reservations',
  describe: entry,
});
/** A calendar entry was changed or moved. */
export const calendarEventUpdated = defineEvent('calendar.event_updated', z.object({ event: ZCalendarEventSnapshot }), {
  read: 'reservations',
  describe: (p) => ({ values: { title: p.event.title } }),
});
/** A calendar entry was removed. */
export const calendarEventDeleted = defineEvent('calendar.event_deleted', z.object({ eventId: z.string().uuid() }), {
  read: 'reservations',
});
