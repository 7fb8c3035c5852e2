import { z } from 'zod';
import { ZPageQuery } from './page-query';
import { INT32_MAX, ZMoney } from './primitives';

const uuid = z.string().uuid();
const text = (max = 500) => z.string().trim().max(max);

export const DELIVERY_STATUSES = ['unassigned', 'assigned', 'picked_up', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const ZZoneBody = z.object({
  name: text(120).min(1, 'Zone name is required.'),
  fee: ZMoney,
  minimumOrder: ZMoney.default(0),
  /** Dishes worth this much or more are delivered free; null = never free. */
  freeOver: ZMoney.nullable().optional(),
  isActive: z.boolean().default(true),
});
export type ZoneBody = z.infer<typeof ZZoneBody>;
export const ZUpdateZoneBody = ZZoneBody.partial();
export type UpdateZoneBody = z.infer<typeof ZUpdateZoneBody>;

export const ZCreateDeliveryBody = z.object({
  orderId: uuid,
  zoneId: uuid.nullish(),
  address: text().nullish(),
  contactName: text(200).nullish(),
  contactPhone: text(60).nullish(),
  notes: text(2000).nullish(),
  etaMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .nullish(),
});
export type CreateDeliveryBody = z.infer<typeof ZCreateDeliveryBody>;

export const ZUpdateDeliveryBody = ZCreateDeliveryBody.omit({ orderId: true }).extend({
  version: z.number().int().min(1).max(INT32_MAX),
});
export type UpdateDeliveryBody = z.infer<typeof ZUpdateDeliveryBody>;

export const ZAssignBody = z.object({
  driverMemberId: uuid,
  version: z.number().int().min(1).max(INT32_MAX).optional(),
});
export type AssignBody = z.infer<typeof ZAssignBody>;

export const ZDeliveryStatusBody = z.object({
  status: z.enum(['unassigned', 'picked_up', 'delivered', 'failed']),
  reason: text().nullish(),
  version: z.number().int().min(1).max(INT32_MAX).optional(),
});
export type DeliveryStatusBody = z.infer<typeof ZDeliveryStatusBody>;

export const ZDeliveryListQuery = z.object({
  status: z.enum(DELIVERY_STATUSES).optional(),
  active: z.enum(['true', 'false']).optional(),
  ...ZPageQuery(100).shape,
});
export type DeliveryListQuery = z.infer<typeof ZDeliveryListQuery>;

export const ZShiftBody = z.object({ isOnShift: z.boolean() });
