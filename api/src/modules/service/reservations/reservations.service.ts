import type { Availability, Reservation } from '@ros/shared-events';
import { AppError, forbidden, notFound, ruleViolation, staleVersion, invalidInput } from '../../../kernel/errors';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { authorizeAny } from '../../../kernel/authorize-any';
import { createOrder } from '../orders';
import { occupyTable, setTableStatus } from '../tables';
import * as repo from './reservations.repo';
import { assertBookable, formatTime, rulesFrom } from './reservation-rules';
import type {
  AvailabilityQuery,
  CreateReservationBody,
  ReservationListQuery,
  ReservationStatus,
  ReservationStatusBody,
  UpdateReservationBody,
} from '@ros/shared-events';

type Table = { id: string; name: string };

/** A reservation as the API shows it. */
export function toReservation(r: repo.ReservationRow, tables: Table[]): Reservation {
  return {
    id: r.id,
    customerId: r.customer_id,
    name: r.name,
    phone: r.phone,
    email: r.email,
    address: r.address,
    partySize: r.party_size,
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: new Date(r.ends_at).toISOString(),
    durationMinutes: r.duration_minutes,
    remarks: r.remarks,
    source: r.source as 'phone' | 'walk_in' | 'digital_menu',
    status: r.status as ReservationStatus,
    tables,
    orderId: r.order_id,
    cancelReason: r.cancel_reason,
    remindedAt: r.reminded_at ? new Date(r.reminded_at).toISOString() : null,
    version: r.version,
    createdAt: new Date(r.created_at).toISOString(),
  };
}
export type ReservationDto = ReturnType<typeof toReservation>;

const snapshot = (r: ReservationDto) => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  partySize: r.partySize,
  startsAt: r.startsAt,
  endsAt: r.endsAt,
  status: r.status,
  source: r.source,
  tables: r.tables,
  orderId: r.orderId,
  version: r.version,
});

const ACTIVE: readonly string[] = ['booked', 'confirmed', 'seated'];
const TRANSITIONS: Record<string, readonly ReservationStatus[]> = {
  booked: ['confirmed', 'seated', 'cancelled', 'no_show'],
  confirmed: ['seated', 'cancelled', 'no_show', 'booked'],
  seated: ['completed'],
  completed: [],
  cancelled: ['booked'],
  no_show: ['booked'],
};

function premium(ctx: TenantContext, action: 'view' | 'edit') {
  // On Basic the data stays readable (a lapsed subscription keeps it); only changes need the plan.
  if (action === 'edit') ctx.requirePlan('reservations', 'Reservations need the Premium plan.');
  if (action === 'view') authorizeAny(ctx, 'view', ['reservations', 'orders']);
  else ctx.authorize('edit', 'reservations');
}

async function load(ctx: TenantContext, id: string, forUpdate = false) {
  const row = isUuid(id) ? await repo.findReservation(ctx, id, forUpdate) : undefined;
  if (!row) throw notFound('Reservation');
  const tables = (await repo.tablesOf(ctx, [id])).map((t) => ({ id: t.id, name: t.name }));
  return toReservation(row, tables);
}

async function settings(ctx: TenantContext) {
  const s = await repo.restaurantSettings(ctx);
  return { rules: rulesFrom(s.settings), timeZone: s.time_zone };
}

/**
 * Locks the tables and refuses an overlap with another active booking, naming the table and time
 * ("Table T4 is already booked from 19:00 to 20:30"). Returns the locked tables.
 */
async function claimTables(
  ctx: TenantContext,
  tableIds: string[],
  start: Date,
  end: Date,
  timeZone: string,
  exceptId?: string,
) {
  const unique = [...new Set(tableIds)];
  const tables = await repo.lockTables(ctx, unique);
  if (tables.length !== unique.length) throw invalidInput('tableIds', 'Please select a table.');
  const clash = (await repo.overlapping(ctx, unique, start, end, exceptId))[0];
  if (clash) {
    const message = `Table ${clash.table_name} is already booked from ${formatTime(new Date(clash.starts_at), timeZone)} to ${formatTime(new Date(clash.ends_at), timeZone)}`;
    throw new AppError('conflict', message, { tableIds: message }, { tableId: clash.table_id });
  }
  return tables;
}

/**
 * Refuses a party larger than the seats of its tables (several tables chosen together add up their
 * seats). A member with `reservations.overCapacity` may accept it anyway by asking for it.
 */
