import type { Ticket } from '@ros/shared-events';
import { orderTarget } from '@ros/shared-events';
import { notFound } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/tenant';
import { loadTicketParts, type TicketParts } from './ticket-view.repo';
import type { ItemRow } from './tickets.repo';
import type * as repo from './tickets.repo';
import type { RepoContext } from '../../../kernel/repo-context';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
type TicketStatus = 'new' | 'preparing' | 'ready' | 'bumped';

/** Loads whole tickets (items, order target, server name) in the order of `ids`. */
export async function loadTickets(ctx: RepoContext, ids: string[], options: { isReprint?: boolean } = {}) {
  if (!ids.length) return [];
  return toTicketDtos(await loadTicketParts(ctx, ids), options);
}

/** Tickets as the KDS shows them, from their parts. */
export function toTicketDtos(parts: TicketParts[], options: { isReprint?: boolean } = {}) {
  return parts.map(({ row, items, names }) => toTicketDto(row, items, names, options));
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
