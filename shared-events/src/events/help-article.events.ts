import { z } from 'zod';
import { defineEvent } from './define';

const ZHelpArticleRef = z.object({ helpArticleId: z.string().uuid(), title: z.string() });
const titled = (p: { title: string }) => ({ values: { title: p.title } });

/* Every member reads the knowledge base: its events carry the id and title, for the help page to read it again. */

/** The restaurant added an article to its help page. */
export const helpArticleCreated = defineEvent('help_article.created', ZHelpArticleRef, { describe: titled });
/** An article of the help page changed; `changes` lists the fields. */
export const helpArticleUpdated = defineEvent(
  'help_article.updated',
  ZHelpArticleRef.extend({ changes: z.array(z.string()) }),
  { describe: titled },
);
/** An article was taken off the help page. */
export const helpArticleDeleted = defineEvent('help_article.deleted', ZHelpArticleRef, { describe: titled });
