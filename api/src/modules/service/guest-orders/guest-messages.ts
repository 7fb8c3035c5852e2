import type { TenantContext } from '../../../kernel/tenant';
import { queueMessage } from '../../messaging/outbox';
import { smsNumberOf } from '../../messaging/guest-recipients';
import type { GuestOrderRow } from './guest-orders.repo';

/** The SMS of an online order (pickup or delivery) with a phone number in international form; null for others. */
function smsOf(row: GuestOrderRow) {
  const to = smsNumberOf(row.phone);
  if (row.channel === 'table' || !to || !row.track_path) return null;
  return {
    to,
    data: {
      guestName: row.customer_name ?? '',
      channel: row.channel as 'pickup' | 'delivery',
      trackPath: row.track_path,
    },
  };
}

/** "We have your order", with its track link: once per order (a replayed submit writes nothing). */
export async function queueOrderConfirmation(ctx: TenantContext, linkBase: string, row: GuestOrderRow) {
  const sms = smsOf(row);
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
export async function queueOrderReady(ctx: TenantContext, linkBase: string, row: GuestOrderRow) {
  const sms = smsOf(row);
  if (!sms || row.channel !== 'pickup') return null;
  return queueMessage(ctx.trx, linkBase, {
    restaurantId: ctx.restaurant.id,
    kind: 'guest_order_ready',
    ...sms,
    relatedId: row.id,
    dedupeKey: `guest-order-ready-${row.id}`,
  });
}
