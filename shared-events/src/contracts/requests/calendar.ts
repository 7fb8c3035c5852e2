import { z } from 'zod';
import { INT32_MAX } from './primitives';

export const CALENDARS = ['Reservations', 'Events', 'Holidays', 'Staff shifts'] as const;
export type CalendarName = (typeof CALENDARS)[number];
const instant = z.string().datetime({ offset: true, message: 'Choose a date and time.' });

export const ZCalendarQuery = z.object({
  calendars: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter((s): s is CalendarName => (CALENDARS as readonly string[]).includes(s))
        : [...CALENDARS],
    ),
  start: instant,
  end: instant,
});
export type CalendarQuery = z.infer<typeof ZCalendarQuery>;

const ZEventFields = z.object({
  title: z.string().trim().min(1, 'Title is required.').max(200),
  start: instant,
  end: instant,
  allDay: z.boolean().default(false),
  calendar: z.enum(CALENDARS),
  description: z.string().trim().max(2000).nullish(),
  location: z.string().trim().max(500).nullish(),
  url: z.string().trim().max(500).nullish(),
  memberId: z.string().uuid().nullish(),
  version: z.number().int().min(1).max(INT32_MAX).optional(),
});

/** The seed's calendar shape: `{ event: {...} }` (with `extendedProps.calendar`) or the fields themselves. */
function unwrap(input: unknown) {
  const body = (
    input && typeof input === 'object' && 'event' in input ? (input as { event: unknown }).event : input
  ) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') return body;
  const props = (body.extendedProps ?? {}) as Record<string, unknown>;
  return { ...props, ...body, calendar: body.calendar ?? props.calendar };
}
export const ZCreateCalendarEventBody = z.preprocess(unwrap, ZEventFields);
export type CreateCalendarEventBody = z.infer<typeof ZCreateCalendarEventBody>;
export const ZUpdateCalendarEventBody = z.preprocess(unwrap, ZEventFields.partial().extend({ id: z.string().uuid() }));
export type UpdateCalendarEventBody = z.infer<typeof ZUpdateCalendarEventBody>;
