import { z } from 'zod';
import { ZListQuery } from './page-query';
import { MAX_MONEY } from './primitives';

const id = z.string().uuid();
const quantity = z
  .number({ error: 'Enter a quantity.' })
  .gt(0, 'Must be more than 0.')
  .max(1_000_000, 'Too large.')
  .transform((n) => Math.round(n * 1000) / 1000);
/** The cost of one unit of the item, minor units; fractions of a cent allowed (a gram of saffron). */
const unitCost = z
  .number({ error: 'Enter a cost.' })
  .min(0, 'Cannot be negative.')
  .max(MAX_MONEY, 'Too large.')
  .transform((n) => Math.round(n * 10_000) / 10_000);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

const ZLine = z.object({ itemId: id, quantity, unitCost });
export const ZCreatePurchaseBody = z.object({
  supplierId: id,
  expectedOn: z.iso
    .date('Use a date (YYYY-MM-DD).')
    .nullish()
    .transform((v) => v ?? null),
  notes: optionalText(1000),
  lines: z.array(ZLine).min(1, 'Add at least one item.').max(200),
});
export type CreatePurchaseBody = z.infer<typeof ZCreatePurchaseBody>;
export const ZUpdatePurchaseBody = ZCreatePurchaseBody.partial();
export type UpdatePurchaseBody = z.infer<typeof ZUpdatePurchaseBody>;

export const ZReceiveBody = z.object({
  lines: z
    .array(z.object({ lineId: id, quantity, unitCost: unitCost.optional() }))
    .min(1, 'Enter what arrived.')
    .max(200),
  notes: optionalText(500),
});
export type ReceiveBody = z.infer<typeof ZReceiveBody>;

export const ZPurchaseListQuery = ZListQuery(['poNo', 'createdAt', 'supplier'], 25).extend({
  status: z.enum(['draft', 'ordered', 'partly_received', 'received', 'cancelled']).optional(),
  supplierId: id.optional(),
});
export type PurchaseListQuery = z.infer<typeof ZPurchaseListQuery>;
