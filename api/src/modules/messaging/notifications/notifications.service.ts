import type { Notification, NotificationListQuery, NotificationPage, NotificationsRead } from '@ros/shared-events';
import { notFound } from '../../../kernel/errors';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import * as repo from './notifications.repo';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/**
 * The signed-in member's own notifications: every member reads and marks only theirs (the rows
 * are filtered by their user id), so no permission is needed and nobody sees another's.
 */
export async function listMine(ctx: TenantContext, query: NotificationListQuery): Promise<NotificationPage> {
  const { rows, total } = await repo.listOf(ctx, ctx.user.id, query);
  const unread = await repo.unreadCount(ctx, ctx.user.id);
  return {
    data: rows.map((r): Notification => ({
      id: r.id,
      kind: r.kind as Notification['kind'],
      title: r.title,
      body: r.body,
      link: r.link,
      relatedId: r.related_id,
      readAt: iso(r.read_at),
      createdAt: iso(r.created_at)!,
    })),
    total,
    unread,
  };
}

/** Marks one of the member's notifications read (again is fine); another's is not found. */
export async function markOneRead(ctx: TenantContext, id: string): Promise<NotificationsRead> {
  if (!isUuid(id) || (await repo.markRead(ctx, ctx.user.id, id)) === 0) throw notFound('Notification');
  return { unread: await repo.unreadCount(ctx, ctx.user.id) };
}

export async function markAllRead(ctx: TenantContext): Promise<NotificationsRead> {
  await repo.markRead(ctx, ctx.user.id, null);
  return { unread: 0 };
}
