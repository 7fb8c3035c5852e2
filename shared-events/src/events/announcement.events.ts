import { z } from 'zod';
import { defineEvent } from './define';

const ZAnnouncementRef = z.object({ announcementId: z.string().uuid(), title: z.string() });
const titled = (p: { title: string }) => ({ values: { title: p.title } });

/*
 * Announcements are read by every member (the list itself keeps each post to its audience), so their
 * events carry only the id and title, enough for a screen to read its list again.
 */

/** A post for the team was published. */
export const announcementPublished = defineEvent(
  'announcement.published',
  ZAnnouncementRef.extend({ pinned: z.boolean() }),
  { describe: titled },
);
/** A post changed; `changes` lists the fields. */
export const announcementUpdated = defineEvent(
  'announcement.updated',
  ZAnnouncementRef.extend({ changes: z.array(z.string()) }),
  { describe: titled },
);
/** A post was deleted with its read receipts. */
export const announcementDeleted = defineEvent('announcement.deleted', ZAnnouncementRef, { describe: titled });
/** A member opened a post for the first time: its receipts moved (those who write posts see them). */
export const announcementRead = defineEvent(
  'announcement.read',
  ZAnnouncementRef.extend({ memberId: z.string().uuid() }),
  { read: 'announcements', signal: true, describe: titled },
);
