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

/** A calendar entry was added. */
export const calendarEventCreated = defineEvent('calendar.event_created', z.object({ event: ZCalendarEventSnapshot }), { read: 'reservations' });
/** A calendar entry was changed or moved. */
export const calendarEventUpdated = defineEvent('calendar.event_updated', z.object({ event: ZCalendarEventSnapshot }), { read: 'reservations' });
/** A calendar entry was removed. */
export const calendarEventDeleted = defineEvent('calendar.event_deleted', z.object({ eventId: z.string().uuid() }), { read: 'reservations' });
