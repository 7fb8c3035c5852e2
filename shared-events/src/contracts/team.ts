import { z } from 'zod';
import { ZId, ZPage, ZPersonRef, ZTimestamp } from './common';

/** What a guest post is: a special (a dish, a deal) or an event (a night, a tasting). */
export const GUEST_POST_KINDS = ['special', 'event'] as const;

/** A post on the guest menu as its managers see it. */
export const ZGuestPost = z.object({
  id: ZId,
  kind: z.enum(GUEST_POST_KINDS),
  title: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  /** First and last day it shows (YYYY-MM-DD, the restaurant's time zone, both included). */
  startsOn: z.string(),
  endsOn: z.string(),
  /** Where it stands today in the restaurant: showing, not yet, or over. */
  status: z.enum(['current', 'upcoming', 'past']),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type GuestPost = z.infer<typeof ZGuestPost>;
export const ZGuestPostPage = ZPage(ZGuestPost);

/** A current post as guests read it. */
export const ZPublicGuestPost = ZGuestPost.pick({
  id: true,
  kind: true,
  title: true,
  body: true,
  imageUrl: true,
  startsOn: true,
  endsOn: true,
});
export type PublicGuestPost = z.infer<typeof ZPublicGuestPost>;
export const ZPublicGuestPosts = z.object({ data: z.array(ZPublicGuestPost) });

export const ANNOUNCEMENT_CATEGORIES = ['announcement', 'training_guide', 'menu_change'] as const;
export const ANNOUNCEMENT_AUDIENCES = ['all', 'department', 'role'] as const;

/** Who a post is meant for: everyone, the members of one department, or of one role. */
export const ZAnnouncementAudience = z.object({
  kind: z.enum(ANNOUNCEMENT_AUDIENCES),
  departmentId: ZId.nullable(),
  roleId: ZId.nullable(),
  /** The department's or role's name (null for everyone). */
  name: z.string().nullable(),
});

/** An announcement or guide as a reader sees it. */
export const ZAnnouncement = z.object({
  id: ZId,
  title: z.string(),
  category: z.enum(ANNOUNCEMENT_CATEGORIES),
  pinned: z.boolean(),
  audience: ZAnnouncementAudience,
  bodyMarkdown: z.string(),
  /** The Markdown as HTML, sanitised on the server: safe to insert as it is. */
  bodyHtml: z.string(),
  coverImageUrl: z.string().nullable(),
  author: ZPersonRef,
  publishedAt: ZTimestamp,
  updatedAt: ZTimestamp,
  /** When the caller opened it (null: unread). */
  readAt: ZTimestamp.nullable(),
  /** "Read by 8 of 12" (members of its audience today); only for those who write announcements. */
  receipts: z.object({ read: z.number().int(), of: z.number().int() }).nullable(),
});
export type Announcement = z.infer<typeof ZAnnouncement>;
export const ZAnnouncementPage = ZPage(ZAnnouncement);

/** One member of a post's audience and when they read it. */
export const ZAnnouncementReader = z.object({
  memberId: ZId,
  name: z.string(),
  readAt: ZTimestamp.nullable(),
});
export const ZAnnouncementReaders = z.object({ data: z.array(ZAnnouncementReader) });
