import { routes, type HelpArticle, type HelpArticleQuery, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';

type Op = typeof operations;

/** The help page: the restaurant's articles with the built-in answers (live through `help_article.*`), and writing them. */
export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    listHelpArticles: build.query<
      ViewOf<Op['listHelpArticles'], { data: HelpArticle[]; total: number }>,
      { rid: string } & HelpArticleQuery
    >({
      query: ({ rid, ...query }) => urlOf(routes.listHelpArticles, { restaurantId: rid }, query),
      providesTags: ['HelpArticle'],
    }),
    saveHelpArticle: build.mutation<
      ViewOf<Op['createHelpArticle'], HelpArticle>,
      { rid: string; id?: string; body: BodyOf<Op['createHelpArticle']> }
    >({
      query: ({ rid, id, body }) =>
        id
          ? { url: urlOf(routes.updateHelpArticle, { restaurantId: rid, helpArticleId: id }), method: 'PATCH', body }
          : { url: urlOf(routes.createHelpArticle, { restaurantId: rid }), method: 'POST', body },
      invalidatesTags: ['HelpArticle'],
    }),
    deleteHelpArticle: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deleteHelpArticle, { restaurantId: rid, helpArticleId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: ['HelpArticle'],
    }),
  }),
});

export const { useListHelpArticlesQuery, useSaveHelpArticleMutation, useDeleteHelpArticleMutation } = helpApi;
