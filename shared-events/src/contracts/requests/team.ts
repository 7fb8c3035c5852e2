import { z } from 'zod';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_CATEGORIES, GUEST_POST_KINDS } from '../team';
import { HELP_CATEGORIES, HELP_LANGUAGES } from '../help';
import { ZListQuery, ZQueryBool } from './page-query';

const day = z.iso.date('Use a date (YYYY-MM-DD).');
/** An image stored by the uploads endpoint (`/uploads/<restaurant>/<file>.webp`); the service checks the restaurant. */
const image = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/, 'Upload the picture first.')
  .nullable()
  .optional();

const guestPostFields = {
  kind: z.enum(GUEST_POST_KINDS, { error: 'Choose special or event.' }),
  title: z.string({ error: 'Title is required.' }).trim().min(1, 'Title is required.').max(120),
  body: z.string().trim().max(2000, 'At most 2000 characters.').optional(),
  imageUrl: image,
  startsOn: day,
  endsOn: day,
};
const endsAfterStart = (b: { startsOn?: string; endsOn?: string }) =>
  !b.startsOn || !b.endsOn || b.endsOn >= b.startsOn;
const endsAfterStartIssue = { message: 'The last day cannot be before the first.', path: ['endsOn'] };

export const ZCreateGuestPostBody = z.object(guestPostFields).refine(endsAfterStart, endsAfterStartIssue);
export type CreateGuestPostBody = z.infer<typeof ZCreateGuestPostBody>;
export const ZUpdateGuestPostBody = z.object(guestPostFields).partial().refine(endsAfterStart, endsAfterStartIssue);
export type UpdateGuestPostBody = z.infer<typeof ZUpdateGuestPostBody>;

export const ZGuestPostListQuery = ZListQuery(['startsOn', 'endsOn', 'title'], 10).extend({
  status: z.enum(['current', 'upcoming', 'past']).optional(),
});
export type GuestPostListQuery = z.infer<typeof ZGuestPostListQuery>;

const announcementFields = {
  title: z.string({ error: 'Title is required.' }).trim().min(1, 'Title is required.').max(160),
  category: z.enum(ANNOUNCEMENT_CATEGORIES, { error: 'Choose a category.' }),
  bodyMarkdown: z.string({ error: 'Write the post.' }).trim().min(1, 'Write the post.').max(20000),
  coverImageUrl: image,
  pinned: z.boolean().optional(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES).optional(),
  departmentId: z.string().uuid('Unknown department.').nullable().optional(),
  roleId: z.string().uuid('Unknown role.').nullable().optional(),
};

export const ZCreateAnnouncementBody = z.object(announcementFields);
export type CreateAnnouncementBody = z.infer<typeof ZCreateAnnouncementBody>;
export const ZUpdateAnnouncementBody = z.object(announcementFields).partial();
export type UpdateAnnouncementBody = z.infer<typeof ZUpdateAnnouncementBody>;

export const ZAnnouncementListQuery = ZListQuery(['publishedAt', 'title'], 10).extend({
  /** Newest first unless asked otherwise. */
  sort: z.enum(['asc', 'desc']).default('desc'),
  category: z.enum(ANNOUNCEMENT_CATEGORIES).optional(),
  /** Only those the caller has not opened yet (what the sign-in dialog shows). */
  unread: ZQueryBool.optional(),
});
export type AnnouncementListQuery = z.infer<typeof ZAnnouncementListQuery>;

const helpArticleFields = {
  title: z.string({ error: 'Title is required.' }).trim().min(1, 'Title is required.').max(160),
  category: z.enum(HELP_CATEGORIES, { error: 'Choose a category.' }),
  bodyMarkdown: z.string({ error: 'Write the answer.' }).trim().min(1, 'Write the answer.').max(20000),
};
export const ZCreateHelpArticleBody = z.object(helpArticleFields);
export type CreateHelpArticleBody = z.infer<typeof ZCreateHelpArticleBody>;
export const ZUpdateHelpArticleBody = z.object(helpArticleFields).partial();
export type UpdateHelpArticleBody = z.infer<typeof ZUpdateHelpArticleBody>;

/** The help page's search: every word must appear in the title or the text; one category or all. */
export const ZHelpArticleQuery = z.object({
  q: z.string().trim().max(200).optional(),
  category: z.enum(HELP_CATEGORIES).optional(),
  /** The language of the built-in answers (English unless asked). */
  lang: z.enum(HELP_LANGUAGES).optional(),
});
export type HelpArticleQuery = z.infer<typeof ZHelpArticleQuery>;

/** Text to preview as a post or article would show it. */
export const ZPreviewMarkdownBody = z.object({ markdown: z.string().max(20000, 'At most 20000 characters.') });
