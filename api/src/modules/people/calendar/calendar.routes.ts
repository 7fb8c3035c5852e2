import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import * as calendar from './calendar.service';

/** The restaurant calendar (Premium): Reservations, Events, Holidays, Staff shifts. */
export const calendarRoutes = defineRoutes('calendar', (r) => {
  r.tenant(
    op.listCalendarEvents,
    { summary: 'Calendar events (reservations, events, staff shifts) in a range' },
    (ctx, { query }) => calendar.listCalendarEvents(ctx, query),
  );
  r.tenant(op.addCalendarEvent, { summary: 'Add a calendar event' }, async (ctx, { body }) =>
    created(await calendar.addCalendarEvent(ctx, body)),
  );
  r.tenant(op.updateCalendarEvent, { summary: 'Change a calendar event' }, (ctx, { body }) =>
    calendar.updateCalendarEvent(ctx, body),
  );
  r.tenant(op.removeCalendarEvent, { summary: 'Remove a calendar event' }, async (ctx, { params }) => {
    await calendar.removeCalendarEvent(ctx, params.eventId);
    return noContent();
  });
});
