/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/calendar.ts). */
export { type CalendarQuery, type CreateCalendarEventBody, type UpdateCalendarEventBody } from '@ros/shared-events';
