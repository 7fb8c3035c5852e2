import { sql } from 'kysely';
import type { Insertable, Updateable } from 'kysely';
import type { Reservations, TenantTx } from '@ros/db';
import { likePattern, paged } from '../../../kernel/list-query';
import type { ReservationListQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

/** Locks the tables of a booking (ids in a stable order, so two bookings never deadlock). */
export function lockTables(ctx: RepoContext, tableIds: string[]) {
  const { trx, restaurantId } = ctx;
  if (!tableIds.length) return Promise.resolve([]);
  return trx
    .selectFrom('dining_tables')
    .select(['id', 'name', 'capacity', 'status', 'is_open'])
    .where('restaurant_id', '=', restaurantId)
    .where('id', 'in', [...tableIds].sort())
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Active bookings of these tables overlapping [start, end), other than `exceptId`. */
export function overlapping(ctx: RepoContext, tableIds: string[], start: Date, end: Date, exceptId?: string) {
  const { trx, restaurantId } = ctx;
  let q = trx
    .selectFrom('reservation_tables as rt')
    .innerJoin('dining_tables as t', 't.id', 'rt.table_id')
    .select(['rt.table_id', 't.name as table_name', 'rt.starts_at', 'rt.ends_at', 'rt.reservation_id'])
    .where('rt.restaurant_id', '=', restaurantId)
    .where('rt.is_active', '=', true)
    .where('rt.starts_at', '<', end)
    .where('rt.ends_at', '>', start)
    .orderBy('rt.starts_at');
  if (tableIds.length) q = q.where('rt.table_id', 'in', tableIds);
  if (exceptId) q = q.where('rt.reservation_id', '!=', exceptId);
  return q.execute();
}

export function openTables(ctx: RepoContext, minCapacity: number) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('dining_tables as t')
    .innerJoin('spaces as s', 's.id', 't.space_id')
    .select(['t.id', 't.name', 't.capacity', 't.status', 's.name as space_name'])
    .where('t.restaurant_id', '=', restaurantId)
    .where('t.is_open', '=', true)
    .where('t.capacity', '>=', minCapacity)
    .orderBy('t.capacity')
    .orderBy('t.name')
    .execute();
}

const columns = [
  'r.id',
  'r.customer_id',
  'r.name',
  'r.phone',
  'r.email',
  'r.address',
  'r.party_size',
  'r.starts_at',
  'r.ends_at',
  'r.duration_minutes',
  'r.remarks',
  'r.source',
  'r.status',
  'r.order_id',
  'r.cancel_reason',
  'r.reminded_at',
  'r.seated_at',
  'r.version',
  'r.created_at',
  'r.updated_at',
] as const;

export function findReservation(ctx: RepoContext, id: string, forUpdate = false) {
  const { trx, restaurantId } = ctx;
  const q = trx
    .selectFrom('reservations as r')
    .select(columns)
    .where('r.restaurant_id', '=', restaurantId)
    .where('r.id', '=', id);
  return (forUpdate ? q.forUpdate() : q).executeTakeFirst();
}
export type ReservationRow = NonNullable<Awaited<ReturnType<typeof findReservation>>>;

export async function listReservations(ctx: RepoContext, query: ReservationListQuery) {
  const { trx, restaurantId } = ctx;
  let q = trx.selectFrom('reservations as r').where('r.restaurant_id', '=', restaurantId);
  if (query.from) q = q.where('r.ends_at', '>', new Date(query.from));
  if (query.to) q = q.where('r.starts_at', '<', new Date(query.to));
  if (query.status) q = q.where('r.status', '=', query.status);
  if (query.q)
    q = q.where((eb) =>
      eb.or([eb('r.name', 'ilike', likePattern(query.q!)), eb('r.phone', 'ilike', likePattern(query.q!))]),
    );
  return paged(trx, q.select(columns).orderBy('r.starts_at', query.sort), query);
}

export function tablesOf(ctx: RepoContext, reservationIds: string[]) {
  const { trx, restaurantId } = ctx;
  if (!reservationIds.length) return Promise.resolve([]);
  return trx
    .selectFrom('reservation_tables as rt')
    .innerJoin('dining_tables as t', 't.id', 'rt.table_id')
    .select(['rt.reservation_id', 't.id', 't.name'])
    .where('rt.restaurant_id', '=', restaurantId)
    .where('rt.reservation_id', 'in', reservationIds)
    .orderBy('t.name')
    .execute();
}

export function insertReservation(trx: TenantTx, values: Insertable<Reservations>) {
  return trx.insertInto('reservations').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateReservation(ctx: RepoContext, id: string, values: Updateable<Reservations>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('reservations')
    .set({ ...values, version: sql`version + 1`, updated_at: sql`now()` })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

/** Replaces the booked tables, copying the booking's time onto each row. */
export async function replaceTables(
  ctx: RepoContext,
  reservationId: string,
  tableIds: string[],
  start: Date,
  end: Date,
  isActive = true,
) {
  const { trx, restaurantId } = ctx;
  await trx
    .deleteFrom('reservation_tables')
    .where('restaurant_id', '=', restaurantId)
    .where('reservation_id', '=', reservationId)
    .execute();
  if (!tableIds.length) return;
  await trx
    .insertInto('reservation_tables')
    .values(
      tableIds.map((table_id) => ({
        restaurant_id: restaurantId,
        reservation_id: reservationId,
        table_id,
        starts_at: start,
        ends_at: end,
        is_active: isActive,
      })),
    )
    .execute();
}

export function setTablesActive(ctx: RepoContext, reservationId: string, isActive: boolean) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('reservation_tables')
    .set({ is_active: isActive })
    .where('restaurant_id', '=', restaurantId)
    .where('reservation_id', '=', reservationId)
    .execute();
}

export function restaurantSettings(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('restaurants')
    .select(['time_zone', 'settings'])
    .where('id', '=', restaurantId)
    .executeTakeFirstOrThrow();
}

/**
 * Bookings still waiting, of every restaurant, that start between a day ago (the longest grace a
 * rule allows) and a week ahead (the longest reminder lead), with their restaurant's settings: the
 * workers' clock schedules their jobs that come due (`reservation.schedule-due`).
 */
export function waitingBookingsAround(db: Pick<TenantTx, 'selectFrom'>) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('restaurants as x', 'x.id', 'r.restaurant_id')
    .select(['r.restaurant_id', 'r.id', 'r.version', 'r.starts_at', 'r.reminded_at', 'x.settings'])
    .where('r.status', 'in', ['booked', 'confirmed'])
    .where('r.starts_at', '>', sql<Date>`now() - interval '1 day'`)
    .where('r.starts_at', '<=', sql<Date>`now() + interval '7 days 1 hour'`)
    .execute();
}

/** A booking's manage-my-booking token, made the first time a message carries it (no version bump: the booking is unchanged). */
export async function manageToken(ctx: RepoContext, id: string, fresh: string): Promise<string> {
  const { trx, restaurantId } = ctx;
  const row = await trx
    .updateTable('reservations')
    .set({ manage_token: sql`coalesce(manage_token, ${fresh})` })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returning('manage_token')
    .executeTakeFirstOrThrow();
  return row.manage_token!;
}

/** The booking a manage-my-booking token names, in this restaurant. */
export const reservationIdByToken = (ctx: RepoContext, token: string) =>
  ctx.trx
    .selectFrom('reservations')
    .select('id')
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('manage_token', '=', token)
    .executeTakeFirst();
