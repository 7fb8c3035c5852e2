import { routes, type ChatChannel, type ChatMessage, type ChatMessagePage, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ReplyOf, type ViewOf } from '../../../api/operation';

type Op = typeof operations;

/** Where a message's image is uploaded (multipart, `api/upload.ts`). */
export const chatImageUrl = (rid: string) => urlOf(routes.uploadChatImage, { restaurantId: rid });

/**
 * The team chat's data, live through the `chat.*` events (tag `Chat`: a message posted, changed or
 * read elsewhere refetches the channels' unread counts and the open history).
 */
export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    listChatChannels: build.query<ViewOf<Op['listChatChannels'], { data: ChatChannel[] }>, string>({
      query: (rid) => urlOf(routes.listChatChannels, { restaurantId: rid }),
      providesTags: ['Chat'],
    }),
    listChatPeople: build.query<ReplyOf<Op['listChatPeople']>, string>({
      query: (rid) => urlOf(routes.listChatPeople, { restaurantId: rid }),
      providesTags: ['Member'],
    }),
    listChatMessages: build.query<
      ViewOf<Op['listChatMessages'], ChatMessagePage>,
      { rid: string; channelId: string; before?: number; limit?: number }
    >({
      query: ({ rid, channelId, before, limit }) =>
        urlOf(routes.listChatMessages, { restaurantId: rid, channelId }, { before, limit }),
      providesTags: ['Chat'],
    }),
    openDirectChat: build.mutation<ViewOf<Op['openDirectChat'], ChatChannel>, { rid: string; memberId: string }>({
      query: ({ rid, memberId }) => ({
        url: urlOf(routes.openDirectChat, { restaurantId: rid }),
        method: 'POST',
        body: { memberId } satisfies BodyOf<Op['openDirectChat']>,
      }),
      invalidatesTags: ['Chat'],
    }),
    postChatMessage: build.mutation<
      ViewOf<Op['postChatMessage'], ChatMessage>,
      { rid: string; channelId: string; body: BodyOf<Op['postChatMessage']> }
    >({
      query: ({ rid, channelId, body }) => ({
        url: urlOf(routes.postChatMessage, { restaurantId: rid, channelId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Chat'],
    }),
    editChatMessage: build.mutation<
      ViewOf<Op['editChatMessage'], ChatMessage>,
      { rid: string; id: string; body: string }
    >({
      query: ({ rid, id, body }) => ({
        url: urlOf(routes.editChatMessage, { restaurantId: rid, messageId: id }),
        method: 'PATCH',
        body: { body } satisfies BodyOf<Op['editChatMessage']>,
      }),
      invalidatesTags: ['Chat'],
    }),
    deleteChatMessage: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deleteChatMessage, { restaurantId: rid, messageId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: ['Chat'],
    }),
    markChatRead: build.mutation<unknown, { rid: string; channelId: string; position: number }>({
      query: ({ rid, channelId, position }) => ({
        url: urlOf(routes.markChatRead, { restaurantId: rid, channelId }),
        method: 'POST',
        body: { position } satisfies BodyOf<Op['markChatRead']>,
      }),
      invalidatesTags: ['Chat'],
    }),
  }),
});

export const {
  useListChatChannelsQuery,
  useListChatPeopleQuery,
  useListChatMessagesQuery,
  useLazyListChatMessagesQuery,
  useOpenDirectChatMutation,
  usePostChatMessageMutation,
  useEditChatMessageMutation,
  useDeleteChatMessageMutation,
  useMarkChatReadMutation,
} = chatApi;
