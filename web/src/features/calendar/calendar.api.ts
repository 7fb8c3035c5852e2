import { apiRequest } from '../../api/http';

export const CALENDARS = ['Reservations', 'Events', 'Holidays', 'Staff shifts'] as const;
export type CalendarName = (typeof CALENDARS)[number];
export const CALENDAR_COLORS: Record<CalendarName, string> = { Reservations: '#2d72d2', Events: '#238551', Holidays: '#c87619', 'Staff shifts': '#7961db' };

/** A calendar entry in the seed's shape. */
export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  url: string;
  extendedProps: { calendar: CalendarName; description?: string; reservationId?: string; status?: string; version?: number };
}
export interface CalendarEventInput { id?: string; title: string; start: string; end: string; allDay: boolean; calendar: CalendarName; description?: string }

const base = (rid: string) => `/api/restaurants/${rid}/calendar/events`;

export const calendarApi = {
  list: (rid: string, calendars: CalendarName[], start: string, end: string) =>
    apiRequest<{ data: CalendarEvent[] }>('GET', `${base(rid)}?calendars=${encodeURIComponent(calendars.join(','))}&start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`),
  add: (rid: string, event: CalendarEventInput) => apiRequest<CalendarEvent>('POST', base(rid), { event }),
  update: (rid: string, event: Partial<CalendarEventInput> & { id: string; version?: number }) => apiRequest<CalendarEvent>('POST', `${base(rid)}/update`, { event }),
  remove: (rid: string, id: string) => apiRequest<void>('DELETE', `${base(rid)}/${id}`),
};
