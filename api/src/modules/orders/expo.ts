import type { ExpoOrder } from '@ros/shared-events';
import { authorizeAny } from '../../http/list';
import type { TenantContext } from '../../http/tenant';
import { ticketsOfOrder } from '../tickets/tickets.service';
import { loadOrder } from './order-view';

/** Expo: an order with every station's tickets; ready when each is ready or bumped. */
export async function expo(ctx: TenantContext, orderId: string): Promise<ExpoOrder> {
  authorizeAny(ctx, 'view', ['kitchen', 'orders']);
  const order = await loadOrder(ctx.trx, ctx.restaurant.id, orderId);
  const tickets = await ticketsOfOrder(ctx, orderId);
  return { order, tickets, isReady: tickets.length > 0 && tickets.every((t) => t.status === 'ready' || t.status === 'bumped') };
}
