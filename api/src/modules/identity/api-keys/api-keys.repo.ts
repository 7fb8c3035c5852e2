import { sql, type Selectable } from 'kysely';
import type { ApiKeys } from '@ros/db';
import { jsonb } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

export type ApiKeyRow = Selectable<ApiKeys> & { created_by_name: string | null };

/** The restaurant's keys, newest first, with their creator's name (never selected: the hash). */
export const listApiKeys = ({ trx, restaurantId }: RepoContext) =>
  selectKeys({ trx, restaurantId }).orderBy('k.created_at', 'desc').execute() as Promise<ApiKeyRow[]>;

export const findApiKey = ({ trx, restaurantId }: RepoContext, id: string) =>
  selectKeys({ trx, restaurantId }).where('k.id', '=', id).executeTakeFirst() as Promise<ApiKeyRow | undefined>;

function selectKeys({ trx, restaurantId }: RepoContext) {
  return trx
    .selectFrom('api_keys as k')
    .leftJoin('users as u', 'u.id', 'k.created_by')
    .leftJoin('members as m', (j) => j.onRef('m.user_id', '=', 'k.created_by').on('m.restaurant_id', '=', restaurantId))
    .select([
      'k.id',
      'k.restaurant_id',
      'k.name',
      'k.token_prefix',
      'k.permissions',
      'k.created_by',
      'k.created_at',
      'k.last_used_at',
      'k.revoked_at',
      sql<string | null>`coalesce(m.full_name, u.full_name, u.username)`.as('created_by_name'),
    ])
    .where('k.restaurant_id', '=', restaurantId);
}

export const insertApiKey = (
  { trx, restaurantId }: RepoContext,
  v: { name: string; token_prefix: string; token_hash: string; permissions: object; created_by: string },
) =>
  trx
    .insertInto('api_keys')
    .values({ ...v, restaurant_id: restaurantId, permissions: jsonb(v.permissions) })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Revokes a live key; false when there is none with this id (or it was revoked already). */
export async function revokeApiKey({ trx, restaurantId }: RepoContext, id: string) {
  const r = await trx
    .updateTable('api_keys')
    .set({ revoked_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
