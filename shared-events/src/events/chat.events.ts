import { z } from 'zod';
import { ZChatMessage } from './chat.shapes';
import { defineEvent } from './define';

/** A chat event is read by its channel's members when it happened (their user ids), no one else. */
const ZAudience = z.array(z.string().uuid());
const members = (p: unknown) => (p as { audience?: string[] } | null)?.audience ?? [];
const reader = (p: unknown) => (p as { userId?: string } | null)?.userId ?? null;
const posted = (p: { message: { author: { name: string } } }) => ({ values: { name: p.message.author.name } });

/** Someone wrote in a channel. */
export const chatMessagePosted = defineEvent(
  'chat.message_posted',
  z.object({ audience: ZAudience, message: ZChatMessage }),
  { audience: members, describe: posted },
);
/** Its author changed a message. */
export const chatMessageEdited = defineEvent(
  'chat.message_edited',
  z.object({ audience: ZAudience, message: ZChatMessage }),
  { audience: members, describe: posted },
);
/** Its author deleted a message (its place stays, empty). */
export const chatMessageDeleted = defineEvent(
  'chat.message_deleted',
  z.object({ audience: ZAudience, message: ZChatMessage }),
  { audience: members, describe: posted },
);
/** A member read a channel up to `position` (their other devices update the unread counts). */
export const chatRead = defineEvent(
  'chat.read',
  z.object({ userId: z.string().uuid(), channelId: z.string().uuid(), position: z.number().int() }),
  { privateTo: reader, signal: true },
);