function assertSeats(
  ctx: TenantContext,
  tables: { name: string; capacity: number }[],
  partySize: number,
  allowOverCapacity: boolean | undefined,
) {
  if (!tables.length) return;
  const seats = tables.reduce((s, t) => s + t.capacity, 0);
  if (partySize <= seats) return;
  if (allowOverCapacity) {
    if (!ctx.can('edit', 'reservations.overCapacity'))
      throw forbidden('Only a manager can book a party larger than its tables seat.');
    return;
  }
  const names = tables.map((t) => t.name).join(' + ');
  throw ruleViolation(
    `A party of ${partySize} does not fit ${names} (${seats} ${seats === 1 ? 'seat' : 'seats'}).`,
    'partySize',
  );
}

export async function listReservations(ctx: TenantContext, query: ReservationListQuery) {
  premium(ctx, 'view');
  const { rows, total } = await repo.listReservations(ctx, query);
  const tables = await repo.tablesOf(
    ctx,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) =>
      toReservation(
        r,
        tables.filter((t) => t.reservation_id === r.id).map((t) => ({ id: t.id, name: t.name })),
      ),
    ),
    total,
  };
}

export async function getReservation(ctx: TenantContext, id: string) {
  premium(ctx, 'view');
  return load(ctx, id);
}

/** Free open tables that seat the party for [startsAt, startsAt + duration), smallest first. */
export async function availability(ctx: TenantContext, query: AvailabilityQuery): Promise<Availability> {
  premium(ctx, 'view');
  const { rules } = await settings(ctx);
  const start = new Date(query.startsAt);
  const duration = query.duration ?? rules.defaultDurationMinutes;
  const end = new Date(start.getTime() + duration * 60_000);
  const candidates = await repo.openTables(ctx, query.partySize);
  const busy = new Set(
    (await repo.overlapping(ctx, [], start, end, query.excludeReservationId)).map((b) => b.table_id),
  );
  const free = candidates
    .filter((t) => !busy.has(t.id))
    .map((t) => ({ id: t.id, name: t.name, capacity: t.capacity, spaceName: t.space_name }));
  return {
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    durationMinutes: duration,
    data: free,
    suggested: free[0] ?? null,
  };
}

export async function createReservation(ctx: TenantContext, body: CreateReservationBody) {
  premium(ctx, 'edit');
  const { rules, timeZone } = await settings(ctx);
  const start = new Date(body.startsAt);
  const duration = body.durationMinutes ?? rules.defaultDurationMinutes;
  const end = new Date(start.getTime() + duration * 60_000);
  if (body.source !== 'walk_in') assertBookable(rules, timeZone, start, duration);
  const tables = await claimTables(ctx, body.tableIds, start, end, timeZone);
  assertSeats(ctx, tables, body.partySize, body.allowOverCapacity);
  const { id } = await repo.insertReservation(ctx.trx, {
    restaurant_id: ctx.restaurant.id,
    customer_id: body.customerId ?? null,
    name: body.name,
    phone: body.phone ?? null,
    email: body.email ?? null,
    address: body.address ?? null,
    party_size: body.partySize,
    starts_at: start,
    ends_at: end,
    duration_minutes: duration,
    remarks: body.remarks ?? null,
    source: body.source,
    created_by: ctx.user.id,
  });
  await repo.replaceTables(ctx, id, [...new Set(body.tableIds)], start, end);
  const reservation = await load(ctx, id);
  ctx.emit('reservation.created', { reservation: snapshot(reservation) });
  return reservation;
}

/** Edits or moves a reservation (the calendar's drag); a stale `version` gets 409 with the current one. */
export async function updateReservation(ctx: TenantContext, id: string, body: UpdateReservationBody) {
  premium(ctx, 'edit');
  const before = await load(ctx, id, true);
  if (body.version !== before.version) {
    throw staleVersion('reservation', { reservation: before });
  }
  if (!ACTIVE.includes(before.status) || before.status === 'seated') {
    if (body.startsAt || body.durationMinutes || body.tableIds)
      throw ruleViolation(`This reservation is ${before.status.replace('_', ' ')}.`);
  }
  const { rules, timeZone } = await settings(ctx);
  const start = new Date(body.startsAt ?? before.startsAt);
  const duration = body.durationMinutes ?? before.durationMinutes;
  const end = new Date(start.getTime() + duration * 60_000);
  const tableIds = body.tableIds ?? before.tables.map((t) => t.id);
  const moved = start.toISOString() !== before.startsAt || duration !== before.durationMinutes;
  const retabled =
    body.tableIds !== undefined &&
    [...tableIds].sort().join() !==
      before.tables
        .map((t) => t.id)
        .sort()
        .join();
  if (moved && before.source !== 'walk_in') assertBookable(rules, timeZone, start, duration);
  if (moved || retabled) {
    await claimTables(ctx, tableIds, start, end, timeZone, id);
    await repo.replaceTables(ctx, id, [...new Set(tableIds)], start, end);
  }
  if (retabled || (body.partySize !== undefined && body.partySize !== before.partySize)) {
    assertSeats(
      ctx,
      await repo.lockTables(ctx, [...new Set(tableIds)]),
      body.partySize ?? before.partySize,
      body.allowOverCapacity,
    );
  }
  await repo.updateReservation(ctx, id, {
    name: body.name,
    phone: body.phone,
    email: body.email,
    address: body.address,
    party_size: body.partySize,
    customer_id: body.customerId,
    remarks: body.remarks,
    source: body.source,
    starts_at: start,
    ends_at: end,
    duration_minutes: duration,
  });
  const reservation = await load(ctx, id);
  const changes = Object.keys(body).filter(
    (k) => k !== 'version' && body[k as keyof UpdateReservationBody] !== undefined,
  );
  ctx.emit('reservation.updated', { reservation: snapshot(reservation), changes });
  return reservation;
}

