import { z } from 'zod';
import { defineEvent } from './define';

/** A message of the restaurant's outbox, as its delivery events name it (the page reads the row again). */
const ZMessageRef = z.object({
  id: z.string().uuid(),
  kind: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  attempts: z.number().int().min(0),
});

/** Who reads the outbox (Settings › Sent messages): the restaurant's managers. */
const managers = { read: 'restaurant' } as const;
const words = (p: { to: string }) => ({ values: { to: p.to } });

/** A provider took a message (a signal for the Sent messages page, not an activity). */
export const messageSent = defineEvent('message.sent', z.object({ message: ZMessageRef }), {
  ...managers,
  signal: true,
  describe: (p) => ({ context: p.message.channel, ...words(p.message) }),
});

/** A message failed for good (a permanent refusal, or every try failed): `error` says why. */
export const messageFailed = defineEvent('message.failed', z.object({ message: ZMessageRef, error: z.string() }), {
  ...managers,
  describe: (p) => ({ context: p.message.channel, ...words(p.message) }),
});
