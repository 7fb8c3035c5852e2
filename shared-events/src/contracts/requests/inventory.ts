import { z } from 'zod';
import { ZListQuery, ZPageQuery, ZQueryBool } from './page-query';
import { ZMoney } from './primitives';

const id = z.string().uuid();
const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => v || null);

/** A stock quantity: up to 3 decimals, within what the ledger's columns hold. */
export const stockQuantity = (message = 'Enter a quantity.') =>
  z
    .number({ error: message })
    .min(0, 'Cannot be negative.')
    .max(100_000_000, 'Too large.')
    .transform((n) => Math.round(n * 1000) / 1000);
const positiveQuantity = z
  .number({ error: 'Enter a quantity.' })
  .gt(0, 'Must be more than 0.')
  .max(100_000_000, 'Too large.');

export const ZUnitBody = z.object({
  name: text(60).min(1, 'Name is required.'),
  abbreviation: text(12).min(1, 'Abbreviation is required.'),
  baseUnitId: id.nullish(),
  factor: z.number().gt(0, 'Must be more than 0.').max(1_000_000, 'Too large.').default(1),
});
export type UnitBody = z.infer<typeof ZUnitBody>;

export const ZGroupBody = z.object({ name: text(80).min(1, 'Name is required.') });

const ZItemSupplier = z.object({
  supplierId: id,
  price: ZMoney,
  packSize: positiveQuantity,
  supplierSku: optionalText(60),
  isPreferred: z.boolean().default(false),
});

const itemFields = {
  name: text(120).min(1, 'Name is required.'),
  groupId: id.nullish(),
  unitId: id,
  sku: optionalText(60),
  barcode: optionalText(60),
  location: optionalText(80),
  parLevel: stockQuantity().default(0),
  reorderPoint: stockQuantity().default(0),
  suppliers: z.array(ZItemSupplier).max(20).optional(),
};
export const ZCreateItemBody = z.object(itemFields);
export type CreateItemBody = z.infer<typeof ZCreateItemBody>;
export const ZUpdateInventoryItemBody = z.object({
  name: itemFields.name.optional(),
  groupId: itemFields.groupId,
  unitId: id.optional(),
  sku: optionalText(60).optional(),
  barcode: optionalText(60).optional(),
  location: optionalText(80).optional(),
  parLevel: stockQuantity().optional(),
  reorderPoint: stockQuantity().optional(),
  isActive: z.boolean().optional(),
  suppliers: itemFields.suppliers,
});
export type UpdateInventoryItemBody = z.infer<typeof ZUpdateInventoryItemBody>;

export const ZItemListQuery = ZListQuery(['name', 'onHand', 'value', 'createdAt'], 25).extend({
  groupId: id.optional(),
  low: ZQueryBool.optional(),
});
export type ItemListQuery = z.infer<typeof ZItemListQuery>;

export const ZMovementListQuery = z.object({
  ...ZPageQuery(25).shape,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  kind: z.enum(['receipt', 'sale', 'void_return', 'waste', 'count_adjustment', 'transfer']).optional(),
  itemId: id.optional(),
});
export type MovementListQuery = z.infer<typeof ZMovementListQuery>;

/** A movement recorded by hand: waste (with its reason), or an adjustment up or down. */
export const ZManualMovementBody = z.object({
  kind: z.enum(['waste', 'count_adjustment', 'transfer']),
  quantity: z
    .number({ error: 'Enter a quantity.' })
    .refine((n) => n !== 0, 'Cannot be 0.')
    .refine((n) => Math.abs(n) <= 100_000_000, 'Too large.'),
  unitId: id.optional(),
  reason: text(300).min(1, 'A reason is required.'),
});
export type ManualMovementBody = z.infer<typeof ZManualMovementBody>;

export const ZRecipeBody = z.object({
  lines: z
    .array(
      z.object({
        variantId: id.nullish().transform((v) => v ?? null),
        modifierOptionId: id.nullish().transform((v) => v ?? null),
        itemId: id,
        unitId: id,
        quantity: positiveQuantity,
        wastePercent: z.number().min(0, 'Cannot be negative.').lt(100, 'Must be under 100.').default(0),
      }),
    )
    .max(100),
});
export type RecipeBody = z.infer<typeof ZRecipeBody>;

export const ZCreateCountBody = z.object({
  groupId: id.nullish(),
  location: optionalText(80),
  notes: optionalText(500),
});
export const ZCountLinesBody = z.object({
  lines: z.array(z.object({ itemId: id, counted: stockQuantity('Enter the counted quantity.').nullable() })).max(2000),
});
export type CountLinesBody = z.infer<typeof ZCountLinesBody>;

/** Rows of an imported CSV (the web parses the file): items by name, their unit by abbreviation. */
export const ZImportItemsBody = z.object({
  rows: z
    .array(
      z.object({
        name: text(120).min(1, 'Name is required.'),
        group: optionalText(80),
        unit: text(12).min(1, 'Unit is required.'),
        sku: optionalText(60),
        barcode: optionalText(60),
        location: optionalText(80),
        parLevel: stockQuantity().default(0),
        reorderPoint: stockQuantity().default(0),
        onHand: stockQuantity().nullish(),
      }),
    )
    .min(1, 'The file has no rows.')
    .max(2000, 'Import at most 2,000 rows at a time.'),
});
export type ImportItemsBody = z.infer<typeof ZImportItemsBody>;

export const ZUsageQuery = z.object({ fromCountId: id, toCountId: id });
const day = z.iso.date('Use a date (YYYY-MM-DD).');
export const ZDayRangeQuery = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { message: 'The end is before the start.', path: ['to'] });
