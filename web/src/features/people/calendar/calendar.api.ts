import { api } from '../../../api/baseApi';
import { queryString, type List } from '../../../api/pages';
import type { CalendarEvent, CalendarEventInput, CalendarName } from './calendar.types';

const base = (rid: string) => `/api/restaurants/${rid}/calendar/events`;

/** The restaurant calendar: events, holidays, staff shifts, and reservations shown as events. */
export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCalendarEvents: build.query<CalendarEvent[], { rid: string; calendars: CalendarName[]; start: string; end: string }>({
      query: ({ rid, calendars, start, end }) => `${base(rid)}?${queryString({ calendars: calendars.join(','), start, end })}`,
      transformResponse: (res: List<CalendarEvent>) => res.data,
      providesTags: ['Calendar'],
    }),
    addCalendarEvent: build.mutation<CalendarEvent, { rid: string; event: CalendarEventInput }>({
      query: ({ rid, event }) => ({ url: base(rid), method: 'POST', body: { event } }),
      invalidatesTags: ['Calendar'],
    }),
    /** Changes or moves an entry; moving a reservation's entry moves the booking (refused on an overlap). */
    updateCalendarEvent: build.mutation<CalendarEvent, { rid: string; event: Partial<CalendarEventInput> & { id: string; version?: number } }>({
      query: ({ rid, event }) => ({ url: `${base(rid)}/update`, method: 'POST', body: { event } }),
      invalidatesTags: ['Calendar', 'Reservation'],
    }),
    removeCalendarEvent: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({ url: `${base(rid)}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Calendar'],
    }),
  }),
});

export const { useListCalendarEventsQuery, useAddCalendarEventMutation, useUpdateCalendarEventMutation, useRemoveCalendarEventMutation } = calendarApi;
