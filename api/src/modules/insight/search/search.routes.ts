import { ZBookmarks, ZRecordSearch, ZSearchItem, ZSearchResults } from '@ros/shared-events';
import { z } from 'zod';
import { defineRoutes } from '../../../kernel/routes';
import * as search from './search.service';

const ZRecordSearchQuery = z.object({ q: z.string({ error: 'Type something to search for.' }).trim().min(1, 'Type something to search for.').max(100) });
const ZToggleBody = z.object({ id: z.union([z.string().max(100), z.number().int()]).transform(String) });

/** The global search's page list and the user's bookmarks. */
export const searchRoutes = defineRoutes('search', (r) => {
  r.user('get', '/api/main-search/data', { summary: 'The search index (pages, with bookmarks marked)', reply: ZSearchResults, floor: true }, (ctx) =>
    ctx.transaction(({ trx }) => search.searchData(trx, ctx.user.id)));
  r.user('get', '/api/bookmarks/data', { summary: 'Suggestions and bookmarks', reply: ZBookmarks, floor: true }, (ctx) => ctx.transaction(({ trx }) => search.bookmarksData(trx, ctx.user.id)));
  r.tenant('get', '/api/restaurants/:restaurantId/search', { summary: "The restaurant's dishes, tables, customers and orders matching a search", query: ZRecordSearchQuery, reply: ZRecordSearch },
    (ctx, { query }) => search.searchRecords(ctx, query.q));
  r.user('post', '/api/bookmarks/update', { summary: 'Toggle a bookmark', body: ZToggleBody, reply: ZSearchItem }, (ctx, { body }) =>
    ctx.transaction(({ trx }) => search.toggle(trx, ctx.user.id, body.id)));
});
