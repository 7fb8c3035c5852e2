import { sql } from 'kysely';
import type { PermissionKey } from '@ros/shared-events';
import { allows } from '@ros/shared-events';
import { permissionsOf } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

/** The restaurant's active members with an account who may view (or edit) `permission` (owners always). */
export async function usersAllowed(
  ctx: RepoContext,
  permission: PermissionKey,
  action: 'view' | 'edit' = 'view',
): Promise<string[]> {
  const rows = await ctx.trx
    .selectFrom('members as m')
    .innerJoin('roles as r', (j) => j.onRef('r.id', '=', 'm.role_id').onRef('r.restaurant_id', '=', 'm.restaurant_id'))
    .select(['m.user_id', 'r.system_key', 'r.permissions', 'r.is_disabled'])
    .where('m.restaurant_id', '=', ctx.restaurantId)
    .where('m.status', '=', 'active')
    .where('m.user_id', 'is not', null)
    .execute();
  return rows
    .filter((r) =>
      allows(
        permissionsOf({ roleDisabled: r.is_disabled, permissions: r.permissions }),
        r.system_key === 'owner',
        action,
        permission,
      ),
    )
    .map((r) => r.user_id!);
}

/** A person to notify: where an email or SMS reaches them, their language and their settings. */
export interface Recipient {
  id: string;
  email: string;
  phone: string | null;
  language: string;
  settings: unknown;
}

/** The accounts of `userIds` (members of the restaurant by the caller's choice). */
export async function recipientsOf(ctx: RepoContext, userIds: readonly string[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  return ctx.trx
    .selectFrom('users')
    .select(['id', 'email', 'phone', 'language', 'notification_settings as settings'])
    .where('id', 'in', userIds)
    .execute();
}

export interface NotificationRow {
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  relatedId: string | null;
  dedupeKey: string | null;
}

/** Inserts one notification per person; a dedupe key already there for that person is skipped. */
export async function insertNotifications(ctx: RepoContext, rows: NotificationRow[]) {
  if (rows.length === 0) return [];
  return ctx.trx
    .insertInto('notifications')
    .values(
      rows.map((r) => ({
        restaurant_id: ctx.restaurantId,
        user_id: r.userId,
        kind: r.kind,
        title: r.title,
        body: r.body,
        link: r.link,
        related_id: r.relatedId,
        dedupe_key: r.dedupeKey,
      })),
    )
    .onConflict((oc) =>
      oc.expression(sql.raw('restaurant_id, user_id, dedupe_key')).where('dedupe_key', 'is not', null).doNothing(),
    )
    .returning(['id', 'user_id', 'kind', 'title', 'body', 'link', 'created_at'])
    .execute();
}

/** One page of a person's notifications, newest first, and how many there are. */
export async function listOf(ctx: RepoContext, userId: string, q: { unread?: boolean; page: number; perPage: number }) {
  let base = ctx.trx
    .selectFrom('notifications')
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('user_id', '=', userId);
  if (q.unread) base = base.where('read_at', 'is', null);
  const rows = await base
    .select(['id', 'kind', 'title', 'body', 'link', 'related_id', 'read_at', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage)
    .execute();
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(total.n) };
}

/** How many of a person's notifications are unread. */
export async function unreadCount(ctx: RepoContext, userId: string): Promise<number> {
  const r = await ctx.trx
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Marks a person's notifications read (one, or all of them); returns how many rows were theirs. */
export async function markRead(ctx: RepoContext, userId: string, id: string | null) {
  let q = ctx.trx
    .updateTable('notifications')
    .set({ read_at: sql`coalesce(read_at, now())` })
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('user_id', '=', userId);
  if (id) q = q.where('id', '=', id);
  else q = q.where('read_at', 'is', null);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}
