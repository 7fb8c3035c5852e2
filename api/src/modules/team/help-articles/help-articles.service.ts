import type { CreateHelpArticleBody, HelpArticle, HelpArticleQuery, UpdateHelpArticleBody } from '@ros/shared-events';
import { notFound } from '../../../kernel/errors';
import { changedKeys } from '../../../kernel/patch';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { renderMarkdown } from '../announcements';
import { BUILT_IN_ANSWERS } from './built-in-answers';
import * as repo from './help-articles.repo';

const toArticle = (r: repo.HelpArticleRow): HelpArticle => ({
  id: r.id,
  source: 'restaurant',
  category: r.category as HelpArticle['category'],
  title: r.title,
  bodyMarkdown: r.body_markdown,
  bodyHtml: r.body_html,
  author: { userId: r.author_id, name: r.author_name },
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** The built-in answers of each language, rendered once (they never change while the app runs). */
const builtIns = Object.fromEntries(
  Object.entries(BUILT_IN_ANSWERS).map(([lang, answers]) => [
    lang,
    answers.map((a, i): HelpArticle => ({
      id: `builtin-${i + 1}`,
      source: 'builtin',
      category: a.category,
      title: a.title,
      bodyMarkdown: a.body,
      bodyHtml: renderMarkdown(a.body),
      author: null,
      updatedAt: null,
    })),
  ]),
) as Record<keyof typeof BUILT_IN_ANSWERS, HelpArticle[]>;

/** The built-in answers matching the search the way the restaurant's articles do (every word, any case). */
function matchingBuiltIns(query: HelpArticleQuery) {
  const words = repo.wordsOf(query.q);
  return builtIns[query.lang ?? 'en'].filter((a) => {
    if (query.category && a.category !== query.category) return false;
    const text = `${a.title} ${a.bodyMarkdown}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

async function load(ctx: TenantContext, id: string) {
  const row = isUuid(id) ? await repo.findHelpArticle(ctx, id) : undefined;
  if (!row) throw notFound('Article');
  return row;
}

/** Every member reads the help page: the restaurant's own articles first, then the built-in answers. */
export async function listHelpArticles(ctx: TenantContext, query: HelpArticleQuery) {
  const own = (await repo.listHelpArticles(ctx, query)).map(toArticle);
  const data = [...own, ...matchingBuiltIns(query)];
  return { data, total: data.length };
}

/** Those who write announcements write the restaurant's help articles too. */
export async function createHelpArticle(ctx: TenantContext, body: CreateHelpArticleBody) {
  ctx.authorize('edit', 'announcements');
  const row = await repo.insertHelpArticle(ctx, {
    restaurant_id: ctx.restaurantId,
    title: body.title,
    category: body.category,
    body_markdown: body.bodyMarkdown,
    body_html: renderMarkdown(body.bodyMarkdown),
    author_id: ctx.user.id,
    author_name: ctx.member.displayName,
  });
  ctx.emit('help_article.created', { helpArticleId: row.id, title: row.title });
  return toArticle(row);
}

export async function updateHelpArticle(ctx: TenantContext, id: string, body: UpdateHelpArticleBody) {
  ctx.authorize('edit', 'announcements');
  const before = await load(ctx, id);
  const changes = changedKeys(body);
  if (!changes.length) return toArticle(before);
  const row = await repo.updateHelpArticle(ctx, id, {
    title: body.title,
    category: body.category,
    ...(body.bodyMarkdown !== undefined
      ? { body_markdown: body.bodyMarkdown, body_html: renderMarkdown(body.bodyMarkdown) }
      : {}),
    author_id: ctx.user.id,
    author_name: ctx.member.displayName,
  });
  ctx.emit('help_article.updated', { helpArticleId: id, title: row.title, changes });
  return toArticle(row);
}

export async function deleteHelpArticle(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'announcements');
  const gone = isUuid(id) ? await repo.deleteHelpArticle(ctx, id) : undefined;
  if (!gone) throw notFound('Article');
  ctx.emit('help_article.deleted', { helpArticleId: gone.id, title: gone.title });
}
