import { routes, type Announcement, type AnnouncementListQuery, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ReplyOf, type ViewOf } from '../../../api/operation';

type Op = typeof operations;
type ListArgs = { rid: string } & Partial<Omit<AnnouncementListQuery, 'unread'>> & { unread?: boolean };

/** Announcements and guides: the feed (live through `announcement.*`, tag `Announcement`), writing and receipts. */
export const announcementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAnnouncements: build.query<ViewOf<Op['listAnnouncements'], { data: Announcement[]; total: number }>, ListArgs>({
      query: ({ rid, ...query }) => urlOf(routes.listAnnouncements, { restaurantId: rid }, query),
      providesTags: ['Announcement'],
    }),
    saveAnnouncement: build.mutation<
      ViewOf<Op['createAnnouncement'], Announcement>,
      { rid: string; id?: string; body: BodyOf<Op['createAnnouncement']> }
    >({
      query: ({ rid, id, body }) =>
        id
          ? { url: urlOf(routes.updateAnnouncement, { restaurantId: rid, announcementId: id }), method: 'PATCH', body }
          : { url: urlOf(routes.createAnnouncement, { restaurantId: rid }), method: 'POST', body },
      invalidatesTags: ['Announcement'],
    }),
    deleteAnnouncement: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deleteAnnouncement, { restaurantId: rid, announcementId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: ['Announcement'],
    }),
    readAnnouncement: build.mutation<ViewOf<Op['readAnnouncement'], Announcement>, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.readAnnouncement, { restaurantId: rid, announcementId: id }),
        method: 'POST',
        body: {},
      }),
      invalidatesTags: ['Announcement'],
    }),
    announcementReaders: build.query<ReplyOf<Op['announcementReaders']>, { rid: string; id: string }>({
      query: ({ rid, id }) => urlOf(routes.announcementReaders, { restaurantId: rid, announcementId: id }),
      providesTags: ['Announcement'],
    }),
  }),
});

export const {
  useListAnnouncementsQuery,
  useSaveAnnouncementMutation,
  useDeleteAnnouncementMutation,
  useReadAnnouncementMutation,
  useAnnouncementReadersQuery,
} = announcementsApi;
