import { z } from 'zod';

/** One chat message as the API answers it and chat events carry it. */
export const ZChatMessage = z.object({
  id: z.string().uuid(),
  channelId: z.string().uuid(),
  /** Its place in the restaurant's chat (one sequence for every channel): history pages backwards by it. */
  position: z.number().int(),
  author: z.object({ memberId: z.string().uuid(), userId: z.string().uuid().nullable(), name: z.string() }),
  /** Empty once deleted. */
  body: z.string(),
  imageUrl: z.string().nullable(),
  /** The order it is about ("message the kitchen" from the POS), with its number. */
  order: z.object({ id: z.string().uuid(), number: z.number().int() }).nullable(),
  /** The members it mentions (@name), who were notified. */
  mentions: z.array(z.string().uuid()),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
/** One chat message. */
export type ChatMessage = z.infer<typeof ZChatMessage>;
