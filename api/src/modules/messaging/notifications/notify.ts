import type { Command } from '@ros/db';
import type { NotificationKind, PermissionKey } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';
import { insertNotifications, usersAllowed } from './notifications.repo';

/** Something people should know, and who: named people and/or everyone whose role may view `permission`. */
export interface NotificationRequest {
  kind: NotificationKind;
  to: { userIds?: readonly string[]; permission?: PermissionKey };
  title: string;
  body?: string;
  /** Where the bell's entry opens, a path of the app (`/inventory?item=…`). */
  link?: string | null;
  relatedId?: string | null;
  /** The same key again (per person) notifies nobody twice. */
  dedupeKey?: string | null;
}

/** What `notify` needs of a command: its restaurant's transaction and its events. */
export type NotifyContext = RepoContext & Pick<Command, 'emitIn'>;

/**
 * Notifies people in the caller's transaction: a row per person in `notifications` and a
 * `notification.created` event only they read (their bell, live). Returns how many were notified.
 */
export async function notify(ctx: NotifyContext, request: NotificationRequest): Promise<number> {
  const named = request.to.userIds ?? [];
  const allowed = request.to.permission ? await usersAllowed(ctx, request.to.permission) : [];
  const userIds = [...new Set([...named, ...allowed])];
  const rows = await insertNotifications(
    ctx,
    userIds.map((userId) => ({
      userId,
      kind: request.kind,
      title: request.title,
      body: request.body ?? '',
      link: request.link ?? null,
      relatedId: request.relatedId ?? null,
      dedupeKey: request.dedupeKey ?? null,
    })),
  );
  for (const r of rows) {
    ctx.emitIn(ctx.restaurantId, 'notification.created', {
      id: r.id,
      userId: r.user_id,
      kind: r.kind as NotificationKind,
      title: r.title,
      body: r.body,
      link: r.link,
      createdAt: new Date(r.created_at).toISOString(),
    });
  }
  return rows.length;
}
