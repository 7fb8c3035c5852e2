import { z } from 'zod';
import { ZList } from './common';

/** Reply shapes of the calendar operations (see common.ts). */

export const ZCalendarEntry = z.object({
  id: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  url: z.string(),
  extendedProps: z.object({
    calendar: z.enum(['Events', 'Holidays', 'Staff shifts']),
    description: z.string(),
    location: z.string(),
    memberId: z.string().nullable(),
  }),
});
export type CalendarEntry = z.infer<typeof ZCalendarEntry>;

export const ZCalendarReservation = z.object({
  id: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  url: z.string(),
  extendedProps: z.object({
    calendar: z.literal('Reservations'),
    reservationId: z.string(),
    status: z.string(),
    partySize: z.number(),
    tables: z.array(z.string()),
    phone: z.string().nullable(),
    description: z.string(),
    version: z.number(),
  }),
});

export const ZCalendarEntries = ZList(z.union([ZCalendarEntry, ZCalendarReservation]));

export const ZCalendarReservationMove = z.object({
  id: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  url: z.string(),
  extendedProps: z.object({
    calendar: z.string(),
    reservationId: z.string(),
    status: z.enum(['completed', 'cancelled', 'booked', 'confirmed', 'seated', 'no_show']),
    version: z.number(),
  }),
});

export const ZCalendarUpdate = z.union([ZCalendarEntry, ZCalendarReservationMove]);
