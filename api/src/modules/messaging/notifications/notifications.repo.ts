import { sql } from 'kysely';
import type { PermissionKey } from '@ros/shared-events';
import { allows } from '@ros/shared-events';
import { permissionsOf } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

/** The restaurant's active members with an account who may view `permission` (owners always). */
export async function usersAllowed(ctx: RepoContext, permission: PermissionKey): Promise<string[]> {
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
        'view',
        permission,
      ),
    )
    .map((r) => r.user_id!);
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
