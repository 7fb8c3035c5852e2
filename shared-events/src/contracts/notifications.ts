import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../notifications';
import { ZPage } from './common';

/** Reply shapes of the notifications operations (see common.ts): the signed-in member's own bell. */

export const ZNotification = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path of the app the entry opens, or null. */
  link: z.string().nullable(),
  relatedId: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof ZNotification>;

/** A page of the member's notifications, newest first, with how many of all of them are unread. */
export const ZNotificationPage = ZPage(ZNotification).extend({ unread: z.number().int().nonnegative() });
export type NotificationPage = z.infer<typeof ZNotificationPage>;

/** After marking read: how many are still unread. */
export const ZNotificationsRead = z.object({ unread: z.number().int().nonnegative() });
export type NotificationsRead = z.infer<typeof ZNotificationsRead>;
