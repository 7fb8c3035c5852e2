import { z } from 'zod';
import { ZListQuery } from './page-query';
import { INT32_MAX, ZQuantity } from './primitives';

const uuid = z.string().uuid();
const version = z.number({ error: 'version is required' }).int().min(1).max(INT32_MAX);
const text = (max = 500) => z.string().trim().max(max);

export const ORDER_TYPES = ['dine_in', 'takeaway', 'delivery'] as const;
export const ORDER_STATUSES = ['draft', 'open', 'completed', 'cancelled', 'merged'] as const;

export const ZNewItem = z.object({
  dishId: uuid,
  variantId: z.string().min(1).nullish(),
  modifierOptionIds: z.array(z.string().min(1)).max(50).optional(),
  quantity: ZQuantity,
  remarks: text().nullish(),
  course: text(60).nullish(),
  courseSort: z.number().int().min(0).max(99).optional(),
  seat: z.number().int().min(1).max(999).nullish(),
  hold: z.boolean().optional(),
});
export type NewItem = z.infer<typeof ZNewItem>;

export const ZCreateOrderBody = z.object({
  type: z.enum(ORDER_TYPES, { error: 'Choose dine in, takeaway or delivery.' }),
  tableId: uuid.nullish(),
  guests: z.number().int().min(1).max(500).nullish(),
  customerId: uuid.nullish(),
  customerName: text(200).nullish(),
  deliveryAddress: text().nullish(),
  deliveryPhone: text(60).nullish(),
  /** A delivery order's zone: its fee, minimum and free-over threshold, priced as online orders are. */
  deliveryZoneId: uuid.nullish(),
  reservationId: uuid.nullish(),
  staffUserId: uuid.nullish(),
  notes: text(2000).nullish(),
  items: z.array(ZNewItem).max(200).default([]),
  isDraft: z.boolean().default(false),
  send: z.boolean().default(false),
});
export type CreateOrderBody = z.infer<typeof ZCreateOrderBody>;

export const ZUpdateOrderBody = z.object({
  version,
  guests: z.number().int().min(1).max(500).nullish(),
  customerId: uuid.nullish(),
  customerName: text(200).nullish(),
  deliveryAddress: text().nullish(),
  deliveryPhone: text(60).nullish(),
  staffUserId: uuid.nullish(),
  notes: text(2000).nullish(),
});
export type UpdateOrderBody = z.infer<typeof ZUpdateOrderBody>;

export const ZVersionBody = z.object({ version });
export const ZAddItemsBody = z.object({ version, items: z.array(ZNewItem).min(1, 'Add at least one item.').max(200) });
export type AddItemsBody = z.infer<typeof ZAddItemsBody>;

export const ZUpdateItemBody = z.object({
  version,
  quantity: ZQuantity.optional(),
  remarks: text().nullish(),
  course: text(60).nullish(),
  courseSort: z.number().int().min(0).max(99).optional(),
  seat: z.number().int().min(1).max(999).nullish(),
  hold: z.boolean().optional(),
});
export type UpdateItemBody = z.infer<typeof ZUpdateItemBody>;

export const ZVoidItemBody = z.object({
  version,
  reason: text(500).min(1, 'A reason is required.'),
  approverEmail: z.string().trim().max(254).email().optional(),
  approverPassword: z.string().min(1).max(200).optional(),
});
export type VoidItemBody = z.infer<typeof ZVoidItemBody>;

export const ZCancelBody = z.object({ version, reason: text(500).min(1, 'A reason is required.') });
export const ZTransferBody = z.object({ version, tableId: uuid });
export const ZMergeBody = z.object({ version, sourceOrderId: uuid, sourceVersion: version });
export const ZMoveItemsBody = z.object({
  version,
  targetOrderId: uuid,
  targetVersion: version,
  itemIds: z.array(uuid).min(1),
});

export const ZOrderListQuery = ZListQuery(['createdAt', 'displayNo', 'status'] as const).extend({
  sort: z.enum(['asc', 'desc']).default('desc'),
  status: z
    .string()
    .optional()
    .transform((s) =>
      s
        ? s
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean)
        : undefined,
    )
    .pipe(z.array(z.enum(ORDER_STATUSES)).optional()),
  type: z.enum(ORDER_TYPES).optional(),
  tableId: uuid.optional(),
  customerId: uuid.optional(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type OrderListQuery = z.infer<typeof ZOrderListQuery>;

/** Which items to mark served (all ready ones when absent). */
export const ZServeBody = z.object({ itemIds: z.array(z.string().uuid()).min(1).optional() });
