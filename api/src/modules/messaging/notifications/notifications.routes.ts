import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import * as notifications from './notifications.service';

/** The member's bell: their notifications in this restaurant, newest first, and marking them read. */
export const notificationsRoutes = defineRoutes('notifications', (r) => {
  r.tenant(
    op.listNotifications,
    { summary: 'My notifications, newest first, with the unread count', apiKey: false },
    (ctx, { query }) => notifications.listMine(ctx, query),
  );
  r.tenant(
    op.markNotificationRead,
    { summary: 'Mark one of my notifications read', apiKey: false },
    (ctx, { params }) => notifications.markOneRead(ctx, params.notificationId),
  );
  r.tenant(op.markAllNotificationsRead, { summary: 'Mark all my notifications read', apiKey: false }, (ctx) =>
    notifications.markAllRead(ctx),
  );
});
