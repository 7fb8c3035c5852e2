import type { TenantContext } from '../../../kernel/tenant';
import type { FireWrites } from './fire-tickets.repo';
import { loadTickets, toTicketDto, type TicketDto } from './ticket-view';

/** What a ticket shows of its order, when the caller already holds it (else the tickets are read back). */
export interface TicketOrderFacts {
  displayNo: number;
  type: string;
  staffUserId: string | null;
  tableName: string | null;
  /** The customer's name, else the name typed on the order. */
  customerName: string | null;
  names: Map<string, string>;
}

/**
 * The tickets a fire wrote, as the KDS shows them (built from `order` when the caller holds its
 * facts, else read back); emits `ticket.created` with each whole ticket.
 */
export async function presentFireTickets(
  ctx: TenantContext,
  { rows, fired }: FireWrites,
  order?: TicketOrderFacts,
): Promise<TicketDto[]> {
  const tickets = order
    ? rows.map((t) =>
        toTicketDto(
          {
            ...t,
            display_no: order.displayNo,
            order_type: order.type,
            staff_user_id: order.staffUserId,
            table_name: order.tableName,
            customer_name: order.customerName,
          },
          fired.filter((i) => i.ticket_id === t.id).sort((a, b) => a.course_sort - b.course_sort || a.sort - b.sort),
          order.names,
        ),
      )
    : await loadTickets(
        ctx,
        rows.map((t) => t.id),
      );
  for (const ticket of tickets) ctx.emit('ticket.created', { ticket });
  return tickets;
}
