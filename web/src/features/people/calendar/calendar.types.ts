export const CALENDARS = ['Reservations', 'Events', 'Holidays', 'Staff shifts'] as const;
export type CalendarName = (typeof CALENDARS)[number];
export const CALENDAR_COLORS: Record<CalendarName, string> = {
  Reservations: '#2d72d2',
  Events: '#238551',
  Holidays: '#c87619',
  'Staff shifts': '#7961db',
};

/** A calendar entry in the seed's shape. */
export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  url: string;
  extendedProps: {
    calendar: CalendarName;
    description?: string;
    reservationId?: string;
    status?: string;
    version?: number;
  };
}

/** What the event form sends. */
export interface CalendarEventInput {
  id?: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  calendar: CalendarName;
  description?: string;
}
