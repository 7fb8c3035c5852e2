import { z } from 'zod';
import { ZList, ZPage } from './common';

/** Reply shapes of the outbox operations (see common.ts): the messages the app wrote to people. */

/**
 * A message's fate: `queued` waits for the workers, `sent` left the app, `failed` for good (with the
 * reason), `kept` stays in the app because no provider serves its channel (the embedded default).
 */
export const MESSAGE_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** One message of a restaurant's outbox, as its list shows it. */
export const ZOutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  kind: z.string(),
  subject: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  /** Why delivery failed (the provider's answer), while it is failing or once it failed for good. */
  lastError: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZOutboxMessagePage = ZPage(ZOutboxMessage);
export type OutboxMessagePage = z.infer<typeof ZOutboxMessagePage>;

/**
 * One message with what it says: the plain text, the HTML (shown in a sandboxed frame) and the
 * links it carries to this app (only links under the configured public address).
 */
export const ZOutboxMessageDetail = ZOutboxMessage.extend({
  text: z.string(),
  html: z.string().nullable(),
  links: z.array(z.string()),
});
export type OutboxMessageDetail = z.infer<typeof ZOutboxMessageDetail>;

/**
 * One of the signed-in person's own account messages (verification, reset, an invitation to their
 * address). `links` are given only while no provider delivers mail: then the app is the mailbox.
 */
export const ZAccountMessage = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: z.string(),
  links: z.array(z.string()),
});

/** The person's account messages, newest first, and whether a mail provider sends them. */
export const ZAccountMessageList = ZList(ZAccountMessage).extend({ mailProvider: z.boolean() });
export type AccountMessageList = z.infer<typeof ZAccountMessageList>;
