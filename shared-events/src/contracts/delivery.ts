import { z } from 'zod';
import { ZList, ZPage } from './common';

/** Reply shapes of the delivery operations (see common.ts). */

export const ZDeliveryZone = z.object({
  id: z.string(),
  name: z.string(),
  fee: z.number(),
  minimumOrder: z.number(),
  /** Delivered free when the dishes reach this value; null = never free. */
  freeOver: z.number().nullable(),
  isActive: z.boolean(),
});
export type DeliveryZone = z.infer<typeof ZDeliveryZone>;

export const ZDeliveryZones = ZList(ZDeliveryZone);

export const ZDelivery = z.object({
  id: z.string(),
  orderId: z.string(),
  orderDisplayNo: z.number(),
  orderStatus: z.string(),
  status: z.enum(['unassigned', 'assigned', 'picked_up', 'delivered', 'failed']),
  address: z.string(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  notes: z.string().nullable(),
  zoneId: z.string().nullable(),
  zoneName: z.string().nullable(),
  fee: z.number(),
  cashToCollect: z.number(),
  /** The zone's minimum order when the order is under it (a warning for the dispatcher), else null. */
  belowMinimum: z.number().nullable(),
  eta: z.string().nullable(),
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.number(),
      remarks: z.string().nullable(),
    }),
  ),
  driverMemberId: z.string().nullable(),
  driverUserId: z.string().nullable(),
  driverName: z.string().nullable(),
  failureReason: z.string().nullable(),
  kitchenStatus: z.string(),
  assignedAt: z.string().nullable(),
  pickedUpAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  version: z.number(),
  createdAt: z.string(),
});
export type Delivery = z.infer<typeof ZDelivery>;

export const ZDeliveryPage = ZPage(ZDelivery);

export const ZOrdersToDispatch = ZList(
  z.object({
    orderId: z.string(),
    displayNo: z.number(),
    customerName: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    createdAt: z.string().nullable(),
  }),
);

export const ZDrivers = ZList(
  z.object({
    memberId: z.string(),
    userId: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    contact: z.string().nullable(),
    isOnShift: z.boolean(),
    activeDeliveries: z.number(),
  }),
);

export const ZDriverShift = z.object({
  memberId: z.string(),
  isOnShift: z.boolean(),
});
export type DriverShift = z.infer<typeof ZDriverShift>;
