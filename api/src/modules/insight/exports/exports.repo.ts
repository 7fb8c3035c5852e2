import { sql, type InsertObject, type UpdateObject } from 'kysely';
import type { DB, TenantTx } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

const COLUMNS = [
  'id',
  'restaurant_id',
  'requested_by',
  'kind',
  'format',
  'params',
  'status',
  'progress',
  'file_name',
  'size_bytes',
  'error',
  'created_at',
  'finished_at',
  'expires_at',
] as const;

export function insertExport(trx: TenantTx, values: InsertObject<DB, 'report_exports'>) {
  return trx.insertInto('report_exports').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function findExport(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  const row = await trx
    .selectFrom('report_exports')
    .select([...COLUMNS])
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, params: row.params as { from: string; to: string } };
}
export type ExportRow = NonNullable<Awaited<ReturnType<typeof findExport>>>;

export async function listExports(ctx: RepoContext, userId: string) {
  const { trx, restaurantId } = ctx;
  const rows = await trx
    .selectFrom('report_exports')
    .select([...COLUMNS])
    .where('restaurant_id', '=', restaurantId)
    .where('requested_by', '=', userId)
    .where('expires_at', '>', new Date())
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
  return rows.map((r) => ({ ...r, params: r.params as { from: string; to: string } }));
}

export async function exportContent(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  const row = await trx
    .selectFrom('report_exports')
    .select('content')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.content ? Buffer.from(row.content) : null;
}

export function updateExport(ctx: RepoContext, id: string, values: UpdateObject<DB, 'report_exports'>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('report_exports')
    .set(values)
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

/**
 * Exports of every restaurant left unfinished by a lost job (a restart): queued for over 2 minutes,
 * or running for over 15 (an export takes seconds), and not yet expired.
 */
export function unfinishedExports(db: Pick<TenantTx, 'selectFrom'>) {
  return db
    .selectFrom('report_exports')
    .select(['restaurant_id', 'id'])
    .where('expires_at', '>', sql<Date>`now()`)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('created_at', '<', sql<Date>`now() - interval '2 minutes'`)]),
        eb.and([eb('status', '=', 'running'), eb('created_at', '<', sql<Date>`now() - interval '15 minutes'`)]),
      ]),
    )
    .execute();
}
