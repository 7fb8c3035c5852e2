import { routes, type NotificationPage, type NotificationsRead, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type ViewOf } from '../../../api/operation';

type Op = typeof operations;

/** The signed-in member's bell in a restaurant, live through `notification.created` (tag `Notification`). */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<ViewOf<Op['listNotifications'], NotificationPage>, string>({
      query: (rid) => urlOf(routes.listNotifications, { restaurantId: rid }, { perPage: 20 }),
      providesTags: ['Notification'],
    }),
    markNotificationRead: build.mutation<
      ViewOf<Op['markNotificationRead'], NotificationsRead>,
      { rid: string; id: string }
    >({
      query: ({ rid, id }) => ({
        url: urlOf(routes.markNotificationRead, { restaurantId: rid, notificationId: id }),
        method: 'POST',
      }),
      invalidatesTags: ['Notification'],
    }),
    markAllNotificationsRead: build.mutation<ViewOf<Op['markAllNotificationsRead'], NotificationsRead>, string>({
      query: (rid) => ({ url: urlOf(routes.markAllNotificationsRead, { restaurantId: rid }), method: 'POST' }),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const { useListNotificationsQuery, useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation } =
  notificationsApi;
