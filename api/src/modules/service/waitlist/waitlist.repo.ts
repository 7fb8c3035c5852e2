import { sql } from 'kysely';
import type { Insertable, Updateable } from 'kysely';
import type { TenantTx, WaitlistEntries } from '@ros/db';
import type { WaitlistQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

export function listEntries(ctx: RepoContext, query: WaitlistQuery) {
  const { trx, restaurantId } = ctx;
  let q = trx.selectFrom('waitlist_entries').selectAll().where('restaurant_id', '=', restaurantId);
  if (query.status) q = q.where('status', '=', query.status);
  else if (query.all !== 'true') q = q.where('status', 'in', ['waiting', 'notified']);
  return q.orderBy('created_at').execute();
}
export function findEntry(ctx: RepoContext, id: string, forUpdate = false) {
  const { trx, restaurantId } = ctx;
  const q = trx
    .selectFrom('waitlist_entries')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id);
  return (forUpdate ? q.forUpdate() : q).executeTakeFirst();
}
export type EntryRow = NonNullable<Awaited<ReturnType<typeof findEntry>>>;
export function insertEntry(trx: TenantTx, values: Insertable<WaitlistEntries>) {
  return trx.insertInto('waitlist_entries').values(values).returningAll().executeTakeFirstOrThrow();
}
export function updateEntry(ctx: RepoContext, id: string, values: Updateable<WaitlistEntries>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('waitlist_entries')
    .set({ ...values, version: sql`version + 1`, updated_at: sql`now()` })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
