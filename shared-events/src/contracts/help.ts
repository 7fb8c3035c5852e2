import { z } from 'zod';
import { ZPersonRef, ZTimestamp } from './common';

/**
 * The knowledge base's categories: the built-in answers' five (about the app) and the restaurant's
 * own (how things are done here: the kitchen, the floor, the house rules).
 */
export const HELP_CATEGORIES = [
  'general',
  'accounts',
  'signIn',
  'sales',
  'support',
  'kitchen',
  'floor',
  'house',
] as const;
/** The languages the built-in answers are written in (the restaurant's own articles are in theirs). */
export const HELP_LANGUAGES = ['en', 'es'] as const;

/**
 * One answer of the help page: a built-in one (about the app, the same in every restaurant, id
 * `builtin-…`, no author) or an article the restaurant wrote (Markdown, sanitised HTML).
 */
export const ZHelpArticle = z.object({
  id: z.string(),
  source: z.enum(['builtin', 'restaurant']),
  category: z.enum(HELP_CATEGORIES),
  title: z.string(),
  bodyMarkdown: z.string(),
  /** The Markdown as HTML, sanitised on the server: safe to insert as it is. */
  bodyHtml: z.string(),
  author: ZPersonRef.nullable(),
  updatedAt: ZTimestamp.nullable(),
});
export type HelpArticle = z.infer<typeof ZHelpArticle>;
/** The help page's one list: the restaurant's articles first, then the built-in answers. */
export const ZHelpArticleList = z.object({ data: z.array(ZHelpArticle), total: z.number().int() });

/** Markdown as the team's pages will show it: HTML rendered and sanitised by the server (the editor's preview). */
export const ZMarkdownPreview = z.object({ html: z.string() });
