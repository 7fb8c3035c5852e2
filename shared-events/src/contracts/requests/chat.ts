import { z } from 'zod';

/** `/uploads/<restaurant>/<image>.webp`: an image stored by the uploads module, nothing else. */
const UPLOADED_IMAGE = /^\/uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/;
const TOO_LONG = 'At most 2000 characters.';

/** Paging a channel's history backwards: the messages before `before` (a position), newest first. */
export const ZChatHistoryQuery = z.object({
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type ChatHistoryQuery = z.infer<typeof ZChatHistoryQuery>;

export const ZPostChatMessageBody = z
  .object({
    body: z.string().trim().max(2000, TOO_LONG).default(''),
    imageUrl: z.string().regex(UPLOADED_IMAGE, 'Attach an image uploaded here.').nullable().optional(),
    /** The order it is about (the POS's "message the kitchen"). */
    orderId: z.string().uuid('Unknown order.').nullable().optional(),
    /** Members of the channel to notify (@name). */
    mentions: z.array(z.string().uuid('Unknown member.')).max(20, 'At most 20 mentions.').default([]),
  })
  .refine((b) => b.body.length > 0 || !!b.imageUrl, { message: 'Write a message or attach an image.', path: ['body'] });
export type PostChatMessageBody = z.infer<typeof ZPostChatMessageBody>;

export const ZEditChatMessageBody = z.object({
  body: z.string({ error: 'Write a message.' }).trim().min(1, 'Write a message.').max(2000, TOO_LONG),
});
export type EditChatMessageBody = z.infer<typeof ZEditChatMessageBody>;

export const ZMarkChatReadBody = z.object({ position: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) });

export const ZOpenDirectChatBody = z.object({
  memberId: z.string({ error: 'Choose a colleague.' }).uuid('Choose a colleague.'),
});
