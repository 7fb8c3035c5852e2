import type { Selectable } from 'kysely';
import type { TenantTx, TerminalSessions } from '@ros/db';
import { jsonb } from '../../../kernel/jsonb';

export type TerminalRow = Selectable<TerminalSessions>;

export function insertTerminal(trx: TenantTx, v: { restaurant_id: string; name: string; idle_lock_seconds: number; token_hash: string; created_by: unknown }) {
  return trx.insertInto('terminal_sessions').values({ ...v, created_by: jsonb(v.created_by) }).returningAll().executeTakeFirstOrThrow();
}

export function listTerminals(trx: TenantTx, restaurantId: string) {
  return trx.selectFrom('terminal_sessions').selectAll().where('restaurant_id', '=', restaurantId).where('revoked_at', 'is', null).orderBy('created_at').execute();
}

export async function revokeTerminal(trx: TenantTx, restaurantId: string, id: string) {
  const r = await trx.updateTable('terminal_sessions').set({ revoked_at: new Date() }).where('restaurant_id', '=', restaurantId).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export function terminalByToken(trx: TenantTx, restaurantId: string, tokenHash: string) {
  return trx.selectFrom('terminal_sessions').selectAll().where('restaurant_id', '=', restaurantId).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).executeTakeFirst();
}

export function touchTerminal(trx: TenantTx, restaurantId: string, id: string) {
  return trx.updateTable('terminal_sessions').set({ last_switch_at: new Date() }).where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}
