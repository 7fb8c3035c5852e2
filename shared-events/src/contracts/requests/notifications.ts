import { z } from 'zod';
import { ZPageQuery, ZQueryBool } from './page-query';

/** The member's notifications, newest first; `unread=true` keeps the unread ones. */
export const ZNotificationListQuery = z.object({
  unread: ZQueryBool.optional(),
  ...ZPageQuery(20, 100).shape,
});
export type NotificationListQuery = z.infer<typeof ZNotificationListQuery>;
