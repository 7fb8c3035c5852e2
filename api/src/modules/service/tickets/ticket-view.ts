import type { Ticket } from '@ros/shared-events';
import { pipelined, settle, type Pipeline, type TenantTx } from '@ros/db';
import { orderTarget } from '@ros/shared-events';
import { notFound } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/tenant';
import { namesById } from '../../identity/members';
import type { ItemRow } from './tickets.repo';
import * as repo from './tickets.repo';
import type { RepoContext } from '../../../kernel/repo-context';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
type TicketStatus = 'new' | 'preparing' | 'ready' | 'bumped';

/** Loads whole tickets (items, order target, server name) in the order of `ids`. */
export async function loadTickets(ctx: RepoContext, ids: string[], options: { isReprint?: boolean } = {}) {
  const { trx, restaurantId } = ctx;
  if (!ids.length) return [];
  return readTickets(trx, await pipelined(trx), restaurantId, ids, options);
}

/**
 * `loadTickets` on `db`: its reads are issued at once (before its first await), after whatever the
 * caller issued before, so they see the caller's writes of the same round trip.
 */
export async function readTickets(
  trx: TenantTx,
  db: Pipeline,
  restaurantId: string,
  ids: string[],
  options: { isReprint?: boolean } = {},
) {
  // One round trip: the rows, items and server names need only the ticket ids.
  const [rowsOf, itemsOf, namesOf] = await settle([
    db.rows(repo.selectTickets({ trx, restaurantId }).where('k.id', 'in', ids)),
    db.rows(repo.selectTicketItems({ trx, restaurantId }, ids)),
    db.rows(repo.selectServerNamesOfTickets({ trx, restaurantId }, ids)),
  ]);
  const byId = new Map(rowsOf().map((r) => [r.id, r]));
  const items = itemsOf();
  const names = namesById(namesOf());
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [
          toTicketDto(
            r,
            items.filter((i) => i.ticket_id === id),
            names,
            options,
          ),
        ]
      : [];
  });
}

/** A ticket as the KDS shows it, from its row (with the order's facts), its items in ticket order and staff names. */
export function toTicketDto(
  r: repo.TicketRow,
  own: ItemRow[],
  names: Map<string, string>,
  options: { isReprint?: boolean } = {},
): Ticket {
  const courses = [...new Set(own.filter((i) => i.course).map((i) => i.course!))];
  return {
    id: r.id,
    orderId: r.order_id,
    orderDisplayNo: r.display_no,
    orderType: r.order_type,
    target: orderTarget(r.order_type, r.table_name, r.customer_name),
    tableName: r.table_name,
    serverName: r.staff_user_id ? (names.get(r.staff_user_id) ?? null) : null,
    stationId: r.station_id,
    stationName: r.station_name,
    fireNo: r.fire_no,
    courses,
    status: r.status as TicketStatus,
    isReprint: options.isReprint ?? false,
    reprintCount: r.reprint_count,
    items: own.map((i) => ({
      id: i.id,
      dishId: i.dish_id,
      name: i.name,
      variantName: i.variant_name,
      quantity: i.quantity,
      modifiers: (i.modifiers as { name: string }[]).map((m) => m.name),
      remarks: i.remarks,
      course: i.course,
      seat: i.seat,
      status: i.status,
    })),
    createdAt: iso(r.created_at)!,
    startedAt: iso(r.started_at),
    readyAt: iso(r.ready_at),
    bumpedAt: iso(r.bumped_at),
  };
}
export type TicketDto = ReturnType<typeof toTicketDto>;

export async function loadTicket(
  ctx: RepoContext,
  id: string,
  options: { isReprint?: boolean } = {},
): Promise<TicketDto> {
  const [t] = isUuid(id) ? await loadTickets(ctx, [id], options) : [];
  if (!t) throw notFound('Ticket');
  return t;
}

/** `loadTicket` on `db` (see `readTickets`), for a ticket the caller holds locked. */
export async function readLockedTicket(
  trx: TenantTx,
  db: Pipeline,
  restaurantId: string,
  id: string,
  options: { isReprint?: boolean } = {},
): Promise<TicketDto> {
  const [t] = await readTickets(trx, db, restaurantId, [id], options);
  if (!t) throw notFound('Ticket');
  return t;
}
