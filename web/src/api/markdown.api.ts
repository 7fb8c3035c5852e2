import { routes, type operations } from '@ros/shared-events';
import { api } from './baseApi';
import { urlOf, type ReplyOf } from './operation';

type Op = typeof operations;

/** The editor's preview: Markdown rendered and sanitised by the server exactly as a saved post is. */
export const markdownApi = api.injectEndpoints({
  endpoints: (build) => ({
    previewMarkdown: build.mutation<ReplyOf<Op['previewMarkdown']>, { rid: string; markdown: string }>({
      query: ({ rid, markdown }) => ({
        url: urlOf(routes.previewMarkdown, { restaurantId: rid }),
        method: 'POST',
        body: { markdown },
      }),
    }),
  }),
});

export const { usePreviewMarkdownMutation } = markdownApi;
