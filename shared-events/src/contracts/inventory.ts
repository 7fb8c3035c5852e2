import { z } from 'zod';
import { ZList, ZPage, ZPersonRef } from './common';

/** Reply shapes of inventory: units, groups, items, the stock ledger, recipes and counts. Quantities are in the item's unit. */

export const ZMeasuringUnit = z.object({
  id: z.string(),
  name: z.string(),
  abbreviation: z.string(),
  baseUnitId: z.string().nullable(),
  /** The base unit's abbreviation ("g" for kg). */
  baseUnit: z.string().nullable(),
  /** How many base units one of this is (kg: 1000). */
  factor: z.number(),
  /** Used by an item or a recipe: cannot be deleted. */
  inUse: z.boolean(),
});
export type MeasuringUnit = z.infer<typeof ZMeasuringUnit>;
export const ZMeasuringUnits = ZList(ZMeasuringUnit);

export const ZInventoryGroup = z.object({ id: z.string(), name: z.string(), itemCount: z.number() });
export type InventoryGroup = z.infer<typeof ZInventoryGroup>;
export const ZInventoryGroups = ZList(ZInventoryGroup);

export const ZItemSupplier = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  /** Price of one pack, minor units. */
  price: z.number(),
  /** Units of the item in one pack. */
  packSize: z.number(),
  supplierSku: z.string().nullable(),
  isPreferred: z.boolean(),
});

