import type { AccountMessageList, MessageListQuery, MessageStatus, OutboxMessage } from '@ros/shared-events';
import type { UserContext } from '../../../kernel/account';
import { notFound } from '../../../kernel/errors';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { appLinks } from './message-links';
import * as repo from './sent-messages.repo';

/** How many of a person's account messages the sign-in callout reads: the recent ones are the live ones. */
const ACCOUNT_MESSAGES_SHOWN = 20;

/** Where links point, and whether a mail provider sends email (without one, the app shows it). */
export interface OutboxSettings {
  linkBase: string;
  smtpUrl: string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toMessage(m: repo.MessageRow): OutboxMessage {
  return {
    id: m.id,
    channel: m.channel as OutboxMessage['channel'],
    to: m.to,
    kind: m.kind,
    subject: m.subject,
    status: m.status as MessageStatus,
    lastError: m.last_error,
    attempts: m.attempts,
    createdAt: iso(m.created_at)!,
    sentAt: iso(m.sent_at),
    failedAt: iso(m.failed_at),
  };
}

/**
 * The restaurant's sent messages. Reading them takes the `messages` switch (the specification's
 * "Manage Email Sequences", given to those who had the restaurant settings when it came): they carry
 * guests' addresses and the links written to them.
 */
export async function listMessages(ctx: TenantContext, query: MessageListQuery) {
  ctx.authorize('edit', 'messages');
  const { rows, total, capped } = await repo.listMessages(ctx, query);
  return { data: rows.map(toMessage), total, capped };
}

/** One message of the restaurant with its text, HTML and the links it carries into the app. */
export async function getMessage(ctx: TenantContext, id: string, settings: OutboxSettings) {
  ctx.authorize('edit', 'messages');
  const m = isUuid(id) ? await repo.findMessage(ctx, id) : undefined;
  if (!m) throw notFound('Message');
  return { ...toMessage(m), text: m.body, html: m.html, links: appLinks(m.body, settings.linkBase) };
}

/**
 * The signed-in person's own account messages. Their links are shown only while no mail provider
 * is configured and the message stayed in the app (kept, or queued for workers that will keep it):
 * with a provider, the mailbox is the proof that the address is theirs, so the app must not bypass it.
 */
export async function listMyMessages(ctx: UserContext, settings: OutboxSettings): Promise<AccountMessageList> {
  const rows = await ctx.transaction(({ trx }) => repo.listAccountMessages(trx, ctx.user.id, ACCOUNT_MESSAGES_SHOWN));
  const mailProvider = settings.smtpUrl !== null;
  return {
    mailProvider,
    data: rows.map((m) => ({
      id: m.id,
      kind: m.kind,
      to: m.to,
      subject: m.subject,
      status: m.status as MessageStatus,
      createdAt: iso(m.created_at)!,
      links: !mailProvider && (m.status === 'kept' || m.status === 'queued') ? appLinks(m.body, settings.linkBase) : [],
    })),
  };
}
