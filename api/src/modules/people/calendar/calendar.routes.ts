import { ZCalendarEntries, ZCalendarEntry, ZCalendarUpdate } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import { ZCalendarQuery, ZCreateCalendarEventBody, ZUpdateCalendarEventBody } from './calendar.schemas';
import * as calendar from './calendar.service';

/** The restaurant calendar (Premium): Reservations, Events, Holidays, Staff shifts. */
export const calendarRoutes = defineRoutes('calendar', (r) => {
  const base = '/api/restaurants/:restaurantId/calendar/events';
  r.tenant('get', base, { summary: 'Calendar events (reservations, events, staff shifts) in a range', query: ZCalendarQuery, reply: ZCalendarEntries }, (ctx, { query }) => calendar.listCalendarEvents(ctx, query));
  r.tenant('post', base, { summary: 'Add a calendar event', body: ZCreateCalendarEventBody, reply: ZCalendarEntry }, async (ctx, { body }) => created(await calendar.addCalendarEvent(ctx, body)));
  r.tenant('post', `${base}/update`, { summary: 'Change a calendar event', body: ZUpdateCalendarEventBody, reply: ZCalendarUpdate }, (ctx, { body }) => calendar.updateCalendarEvent(ctx, body));
  r.tenant('delete', `${base}/:eventId`, { summary: 'Remove a calendar event' }, async (ctx, { params }) => {
    await calendar.removeCalendarEvent(ctx, params.eventId);
    return noContent();
  });
});
