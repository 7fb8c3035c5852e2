import { routes, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';
import { type List } from '../../../api/pages';
import type { CalendarEvent, CalendarEventInput, CalendarName } from './calendar.types';

type Op = typeof operations;

/** The restaurant calendar: events, holidays, staff shifts, and reservations shown as events. */
export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCalendarEvents: build.query<
      CalendarEvent[],
      { rid: string; calendars: CalendarName[]; start: string; end: string }
    >({
      query: ({ rid, calendars, start, end }) =>
        urlOf(routes.listCalendarEvents, { restaurantId: rid }, { calendars: calendars.join(','), start, end }),
      transformResponse: (res: ViewOf<Op['listCalendarEvents'], List<CalendarEvent>>) => res.data,
      providesTags: ['Calendar'],
    }),
    addCalendarEvent: build.mutation<
      ViewOf<Op['addCalendarEvent'], CalendarEvent>,
      { rid: string; event: CalendarEventInput }
    >({
      query: ({ rid, event }) => ({
        url: urlOf(routes.addCalendarEvent, { restaurantId: rid }),
        method: 'POST',
        body: { event } satisfies BodyOf<Op['addCalendarEvent']>,
      }),
      invalidatesTags: ['Calendar'],
    }),
    /** Changes or moves an entry; moving a reservation's entry moves the booking (refused on an overlap). */
    updateCalendarEvent: build.mutation<
      ViewOf<Op['updateCalendarEvent'], CalendarEvent>,
      { rid: string; event: Partial<CalendarEventInput> & { id: string; version?: number } }
    >({
      query: ({ rid, event }) => ({
        url: urlOf(routes.updateCalendarEvent, { restaurantId: rid }),
        method: 'POST',
        body: { event } satisfies BodyOf<Op['updateCalendarEvent']>,
      }),
      invalidatesTags: ['Calendar', 'Reservation'],
    }),
    removeCalendarEvent: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.removeCalendarEvent, { restaurantId: rid, eventId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: ['Calendar'],
    }),
  }),
});

export const {
  useListCalendarEventsQuery,
  useAddCalendarEventMutation,
  useUpdateCalendarEventMutation,
  useRemoveCalendarEventMutation,
} = calendarApi;
