import { sql } from 'kysely';
import type { Insertable, Updateable } from 'kysely';
import type { CalendarEvents, TenantTx } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

export function eventsBetween(ctx: RepoContext, calendars: string[], start: Date, end: Date) {
  const { trx, restaurantId } = ctx;
  if (!calendars.length) return Promise.resolve([]);
  return trx
    .selectFrom('calendar_events')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('calendar', 'in', calendars)
    .where('starts_at', '<', end)
    .where('ends_at', '>', start)
    .orderBy('starts_at')
    .execute();
}
export function reservationsBetween(ctx: RepoContext, start: Date, end: Date) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('reservations')
    .select(['id', 'name', 'party_size', 'starts_at', 'ends_at', 'status', 'phone', 'version', 'remarks'])
    .where('restaurant_id', '=', restaurantId)
    .where('starts_at', '<', end)
    .where('ends_at', '>', start)
    .where('status', 'not in', ['cancelled'])
    .orderBy('starts_at')
    .execute();
}
export function findEvent(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('calendar_events')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;
export function insertEvent(trx: TenantTx, values: Insertable<CalendarEvents>) {
  return trx.insertInto('calendar_events').values(values).returningAll().executeTakeFirstOrThrow();
}
export function updateEvent(ctx: RepoContext, id: string, values: Updateable<CalendarEvents>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('calendar_events')
    .set({ ...values, updated_at: sql`now()` })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
export function deleteEvent(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .deleteFrom('calendar_events')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
export function reservationTables(ctx: RepoContext, ids: string[]) {
  const { trx, restaurantId } = ctx;
  if (!ids.length) return Promise.resolve([]);
  return trx
    .selectFrom('reservation_tables as rt')
    .innerJoin('dining_tables as t', 't.id', 'rt.table_id')
    .select(['rt.reservation_id', 't.name'])
    .where('rt.restaurant_id', '=', restaurantId)
    .where('rt.reservation_id', 'in', ids)
    .orderBy('t.name')
    .execute();
}
