import { sql } from 'kysely';
import type { Insertable, Updateable } from 'kysely';
import type { CalendarEvents, TenantTx } from '@ros/db';

export function eventsBetween(trx: TenantTx, restaurantId: string, calendars: string[], start: Date, end: Date) {
  if (!calendars.length) return Promise.resolve([]);
  return trx.selectFrom('calendar_events').selectAll().where('restaurant_id', '=', restaurantId).where('calendar', 'in', calendars)
    .where('starts_at', '<', end).where('ends_at', '>', start).orderBy('starts_at').execute();
}
export function reservationsBetween(trx: TenantTx, restaurantId: string, start: Date, end: Date) {
  return trx.selectFrom('reservations').select(['id', 'name', 'party_size', 'starts_at', 'ends_at', 'status', 'phone', 'version', 'remarks'])
    .where('restaurant_id', '=', restaurantId).where('starts_at', '<', end).where('ends_at', '>', start)
    .where('status', 'not in', ['cancelled']).orderBy('starts_at').execute();
}
export function findEvent(trx: TenantTx, restaurantId: string, id: string) {
  return trx.selectFrom('calendar_events').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
}
export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;
export function insertEvent(trx: TenantTx, values: Insertable<CalendarEvents>) {
  return trx.insertInto('calendar_events').values(values).returningAll().executeTakeFirstOrThrow();
}
export function updateEvent(trx: TenantTx, restaurantId: string, id: string, values: Updateable<CalendarEvents>) {
  return trx.updateTable('calendar_events').set({ ...values, updated_at: sql`now()` }).where('restaurant_id', '=', restaurantId).where('id', '=', id).returningAll().executeTakeFirst();
}
export function deleteEvent(trx: TenantTx, restaurantId: string, id: string) {
  return trx.deleteFrom('calendar_events').where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
}
export function reservationTables(trx: TenantTx, restaurantId: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return trx.selectFrom('reservation_tables as rt').innerJoin('dining_tables as t', 't.id', 'rt.table_id').select(['rt.reservation_id', 't.name'])
    .where('rt.restaurant_id', '=', restaurantId).where('rt.reservation_id', 'in', ids).orderBy('t.name').execute();
}
