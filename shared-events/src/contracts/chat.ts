import { z } from 'zod';
import { ZChatMessage } from '../events/chat.shapes';
import { ZList } from './common';

/** Reply shapes of the team chat operations (see common.ts). */

export { ZChatMessage, type ChatMessage } from '../events/chat.shapes';

/** The kinds of channel: everyone, the pass (kitchen ↔ floor), a department, two members. */
export const CHAT_CHANNEL_KINDS = ['everyone', 'pass', 'department', 'direct'] as const;
export type ChatChannelKind = (typeof CHAT_CHANNEL_KINDS)[number];

const ZChatPerson = z.object({ memberId: z.string().uuid(), userId: z.string().uuid(), name: z.string() });
/** A member one can write to or mention. */
export type ChatPerson = z.infer<typeof ZChatPerson>;

export const ZChatChannel = z.object({
  id: z.string().uuid(),
  kind: z.enum(CHAT_CHANNEL_KINDS),
  /** A department's name; empty for everyone and the pass (the screen names them), the other member's for a direct channel. */
  name: z.string(),
  departmentId: z.string().uuid().nullable(),
  /** The other member of a direct channel. */
  peer: ZChatPerson.nullable(),
  /** Messages of others the caller has not read. */
  unread: z.number().int().nonnegative(),
  /** The newest message's position (0: none yet); reading up to it clears `unread`. */
  lastPosition: z.number().int().nonnegative(),
});
/** One channel the caller is in. */
export type ChatChannel = z.infer<typeof ZChatChannel>;
export const ZChatChannelList = ZList(ZChatChannel);

/** A page of history, newest first; `hasMore` when older messages remain (ask again with `before`). */
export const ZChatMessagePage = z.object({ data: z.array(ZChatMessage), hasMore: z.boolean() });
export type ChatMessagePage = z.infer<typeof ZChatMessagePage>;

export const ZChatPeople = ZList(ZChatPerson);

/** An image uploaded for a message: where it is, and its thumbnail. */
export const ZChatImage = z.object({ url: z.string(), thumbnailUrl: z.string() });

/** A member's read cursor in a channel after reading: everything up to `lastPosition` is read. */
export const ZChatReadCursor = z.object({ channelId: z.string().uuid(), lastPosition: z.number().int().nonnegative() });
