import { z } from 'zod';
import { defineEvent } from './define';

/** Statuses of a delivery: unassigned → assigned → picked_up → delivered, or failed. */
const DELIVERY_STATUSES = ['unassigned', 'assigned', 'picked_up', 'delivered', 'failed'] as const;

/** A delivery as the dispatch board and the driver's page show it. */
const ZDeliverySnapshot = z.object({
  id: z.string().uuid(),
  orderId: z.string().uuid(),
  orderDisplayNo: z.number().int(),
  status: z.enum(DELIVERY_STATUSES),
  address: z.string(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  notes: z.string().nullable(),
  zoneName: z.string().nullable(),
  fee: z.number().int(),
  cashToCollect: z.number().int(),
  eta: z.string().nullable(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int(), remarks: z.string().nullable() })),
  driverMemberId: z.string().uuid().nullable(),
  failureReason: z.string().nullable(),
  version: z.number().int(),
});

/**
 * Delivery payloads name the driver concerned (`driverUserId`, and `previousDriverUserId` on a
 * reassignment): a member without `delivery` view still sees the events of their own deliveries,
 * and only those.
 */
const ZDeliveryEvent = z.object({
  delivery: ZDeliverySnapshot,
  driverUserId: z.string().uuid().nullable(),
  previousDriverUserId: z.string().uuid().nullable(),
});
const visibleToDriver = (payload: unknown, userId: string): boolean => {
  const p = payload as { driverUserId?: string | null; previousDriverUserId?: string | null } | null;
  return !!p && (p.driverUserId === userId || p.previousDriverUserId === userId);
};
const orderNo = (p: { delivery: { orderDisplayNo: number } }) => ({ values: { no: p.delivery.orderDisplayNo } });
const options = { read: 'delivery', visibleTo: visibleToDriver, describe: orderNo } as const;

/** A delivery order got its delivery record (unassigned). */
export const deliveryCreated = defineEvent('delivery.created', ZDeliveryEvent, options);
/** A delivery was assigned (or reassigned) to a driver. */
export const deliveryAssigned = defineEvent('delivery.assigned', ZDeliveryEvent, options);
/** A delivery was picked up, delivered, failed or unassigned. */
export const deliveryStatusChanged = defineEvent(
  'delivery.status_changed',
  ZDeliveryEvent.extend({ previousStatus: z.enum(DELIVERY_STATUSES) }),
  {
    ...options,
    describe: (p) => ({
      context: p.delivery.status,
      values: { no: p.delivery.orderDisplayNo, reason: p.delivery.failureReason ?? '' },
    }),
  },
);
/** A delivery's address, contact, zone, notes or ETA changed. */
export const deliveryUpdated = defineEvent('delivery.updated', ZDeliveryEvent, options);
/** A driver went on or off shift. */
export const driverShiftChanged = defineEvent(
  'delivery.driver_shift_changed',
  z.object({ memberId: z.string().uuid(), userId: z.string().uuid(), isOnShift: z.boolean() }),
  { read: 'delivery', describe: (p) => ({ context: p.isOnShift ? 'on' : 'off' }) },
);
