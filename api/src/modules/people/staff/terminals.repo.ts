import type { Selectable } from 'kysely';
import type { TenantTx, TerminalSessions } from '@ros/db';
import { jsonb } from '../../../kernel/jsonb';
import type { RepoContext } from '../../../kernel/repo-context';

export type TerminalRow = Selectable<TerminalSessions>;

export function insertTerminal(
  trx: TenantTx,
  v: { restaurant_id: string; name: string; idle_lock_seconds: number; token_hash: string; created_by: unknown },
) {
  return trx
    .insertInto('terminal_sessions')
    .values({ ...v, created_by: jsonb(v.created_by) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listTerminals(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('terminal_sessions')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .execute();
}

export async function revokeTerminal(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  const r = await trx
    .updateTable('terminal_sessions')
    .set({ revoked_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export function terminalByToken(ctx: RepoContext, tokenHash: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('terminal_sessions')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export function touchTerminal(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('terminal_sessions')
    .set({ last_switch_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}
