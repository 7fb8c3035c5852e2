import type { Station } from '@ros/shared-events';
import type { Selectable } from 'kysely';
import type { Stations } from '@ros/db';
import { notFound, duplicate, invalidInput } from '../../../kernel/errors';
import { isUniqueViolation, isUuid, type TenantContext } from '../../../kernel/tenant';
import { nextSortOrder } from '../../../kernel/sort-order';
import * as repo from './stations.repo';
import type { CreateStationBody, StationListQuery, UpdateStationBody } from '@ros/shared-events';

/** A kitchen station as the API returns it. */
export const toStation = (r: Selectable<Stations>): Station => ({
  id: r.id,
  name: r.name,
  sortOrder: r.sort_order,
  isDefault: r.is_default,
});

const nameTaken = () => duplicate('A station with this name already exists.', 'name');

async function load(ctx: TenantContext, id: string) {
  const row = isUuid(id) ? await repo.findStation(ctx, id) : undefined;
  if (!row) throw notFound('Station');
  return row;
}

/** Checks a station id given in a category or dish body (400 with the field when unknown). */
export async function assertStation(ctx: TenantContext, stationId: string | null | undefined, field = 'stationId') {
  if (!stationId) return;
  if (!(await repo.findStation(ctx, stationId))) {
    throw invalidInput(field, 'Unknown kitchen station.');
  }
}

export async function listStations(ctx: TenantContext, query: StationListQuery) {
  ctx.authorize('view', 'menu');
  const { rows, total } = await repo.listStations(ctx, query);
  return { data: rows.map(toStation), total };
}

export async function createStation(ctx: TenantContext, body: CreateStationBody) {
  ctx.authorize('edit', 'menu');
  const first = !(await repo.findDefaultStation(ctx));
  // The first station becomes the default, so every dish always routes somewhere.
  const isDefault = body.isDefault ?? first;
  if (isDefault) await repo.clearDefault(ctx);
  try {
    const row = await repo.insertStation(ctx.trx, {
      restaurant_id: ctx.restaurant.id,
      name: body.name,
      is_default: isDefault,
      sort_order: body.sortOrder ?? (await nextSortOrder(ctx.trx, 'stations', ctx.restaurant.id)),
    });
    const station = toStation(row);
    ctx.emit('station.created', { stationId: station.id, name: station.name, isDefault: station.isDefault });
    return station;
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function updateStation(ctx: TenantContext, id: string, body: UpdateStationBody) {
  ctx.authorize('edit', 'menu');
  await load(ctx, id);
  if (body.isDefault) await repo.clearDefault(ctx);
  try {
    const row = await repo.updateStation(ctx, id, {
      name: body.name,
      sort_order: body.sortOrder,
      is_default: body.isDefault,
    });
    const station = toStation(row!);
    ctx.emit('station.updated', { stationId: station.id, name: station.name, isDefault: station.isDefault });
    return station;
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function deleteStation(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'menu');
  await load(ctx, id);
  await repo.deleteStation(ctx, id);
  ctx.emit('station.deleted', { stationId: id });
}