export const ZInventoryItem = z.object({
  id: z.string(),
  name: z.string(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  unitId: z.string(),
  unit: z.string(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  location: z.string().nullable(),
  parLevel: z.number(),
  reorderPoint: z.number(),
  /** The sum of the item's movements (read-only). */
  onHand: z.number(),
  /** Weighted average cost of one unit, minor units (may have decimals). */
  averageCost: z.number(),
  /** onHand × averageCost, minor units. */
  value: z.number(),
  isLow: z.boolean(),
  isOut: z.boolean(),
  isActive: z.boolean(),
  suppliers: z.array(ZItemSupplier),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InventoryItem = z.infer<typeof ZInventoryItem>;
export const ZInventoryItemPage = ZPage(ZInventoryItem);

export const ZStockMovement = z.object({
  id: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  unit: z.string(),
  kind: z.enum(['receipt', 'sale', 'void_return', 'waste', 'count_adjustment', 'transfer']),
  /** Signed: + into stock, − out of it. */
  quantity: z.number(),
  unitCost: z.number(),
  /** quantity × unit cost, minor units (signed). */
  value: z.number(),
  reason: z.string().nullable(),
  sourceType: z.string().nullable(),
  sourceId: z.string().nullable(),
  createdBy: ZPersonRef.nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof ZStockMovement>;
export const ZStockMovementPage = ZPage(ZStockMovement);

export const ZRecipeLine = z.object({
  id: z.string(),
  variantId: z.string().nullable(),
  modifierOptionId: z.string().nullable(),
  itemId: z.string(),
  itemName: z.string(),
  unitId: z.string(),
  unit: z.string(),
  quantity: z.number(),
  wastePercent: z.number(),
  /** What this line costs on one plate at the item's average cost, minor units. */
  cost: z.number(),
});

export const ZRecipe = z.object({
  dishId: z.string(),
  dishName: z.string(),
  lines: z.array(ZRecipeLine),
  /** Per variant: the price, what one plate costs (lines for every variant plus the variant's own), and food cost %. */
  variants: z.array(
    z.object({
      variantId: z.string(),
      name: z.string(),
      price: z.number(),
      plateCost: z.number(),
      foodCostPercent: z.number().nullable(),
    }),
  ),
});
export type Recipe = z.infer<typeof ZRecipe>;

export const ZStockCountLine = z.object({
  itemId: z.string(),
  itemName: z.string(),
  unit: z.string(),
  expected: z.number(),
  counted: z.number().nullable(),
  variance: z.number().nullable(),
  varianceValue: z.number().nullable(),
});
export const ZStockCount = z.object({
  id: z.string(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  location: z.string().nullable(),
  status: z.enum(['open', 'posted']),
  notes: z.string().nullable(),
  createdBy: ZPersonRef,
  createdAt: z.string(),
  postedAt: z.string().nullable(),
  lines: z.array(ZStockCountLine),
  /** Σ variance × average cost, minor units. */
  varianceValue: z.number(),
});
export type StockCount = z.infer<typeof ZStockCount>;
export const ZStockCounts = ZList(ZStockCount.omit({ lines: true }));

export const ZSupplier = z.object({
  id: z.string(),
  name: z.string(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  taxId: z.string().nullable(),
  paymentTermsDays: z.number(),
  notes: z.string().nullable(),
  itemCount: z.number(),
  createdAt: z.string(),
});
export type Supplier = z.infer<typeof ZSupplier>;
export const ZSupplierPage = ZPage(ZSupplier);

export const ZPurchaseOrderLine = z.object({
  id: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  unit: z.string(),
  quantity: z.number(),
  /** Cost of one unit of the item, minor units. */
  unitCost: z.number(),
  total: z.number(),
  receivedQuantity: z.number(),
  receivedValue: z.number(),
});
export const ZPurchaseOrder = z.object({
  id: z.string(),
  poNo: z.number(),
  supplierId: z.string(),
  supplierName: z.string(),
  status: z.enum(['draft', 'ordered', 'partly_received', 'received', 'cancelled']),
  expectedOn: z.string().nullable(),
  notes: z.string().nullable(),
  lines: z.array(ZPurchaseOrderLine),
  total: z.number(),
  receivedTotal: z.number(),
  createdBy: ZPersonRef,
  orderedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  version: z.number(),
  createdAt: z.string(),
});
export type PurchaseOrder = z.infer<typeof ZPurchaseOrder>;
export const ZPurchaseOrderPage = ZPage(ZPurchaseOrder.omit({ lines: true }));

/** Items under their reorder point, per preferred supplier: par − on-hand rounded up to whole packs. */
export const ZPurchaseSuggestions = ZList(
  z.object({
    supplierId: z.string(),
    supplierName: z.string(),
    lines: z.array(
      z.object({
        itemId: z.string(),
        itemName: z.string(),
        unit: z.string(),
        onHand: z.number(),
        parLevel: z.number(),
        reorderPoint: z.number(),
        packSize: z.number(),
        packs: z.number(),
        quantity: z.number(),
        unitCost: z.number(),
        total: z.number(),
      }),
    ),
  }),
);
export type PurchaseSuggestions = z.infer<typeof ZPurchaseSuggestions>;

/** Stock value by group now: Σ on-hand × average cost (minor units). */
export const ZStockValueReport = z.object({
  total: z.number(),
  groups: z.array(
    z.object({ groupId: z.string().nullable(), name: z.string().nullable(), items: z.number(), value: z.number() }),
  ),
});
export type StockValueReport = z.infer<typeof ZStockValueReport>;

/**
 * Theoretical vs actual usage between two posted counts: theoretical is what the recipes of what
 * was sold took (sales less void returns), actual is opening + receipts ± transfers − closing
 * (every other movement of the window, the closing count's adjustments included).
 */
export const ZUsageReport = z.object({
  from: z.object({ countId: z.string(), postedAt: z.string() }),
  to: z.object({ countId: z.string(), postedAt: z.string() }),
  items: z.array(
    z.object({
      itemId: z.string(),
      name: z.string(),
      unit: z.string(),
      theoretical: z.number(),
      waste: z.number(),
      actual: z.number(),
      variance: z.number(),
      varianceValue: z.number(),
    }),
  ),
  varianceValue: z.number(),
});
export type UsageReport = z.infer<typeof ZUsageReport>;

/** What was received from each supplier between two days (receipt value, minor units). */
export const ZPurchasesBySupplierReport = z.object({
  from: z.string(),
  to: z.string(),
  suppliers: z.array(z.object({ supplierId: z.string(), name: z.string(), orders: z.number(), value: z.number() })),
  total: z.number(),
});
export type PurchasesBySupplierReport = z.infer<typeof ZPurchasesBySupplierReport>;
