import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import * as search from './search.service';

/** The global search's page list and the user's bookmarks. */
export const searchRoutes = defineRoutes('search', (r) => {
  r.user(op.searchData, { summary: 'The search index (pages, with bookmarks marked)', floor: true }, (ctx) =>
    ctx.transaction(({ trx }) => search.searchData(trx, ctx.user.id)),
  );
  r.user(op.bookmarksData, { summary: 'Suggestions and bookmarks', floor: true }, (ctx) =>
    ctx.transaction(({ trx }) => search.bookmarksData(trx, ctx.user.id)),
  );
  r.tenant(
    op.searchRecords,
    { summary: "The restaurant's dishes, tables, customers and orders matching a search" },
    (ctx, { query }) => search.searchRecords(ctx, query.q),
  );
  r.user(op.toggle, { summary: 'Toggle a bookmark' }, (ctx, { body }) =>
    ctx.transaction(({ trx }) => search.toggle(trx, ctx.user.id, body.id)),
  );
});