/** Moves a reservation along its lifecycle; seating opens an order on its table. */
export async function setReservationStatus(ctx: TenantContext, id: string, body: ReservationStatusBody) {
  premium(ctx, 'edit');
  const before = await load(ctx, id, true);
  if (body.version !== undefined && body.version !== before.version) {
    throw staleVersion('reservation', { reservation: before });
  }
  if (body.status === before.status) return before;
  if (!TRANSITIONS[before.status]?.includes(body.status)) {
    throw ruleViolation(
      `A ${before.status.replace('_', ' ')} reservation cannot become ${body.status.replace('_', ' ')}.`,
    );
  }
  if (body.status === 'seated') return seat(ctx, before);
  if (body.status === 'booked' && !ACTIVE.includes(before.status)) {
    const { timeZone } = await settings(ctx);
    await claimTables(
      ctx,
      before.tables.map((t) => t.id),
      new Date(before.startsAt),
      new Date(before.endsAt),
      timeZone,
      id,
    );
    await repo.setTablesActive(ctx, id, true);
  }
  if (body.status === 'completed' || body.status === 'cancelled' || body.status === 'no_show') {
    await repo.setTablesActive(ctx, id, false);
    if (body.status !== 'completed') await releaseReserved(ctx, before.tables);
  }
  await repo.updateReservation(ctx, id, {
    status: body.status,
    cancel_reason: body.status === 'cancelled' ? (body.reason ?? null) : undefined,
  });
  const reservation = await load(ctx, id);
  ctx.emit('reservation.status_changed', { reservation: snapshot(reservation), previousStatus: before.status });
  return reservation;
}

/** Tables shown "reserved" for this booking go back to free. */
async function releaseReserved(ctx: TenantContext, tables: Table[]) {
  for (const t of tables) {
    const row = await ctx.trx
      .selectFrom('dining_tables')
      .select('status')
      .where('restaurant_id', '=', ctx.restaurant.id)
      .where('id', '=', t.id)
      .executeTakeFirst();
    if (row?.status === 'reserved') await setTableStatus(ctx, t.id, { status: 'free' });
  }
}

async function seat(ctx: TenantContext, before: ReservationDto) {
  const [first, ...others] = before.tables;
  if (!first) throw ruleViolation('Choose a table before seating this reservation.', 'tableIds');
  const order = await createOrder(ctx, {
    type: 'dine_in',
    tableId: first.id,
    guests: before.partySize,
    customerId: before.customerId,
    customerName: before.name,
    reservationId: before.id,
    items: [],
    isDraft: false,
    send: false,
  });
  for (const t of others) await occupyTable(ctx, t.id);
  await repo.updateReservation(ctx, before.id, { status: 'seated', order_id: order.id, seated_at: new Date() });
  const reservation = await load(ctx, before.id);
  ctx.emit('reservation.status_changed', { reservation: snapshot(reservation), previousStatus: before.status });
  return { ...reservation, order };
}

/** For the reservation jobs: the booking (locked) with its restaurant's rules and time zone, or null. */
export async function reservationForJob(ctx: TenantContext, id: string) {
  const row = await repo.findReservation(ctx, id, true);
  if (!row) return null;
  const tables = (await repo.tablesOf(ctx, [id])).map((t) => ({ id: t.id, name: t.name }));
  return { reservation: toReservation(row, tables), ...(await settings(ctx)) };
}

/** Shows a booking's free tables as reserved (a table already in use keeps its status). */
export async function markTablesReserved(ctx: TenantContext, tables: Table[]) {
  for (const t of tables) {
    const row = await ctx.trx
      .selectFrom('dining_tables')
      .select('status')
      .where('restaurant_id', '=', ctx.restaurant.id)
      .where('id', '=', t.id)
      .executeTakeFirst();
    if (row?.status === 'free') await setTableStatus(ctx, t.id, { status: 'reserved' });
  }
}
