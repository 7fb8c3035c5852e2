import { z } from 'zod';
import { ZPage, ZPersonRef } from './common';
import { ZTicket } from './tickets';

/** Reply shapes of the orders operations (see common.ts). */

export const ZOrderItem = z.object({
  id: z.string(),
  orderId: z.string(),
  dishId: z.string().nullable(),
  variantId: z.string().nullable(),
  name: z.string(),
  variantName: z.string().nullable(),
  modifiers: z.array(
    z.object({
      optionId: z.string(),
      groupId: z.string(),
      name: z.string(),
      priceDelta: z.number(),
    }),
  ),
  quantity: z.number(),
  remarks: z.string().nullable(),
  unitPrice: z.number(),
  unitDiscount: z.number(),
  rate: z.number(),
  subTotal: z.number(),
  course: z.string().nullable(),
  courseSort: z.number(),
  seat: z.number().nullable(),
  isHeld: z.boolean(),
  status: z.enum(['voided', 'ready', 'preparing', 'pending', 'fired', 'served']),
  stationId: z.string().nullable(),
  ticketId: z.string().nullable(),
  fireNo: z.number().nullable(),
  voidReason: z.string().nullable(),
  voidedBy: ZPersonRef.nullable(),
  voidApprovedBy: ZPersonRef.nullable(),
  voidedAt: z.string().nullable(),
  addedAt: z.string(),
});
export type OrderItem = z.infer<typeof ZOrderItem>;

export const ZOrder = z.object({
  id: z.string(),
  displayNo: z.number(),
  businessDate: z.string(),
  type: z.enum(['delivery', 'dine_in', 'takeaway']),
  status: z.enum(['completed', 'draft', 'cancelled', 'open', 'merged']),
  target: z.string(),
  table: z
    .object({
      id: z.string(),
      name: z.string(),
    })
    .nullable(),
  guests: z.number().nullable(),
  customer: z
    .object({
      id: z.string(),
      name: z.string(),
    })
    .nullable(),
  customerName: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  deliveryPhone: z.string().nullable(),
  reservationId: z.string().nullable(),
  staff: z
    .object({
      userId: z.string(),
      name: z.string(),
    })
    .nullable(),
  createdBy: z
    .object({
      userId: z.string(),
      name: z.string(),
    })
    .nullable(),
  notes: z.string().nullable(),
  fireCount: z.number(),
  mergedIntoId: z.string().nullable(),
  cancelReason: z.string().nullable(),
  items: z.array(ZOrderItem),
  totals: z.object({
    subtotal: z.number(),
    itemCount: z.number(),
  }),
  billId: z.string().nullable(),
  driverUserId: z.string().nullable(),
  version: z.number(),
  placedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof ZOrder>;

export const ZOrderPage = ZPage(ZOrder);

export const ZExpoOrder = z.object({
  order: ZOrder,
  tickets: z.array(ZTicket),
  isReady: z.boolean(),
});
export type ExpoOrder = z.infer<typeof ZExpoOrder>;

/** The expo board: every order with a ticket still on the board, the longest waiting first. */
export const ZExpoBoard = z.object({ data: z.array(ZExpoOrder) });

export const ZSentOrder = z.object({
  order: ZOrder,
  tickets: z.array(ZTicket),
});
export type SentOrder = z.infer<typeof ZSentOrder>;

export const ZMovedItems = z.object({
  source: ZOrder,
  target: ZOrder,
});
export type MovedItems = z.infer<typeof ZMovedItems>;
