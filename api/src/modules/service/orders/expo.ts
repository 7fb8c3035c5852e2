import type { ExpoOrder } from '@ros/shared-events';
import { authorizeAny } from '../../../kernel/authorize-any';
import type { TenantContext } from '../../../kernel/tenant';
import { bumpOrderTickets, ordersOnTheBoard, ticketsOfOrder } from '../tickets';
import { isUuid } from '../../../kernel/tenant';
import { notFound } from '../../../kernel/errors';
import { loadOrder } from './order-view';
import { serveItems } from './orders.service';

/** Expo: an order with every station's tickets; ready when each is ready or bumped. */
export async function expo(ctx: TenantContext, orderId: string): Promise<ExpoOrder> {
  authorizeAny(ctx, 'view', ['kitchen', 'orders']);
  const order = await loadOrder(ctx, orderId);
  const tickets = await ticketsOfOrder(ctx, orderId);
  return {
    order,
    tickets,
    isReady: tickets.length > 0 && tickets.every((t) => t.status === 'ready' || t.status === 'bumped'),
  };
}

/**
 * The expo board: every order with a ticket still on the board, paid or not, with all its tickets
 * (each station's dishes and progress); an order leaves when its last ticket is bumped.
 */
export async function expoBoard(ctx: TenantContext): Promise<{ data: ExpoOrder[] }> {
  authorizeAny(ctx, 'view', ['kitchen', 'orders']);
  const data: ExpoOrder[] = [];
  for (const orderId of await ordersOnTheBoard(ctx)) data.push(await expo(ctx, orderId));
  return { data };
}

/**
 * Expo bumps the order: its tickets still on the board are bumped and it leaves the board; an open
 * order's dishes are served (a paid one was closed at checkout).
 */
export async function bumpAtExpo(ctx: TenantContext, orderId: string): Promise<ExpoOrder> {
  if (!isUuid(orderId)) throw notFound('Order');
  const before = await loadOrder(ctx, orderId);
  await bumpOrderTickets(ctx, orderId);
  if (before.status === 'open') await serveItems(ctx, orderId, null);
  return expo(ctx, orderId);
}
