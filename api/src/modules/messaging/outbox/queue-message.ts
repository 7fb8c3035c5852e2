import { sql, type Kysely } from 'kysely';
import { jsonb, type DB } from '@ros/db';
import { invalidInput } from '../../../kernel/errors';
import { loadBrand, renderMessage, type MessageKind, type RenderedMessage, type TemplateData } from '../templates';
import { isUnsubscribed } from '../guest-recipients';
import { isAddressFor } from './addresses';

/** A message to queue: its kind and data (the template's), whom it goes to, and how it is deduplicated. */
export interface MessageRequest<K extends MessageKind> {
  /** The restaurant it comes from; null for an account message (verification, password reset). */
  restaurantId: string | null;
  /** The person it is for, when it is a member's or an account's message. */
  userId?: string | null;
  kind: K;
  /** An email address for an email template, an E.164 phone number for an SMS one. */
  to: string;
  data: TemplateData<K>;
  /** The recipient's own language (a member's); guests read the restaurant's. */
  language?: string | null;
  /** A second queue with the same key (per restaurant) writes nothing. */
  dedupeKey?: string | null;
  /** The row it is about (a reservation, an order, a purchase order). */
  relatedId?: string | null;
  /** Marketing: an unsubscribed recipient gets none. Receipts and account messages are not. */
  marketing?: boolean;
  /** Extra headers (`List-Unsubscribe`). */
  headers?: Record<string, string>;
}

/** A queued message: its row id and what it says (the link a caller may show when no provider sends it). */
export interface QueuedMessage {
  id: string;
  rendered: RenderedMessage;
}

/**
 * Renders a message in its brand and language and queues it in the outbox, in the caller's
 * transaction: the workers deliver it once committed. An address the channel cannot reach is a
 * 400 on `to`; a dedupe key already queued, or marketing to an unsubscribed guest, returns null.
 */
export async function queueMessage<K extends MessageKind>(
  trx: Kysely<DB>,
  linkBase: string,
  request: MessageRequest<K>,
): Promise<QueuedMessage | null> {
  if (await suppressed(trx, request)) return null;
  const brand = await loadBrand(trx, request.restaurantId, { linkBase, language: request.language });
  const rendered = await renderMessage(request.kind, request.data, brand);
  if (!isAddressFor(rendered.channel, request.to)) {
    throw invalidInput(
      'to',
      rendered.channel === 'email'
        ? 'Enter a valid email address'
        : 'Enter a phone number with its country code, such as +34600123456',
    );
  }
  const row = await trx
    .insertInto('messages')
    .values({
      restaurant_id: request.restaurantId,
      user_id: request.userId ?? null,
      channel: rendered.channel,
      to: request.to,
      kind: request.kind,
      subject: rendered.subject,
      body: rendered.text,
      html: rendered.html,
      language: brand.language,
      headers: jsonb(request.headers ?? {}),
      attachments: jsonb(rendered.attachments),
      marketing: request.marketing ?? false,
      related_id: request.relatedId ?? null,
      dedupe_key: request.dedupeKey ?? null,
    })
    .onConflict((oc) =>
      oc.expression(sql.raw('restaurant_id, dedupe_key')).where('dedupe_key', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row ? { id: row.id, rendered } : null;
}

/** Marketing to an address that unsubscribed from the restaurant: not written at all (receipts still are). */
const suppressed = (trx: Kysely<DB>, request: MessageRequest<MessageKind>) =>
  request.marketing && request.restaurantId ? isUnsubscribed(trx, request.restaurantId, request.to) : false;
