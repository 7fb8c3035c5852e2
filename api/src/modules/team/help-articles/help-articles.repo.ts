import { sql, type InsertObject, type UpdateObject } from 'kysely';
import type { DB } from '@ros/db';
import type { HelpArticleQuery } from '@ros/shared-events';
import { likePattern } from '../../../kernel/list-query';
import type { RepoContext } from '../../../kernel/repo-context';

/** The words of a search, each of which must appear in an article (in its title or its text). */
export const wordsOf = (q: string | undefined) => (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);

function articles(ctx: RepoContext) {
  return ctx.trx.selectFrom('help_articles').selectAll().where('restaurant_id', '=', ctx.restaurantId);
}

export type HelpArticleRow = NonNullable<Awaited<ReturnType<typeof findHelpArticle>>>;

/** The restaurant's articles matching every word of the search, in one category or all, by title. */
export function listHelpArticles(ctx: RepoContext, query: HelpArticleQuery) {
  let q = articles(ctx);
  for (const word of wordsOf(query.q)) {
    const like = likePattern(word);
    q = q.where((eb) => eb.or([eb('title', 'ilike', like), eb('body_markdown', 'ilike', like)]));
  }
  if (query.category) q = q.where('category', '=', query.category);
  return q.orderBy('title').orderBy('id').limit(500).execute();
}

export function findHelpArticle(ctx: RepoContext, id: string) {
  return articles(ctx).where('id', '=', id).executeTakeFirst();
}

export function insertHelpArticle(ctx: RepoContext, values: InsertObject<DB, 'help_articles'>) {
  return ctx.trx.insertInto('help_articles').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateHelpArticle(ctx: RepoContext, id: string, values: UpdateObject<DB, 'help_articles'>) {
  return ctx.trx
    .updateTable('help_articles')
    .set({ ...values, updated_at: sql`now()` })
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function deleteHelpArticle(ctx: RepoContext, id: string) {
  return ctx.trx
    .deleteFrom('help_articles')
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('id', '=', id)
    .returning(['id', 'title'])
    .executeTakeFirst();
}
