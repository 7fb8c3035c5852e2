import type { Command } from '@ros/db';
import {
  notificationSettingsOf,
  type EventPayload,
  type NotificationKind,
  type PermissionKey,
} from '@ros/shared-events';
import { linkBaseOf } from '../../../config';
import type { RepoContext } from '../../../kernel/repo-context';
import type { TenantContext } from '../../../kernel/tenant';
import { isAddressFor, queueMessage } from '../outbox';
import type { MessageKind, TemplateData } from '../templates';
import { insertNotifications, recipientsOf, usersAllowed, type Recipient } from './notifications.repo';

/**
 * Something people should know, and who: named people and/or everyone whose role may view
 * `permission` (or edit it, with `action: 'edit'`: those who approve, not those who look).
 */
export interface NotificationRequest {
  kind: NotificationKind;
  to: { userIds?: readonly string[]; permission?: PermissionKey; action?: 'view' | 'edit' };
  title: string;
  body?: string;
  /** Where the bell's entry opens, a path of the app (`/inventory?item=…`). */
  link?: string | null;
  relatedId?: string | null;
  /** The same key again (per person) notifies nobody twice, in the app or by email or SMS. */
  dedupeKey?: string | null;
  /**
   * The email copy in a template of its own (a member's shift list, a post) instead of the plain
   * notification's; it still goes only to those whose settings ask for email of this kind.
   */
  emailAs?: EmailAs;
}

/** A message kind and its template's data, for the email copy of a notification. */
type EmailAs = { [K in MessageKind]: { kind: K; data: TemplateData<K> } }[MessageKind];

/**
 * What `notify` needs of a command: its restaurant's transaction and its events (a command's
 * `emitIn`, or a tenant context's `emit`); `linkBase` is where email and SMS links point (the
 * config's; by default the same rule read from the environment).
 */
export type NotifyContext = RepoContext &
  (Pick<Command, 'emitIn'> | Pick<TenantContext, 'emit'>) & { linkBase?: string };

/**
 * Notifies people in the caller's transaction, as each one's settings for the kind say: a row in
 * `notifications` and a `notification.created` event only they read (their bell, live) when in the
 * app is on; an email to their address and an SMS to their phone (when they have a valid one) when
 * those are on. Returns how many people were notified in the app.
 */
export async function notify(ctx: NotifyContext, request: NotificationRequest): Promise<number> {
  const named = request.to.userIds ?? [];
  const allowed = request.to.permission ? await usersAllowed(ctx, request.to.permission, request.to.action) : [];
  const people = await recipientsOf(ctx, [...new Set([...named, ...allowed])]);
  const wanting = (channel: 'inApp' | 'email' | 'sms') =>
    people.filter((p) => notificationSettingsOf(p.settings)[request.kind][channel]);
  const rows = await insertNotifications(
    ctx,
    wanting('inApp').map((p) => ({
      userId: p.id,
      kind: request.kind,
      title: request.title,
      body: request.body ?? '',
      link: request.link ?? null,
      relatedId: request.relatedId ?? null,
      dedupeKey: request.dedupeKey ?? null,
    })),
  );
  for (const r of rows) {
    const payload: EventPayload<'notification.created'> = {
      id: r.id,
      userId: r.user_id,
      kind: r.kind as NotificationKind,
      title: r.title,
      body: r.body,
      link: r.link,
      createdAt: new Date(r.created_at).toISOString(),
    };
    if ('emitIn' in ctx) ctx.emitIn(ctx.restaurantId, 'notification.created', payload);
    else ctx.emit('notification.created', payload);
  }
  for (const p of wanting('email')) await sendCopy(ctx, request, p, 'email', p.email);
  for (const p of wanting('sms')) if (p.phone) await sendCopy(ctx, request, p, 'sms', p.phone);
  return rows.length;
}

/** Queues the notification's email or SMS to one person; an address the channel cannot reach is skipped. */
async function sendCopy(
  ctx: NotifyContext,
  request: NotificationRequest,
  person: Recipient,
  channel: 'email' | 'sms',
  to: string,
) {
  if (!isAddressFor(channel, to)) return;
  const plain = { title: request.title, body: request.body ?? '', link: request.link ?? null };
  const message: EmailAs =
    channel === 'email'
      ? (request.emailAs ?? { kind: 'notification', data: plain })
      : { kind: 'notification_sms', data: plain };
  await queueMessage<MessageKind>(ctx.trx, ctx.linkBase ?? linkBaseOf(), {
    restaurantId: ctx.restaurantId,
    userId: person.id,
    kind: message.kind,
    to,
    data: message.data,
    language: person.language,
    dedupeKey: request.dedupeKey ? `notification:${request.kind}:${person.id}:${channel}:${request.dedupeKey}` : null,
    relatedId: request.relatedId ?? null,
  });
}
