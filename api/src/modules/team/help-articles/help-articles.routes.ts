import { operations as op } from '@ros/shared-events';
import { created, noContent } from '../../../kernel/replies';
import { defineRoutes } from '../../../kernel/routes';
import * as articles from './help-articles.service';

/** The help page's knowledge base: the restaurant's own articles beside the built-in answers. */
export const helpArticlesRoutes = defineRoutes('help-articles', (r) => {
  r.tenant(
    op.listHelpArticles,
    { summary: "The help page: the restaurant's articles and the built-in answers matching a search" },
    (ctx, { query }) => articles.listHelpArticles(ctx, query),
  );
  r.tenant(op.createHelpArticle, { summary: 'Add an article to the help page' }, async (ctx, { body }) =>
    created(await articles.createHelpArticle(ctx, body)),
  );
  r.tenant(op.updateHelpArticle, { summary: 'Change a help article' }, (ctx, { params, body }) =>
    articles.updateHelpArticle(ctx, params.helpArticleId, body),
  );
  r.tenant(op.deleteHelpArticle, { summary: 'Take an article off the help page' }, async (ctx, { params }) => {
    await articles.deleteHelpArticle(ctx, params.helpArticleId);
    return noContent();
  });
});
