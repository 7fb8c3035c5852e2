import type { ChatHistoryQuery, ChatMessage, EditChatMessageBody, PostChatMessageBody } from '@ros/shared-events';
import { forbidden, invalidInput, notFound } from '../../../kernel/errors';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { notify } from '../../messaging/notifications';
import { audienceOf, channelView } from './channel-audience';
import * as repo from './chat.repo';

/** How much of a mentioning message the notification quotes. */
const QUOTE = 140;

function messageView(row: repo.MessageRow): ChatMessage {
  const at = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
  return {
    id: row.id,
    channelId: row.channel_id,
    position: Number(row.position),
    author: { memberId: row.author_member_id, userId: row.author_user_id, name: row.author_name },
    body: row.body,
    imageUrl: row.image_url,
    order: row.order_id && row.display_no !== null ? { id: row.order_id, number: row.display_no } : null,
    mentions: row.mentions,
    createdAt: at(row.created_at)!,
    editedAt: at(row.edited_at),
    deletedAt: at(row.deleted_at),
  };
}

/** A channel the caller is in now, with its audience; anything else is not found (no hint it exists). */
async function channelFor(ctx: TenantContext, channelId: string) {
  const channel = isUuid(channelId) ? await repo.findChannel(ctx, channelId) : undefined;
  const roster = channel ? await repo.loadRoster(ctx) : [];
  const audience = channel ? audienceOf(channel, roster) : [];
  if (!channel || !audience.some((p) => p.memberId === ctx.member.memberId)) throw notFound('Channel');
  return { channel, roster, audience };
}

/** The caller's channels with their unread counts. */
export async function listChannels(ctx: TenantContext) {
  const me = ctx.member.memberId;
  const roster = await repo.loadRoster(ctx);
  const channels = await repo.listChannelsOf(ctx, me);
  const counts = new Map((await repo.unreadCounts(ctx, me)).map((c) => [c.channel_id, c]));
  const mine = channels.filter((c) => audienceOf(c, roster).some((p) => p.memberId === me));
  return { data: mine.map((c) => channelView(c, me, roster, counts.get(c.id))) };
}

/** The colleagues one can write to or mention (the caller left out). */
export async function listPeople(ctx: TenantContext) {
  const roster = await repo.loadRoster(ctx);
  return {
    data: roster
      .filter((p) => p.memberId !== ctx.member.memberId)
      .map((p) => ({ memberId: p.memberId, userId: p.userId, name: p.name })),
  };
}

/** The direct channel with a colleague, opened the first time. */
export async function openDirect(ctx: TenantContext, memberId: string) {
  const me = ctx.member.memberId;
  const roster = await repo.loadRoster(ctx);
  if (memberId === me || !roster.some((p) => p.memberId === memberId)) {
    throw invalidInput('memberId', 'Choose a colleague.');
  }
  const [a, b] = me < memberId ? [me, memberId] : [memberId, me];
  const id = await repo.openDirect(ctx, a, b);
  return channelView((await repo.findChannel(ctx, id))!, me, roster);
}

/** A page of a channel's history, newest first, before `query.before`. */
export async function listMessages(ctx: TenantContext, channelId: string, query: ChatHistoryQuery) {
  await channelFor(ctx, channelId);
  const rows = await repo.messagesBefore(ctx, channelId, query.before, query.limit);
  return { data: rows.slice(0, query.limit).map(messageView), hasMore: rows.length > query.limit };
}

/** Posts in a channel; the members it mentions are notified (`chat_mention`). */
export async function postMessage(ctx: TenantContext, channelId: string, body: PostChatMessageBody) {
  const { audience } = await channelFor(ctx, channelId);
  const mentions = [...new Set(body.mentions)];
  if (mentions.some((id) => !audience.some((p) => p.memberId === id))) {
    throw invalidInput('mentions', 'Mention someone who is in this channel.');
  }
  if (body.imageUrl && !body.imageUrl.startsWith(`/uploads/${ctx.restaurantId}/`)) {
    throw invalidInput('imageUrl', 'Attach an image uploaded here.');
  }
  if (body.orderId && !(await repo.orderExists(ctx, body.orderId))) throw invalidInput('orderId', 'Unknown order.');
  const id = await repo.insertMessage(ctx, {
    channelId,
    authorMemberId: ctx.member.memberId,
    body: body.body,
    imageUrl: body.imageUrl ?? null,
    orderId: body.orderId ?? null,
    mentions,
  });
  const message = messageView((await repo.findMessage(ctx, id))!);
  ctx.emit('chat.message_posted', { audience: audience.map((p) => p.userId), message });
  const mentioned = audience.filter((p) => mentions.includes(p.memberId) && p.memberId !== ctx.member.memberId);
  if (mentioned.length) {
    await notify(
      {
        trx: ctx.trx,
        restaurantId: ctx.restaurantId,
        emitIn: (_restaurantId, type, payload) => ctx.emit(type, payload),
      },
      {
        kind: 'chat_mention',
        to: { userIds: mentioned.map((p) => p.userId) },
        title: `${ctx.member.displayName} mentioned you`,
        body: body.body.slice(0, QUOTE),
        link: `/chat?channel=${channelId}`,
        relatedId: id,
        dedupeKey: `chat-mention:${id}`,
      },
    );
  }
  return message;
}

/** One's own message, in a channel one is still in. */
async function ownMessage(ctx: TenantContext, messageId: string) {
  const row = isUuid(messageId) ? await repo.findMessage(ctx, messageId) : undefined;
  if (!row || row.deleted_at) throw notFound('Message');
  const { audience } = await channelFor(ctx, row.channel_id).catch(() => {
    throw notFound('Message');
  });
  if (row.author_member_id !== ctx.member.memberId) throw forbidden('Only its author can change a message.');
  return { row, audience };
}

export async function editMessage(ctx: TenantContext, messageId: string, body: EditChatMessageBody) {
  const { audience } = await ownMessage(ctx, messageId);
  await repo.updateMessage(ctx, messageId, { body: body.body });
  const message = messageView((await repo.findMessage(ctx, messageId))!);
  ctx.emit('chat.message_edited', { audience: audience.map((p) => p.userId), message });
  return message;
}

/** Deleting keeps the message's place in the history, empty. */
export async function deleteMessage(ctx: TenantContext, messageId: string) {
  const { audience } = await ownMessage(ctx, messageId);
  await repo.updateMessage(ctx, messageId, { deleted: true });
  const message = messageView((await repo.findMessage(ctx, messageId))!);
  ctx.emit('chat.message_deleted', { audience: audience.map((p) => p.userId), message });
}

/** Moves the caller's read cursor of a channel forward. */
export async function markRead(ctx: TenantContext, channelId: string, position: number) {
  await channelFor(ctx, channelId);
  const lastPosition = await repo.markRead(ctx, channelId, ctx.member.memberId, position);
  ctx.emit('chat.read', { userId: ctx.user.id, channelId, position: lastPosition });
  return { channelId, lastPosition };
}

/** A new department's channel (people's departments call this where they create one). */
export function openDepartmentChannel(ctx: TenantContext, departmentId: string): Promise<void> {
  return repo.insertDepartmentChannel(ctx, departmentId);
}
