import { z } from 'zod';
import { ZGuestOrderSummary, ZGuestRequest } from '../events/guest.shapes';
import { ZBillTotals } from '../bill-totals';
import { ZList } from './common';

/** Reply shapes of guest ordering: what a guest's phone reads (public) and the POS's "To confirm" list. */

const ZGuestLine = z.object({
  dishId: z.string(),
  name: z.string(),
  variantName: z.string().nullable(),
  modifiers: z.array(z.string()),
  quantity: z.number().int(),
  remarks: z.string().nullable(),
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
});

/** A cart priced by the server, as the bill will be (service charge, tax, rounding), plus the delivery fee. */
export const ZGuestQuote = z.object({
  lines: z.array(ZGuestLine),
  totals: ZBillTotals,
  deliveryFee: z.number().int(),
  toPay: z.number().int(),
  currency: z.string(),
});
export type GuestQuote = z.infer<typeof ZGuestQuote>;

/** Where a guest's order is, in the guest's words. */
export const GUEST_ORDER_STAGES = [
  'received',
  'accepted',
  'preparing',
  'ready',
  'served',
  'picked_up',
  'on_its_way',
  'delivered',
  'rejected',
  'cancelled',
] as const;

/** A guest's own order, read with its token: nothing of the table's other orders or guests. */
export const ZGuestOrderView = z.object({
  token: z.string(),
  restaurant: z.object({ id: z.string(), name: z.string(), currency: z.string() }),
  channel: z.enum(['table', 'pickup', 'delivery']),
  tableName: z.string().nullable(),
  orderNo: z.number().int().nullable(),
  stage: z.enum(GUEST_ORDER_STAGES),
  rejectReason: z.string().nullable(),
  lines: z.array(ZGuestLine.extend({ status: z.string() })),
  totals: ZBillTotals,
  deliveryFee: z.number().int(),
  toPay: z.number().int(),
  wantedAt: z.string().nullable(),
  createdAt: z.string(),
  requests: z.array(z.object({ kind: z.enum(['waiter', 'bill']), createdAt: z.string(), resolved: z.boolean() })),
  /** `pay_staff` unless the restaurant takes payment from phones; `canPay`: the phone may open a checkout now. */
  payment: z.object({
    provider: z.string().nullable(),
    status: z.enum(['pay_staff', 'unpaid', 'pending', 'paid', 'failed']),
    canPay: z.boolean(),
  }),
});
export type GuestOrderView = z.infer<typeof ZGuestOrderView>;

/** What a restaurant offers online: the link's slug, delivery zones and the pickup/delivery times open now. */
export const ZGuestOrdering = z.object({
  restaurantId: z.string(),
  slug: z.string(),
  online: z.boolean(),
  maxOrderValue: z.number().int(),
  zones: z.array(z.object({ id: z.string(), name: z.string(), fee: z.number().int(), minimumOrder: z.number().int() })),
  slots: z.array(z.string()),
  /** Pickup and delivery orders can be paid from the phone. */
  payOnline: z.boolean(),
  /** Why the restaurant takes no order now ("We're closed now — we open at 11:00"); null when open. */
  closedReason: z.string().nullable(),
  /** Guests may order from their table's QR code. */
  qr: z.boolean(),
});
export type GuestOrdering = z.infer<typeof ZGuestOrdering>;

export const ZGuestOrderList = ZList(ZGuestOrderSummary);
export const ZGuestRequestList = ZList(ZGuestRequest);
export { ZGuestOrderSummary, ZGuestRequest };

/** Payment providers a restaurant can choose for guests paying from their phones (a real one adds its id here and its adapter in the api). */
export const PAYMENT_PROVIDERS = { test: 'Test payments (no money moves)' } as const;
export type PaymentProviderId = keyof typeof PAYMENT_PROVIDERS;

/** Where the guest goes to pay. */
export const ZGuestCheckout = z.object({ payUrl: z.string() });

/** What a payment provider's notification is answered. */
export const ZPaymentNotificationReply = z.object({ status: z.enum(['paid', 'failed']) });
