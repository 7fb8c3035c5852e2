/** The operations of the api's `notifications` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZNotificationPage, ZNotificationsRead } from '../notifications';
import { ZNotificationListQuery } from '../requests/notifications';
import * as route from './routes';

export const listNotifications = {
  ...route.listNotifications,
  query: ZNotificationListQuery,
  reply: ZNotificationPage,
} as const;
export const markNotificationRead = { ...route.markNotificationRead, reply: ZNotificationsRead } as const;
export const markAllNotificationsRead = { ...route.markAllNotificationsRead, reply: ZNotificationsRead } as const;
