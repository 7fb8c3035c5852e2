/** The operations of the api's `calendar` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZCalendarEntries, ZCalendarEntry, ZCalendarUpdate } from '../calendar';
import { ZCalendarQuery, ZCreateCalendarEventBody, ZUpdateCalendarEventBody } from '../requests/calendar';
import * as route from './routes';

export const listCalendarEvents = {
  ...route.listCalendarEvents,
  query: ZCalendarQuery,
  reply: ZCalendarEntries,
} as const;
export const addCalendarEvent = {
  ...route.addCalendarEvent,
  body: ZCreateCalendarEventBody,
  reply: ZCalendarEntry,
} as const;
export const updateCalendarEvent = {
  ...route.updateCalendarEvent,
  body: ZUpdateCalendarEventBody,
  reply: ZCalendarUpdate,
} as const;
export const removeCalendarEvent = { ...route.removeCalendarEvent } as const;
