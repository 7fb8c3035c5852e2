import { z } from 'zod';
import { defineEvent } from './define';
import { ZGuestOrderSummary, ZGuestRequest, type GuestOrderSummary } from './guest.shapes';

const where = (p: { guestOrder: GuestOrderSummary }) =>
  p.guestOrder.tableName ?? p.guestOrder.customerName ?? p.guestOrder.channel;
const readers = { read: 'orders' } as const;

/** A guest placed an order from their phone (it waits in "To confirm" unless the restaurant sends them at once). */
export const guestOrderPlaced = defineEvent('guest_order.placed', z.object({ guestOrder: ZGuestOrderSummary }), {
  ...readers,
  describe: (p) => ({
    context: p.guestOrder.status === 'to_confirm' ? 'toConfirm' : undefined,
    values: { where: where(p) },
  }),
});
/** A waiter accepted a guest's order: it is on the POS order and in the kitchen. */
export const guestOrderAccepted = defineEvent('guest_order.accepted', z.object({ guestOrder: ZGuestOrderSummary }), {
  ...readers,
  describe: (p) => ({ values: { where: where(p) } }),
});
/** A waiter turned a guest's order down, with the reason the guest sees. */
export const guestOrderRejected = defineEvent(
  'guest_order.rejected',
  z.object({ guestOrder: ZGuestOrderSummary, reason: z.string() }),
  {
    ...readers,
    describe: (p) => ({ values: { where: where(p), reason: p.reason } }),
  },
);

export const guestRequestMade = defineEvent('guest_request.made', z.object({ request: ZGuestRequest }), {
  ...readers,
  describe: (p) => ({ context: p.request.kind, values: { table: p.request.tableName } }),
});
export const guestRequestResolved = defineEvent('guest_request.resolved', z.object({ request: ZGuestRequest }), {
  ...readers,
  describe: (p) => ({ context: p.request.kind, values: { table: p.request.tableName } }),
});
