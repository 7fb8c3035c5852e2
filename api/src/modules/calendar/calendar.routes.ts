import { defineRoutes } from '../../http/routes';
import { created, noContent } from '../../http/replies';
import { ZCalendarQuery, ZCreateCalendarEventBody, ZUpdateCalendarEventBody } from './calendar.schemas';
import * as calendar from './calendar.service';

/** The restaurant calendar (Premium): Reservations, Events, Holidays, Staff shifts. */
export const calendarRoutes = defineRoutes('calendar', (r) => {
  const base = '/api/restaurants/:restaurantId/calendar/events';
  r.tenant('get', base, { summary: 'List events', query: ZCalendarQuery }, (ctx, { query }) => calendar.listCalendarEvents(ctx, query));
  r.tenant('post', base, { summary: 'Create a event', body: ZCreateCalendarEventBody }, async (ctx, { body }) => created(await calendar.addCalendarEvent(ctx, body)));
  r.tenant('post', `${base}/update`, { summary: 'Create a update', body: ZUpdateCalendarEventBody }, (ctx, { body }) => calendar.updateCalendarEvent(ctx, body));
  r.tenant('delete', `${base}/:eventId`, { summary: 'Delete a event' }, async (ctx, { params }) => {
    await calendar.removeCalendarEvent(ctx, params.eventId);
    return noContent();
  });
});
