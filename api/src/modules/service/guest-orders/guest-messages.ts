import type { TenantContext } from '../../../kernel/tenant';
import { queueMessage } from '../../messaging/outbox';
import { smsNumberOf } from '../../messaging/guest-recipients';
import type { GuestOrderRow } from './guest-orders.repo';

/**
 * The SMS of an online order (pickup or delivery) with a phone number in international form; null
 * for others. Its track link carries the order's token, which is stored nowhere but in the queued
 * message: the caller has it (the guest's request) or derives it again (`orderToken`, the jobs).
 */
function smsOf(row: GuestOrderRow, token: string) {
  const to = smsNumberOf(row.phone);
  if (row.channel === 'table' || !to) return null;
  return {
    to,
    data: {
      guestName: row.customer_name ?? '',
      channel: row.channel as 'pickup' | 'delivery',
      trackPath: `/track/${encodeURIComponent(token)}`,
    },
  };
}

/** "We have your order", with its track link: once per order (a replayed submit writes nothing). */
export async function queueOrderConfirmation(ctx: TenantContext, linkBase: string, row: GuestOrderRow, token: string) {
  const sms = smsOf(row, token);
  if (!sms) return null;
  return queueMessage(ctx.trx, linkBase, {
    restaurantId: ctx.restaurant.id,
    kind: 'guest_order_confirmation',
    ...sms,
    relatedId: row.id,
    dedupeKey: `guest-order-${row.id}`,
  });
}

/** "Ready for pickup": once per order, whatever the kitchen does after (a recall and a second "ready"). */
export async function queueOrderReady(ctx: TenantContext, linkBase: string, row: GuestOrderRow, token: string) {
  const sms = smsOf(row, token);
  if (!sms || row.channel !== 'pickup') return null;
  return queueMessage(ctx.trx, linkBase, {
    restaurantId: ctx.restaurant.id,
    kind: 'guest_order_ready',
    ...sms,
    relatedId: row.id,
    dedupeKey: `guest-order-ready-${row.id}`,
  });
}
