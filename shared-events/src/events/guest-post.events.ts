import { z } from 'zod';
import { defineEvent } from './define';

const ZGuestPostRef = z.object({ guestPostId: z.string().uuid(), title: z.string() });
const titled = (p: { title: string }) => ({ values: { title: p.title } });

/** A special or event was put on the guest menu (shown from its first day). */
export const guestPostCreated = defineEvent('guest_post.created', ZGuestPostRef, { read: 'menu', describe: titled });
/** A guest post changed; `changes` lists the fields. */
export const guestPostUpdated = defineEvent(
  'guest_post.updated',
  ZGuestPostRef.extend({ changes: z.array(z.string()) }),
  { read: 'menu', describe: titled },
);
/** A guest post was taken off the guest menu. */
export const guestPostDeleted = defineEvent('guest_post.deleted', ZGuestPostRef, { read: 'menu', describe: titled });
