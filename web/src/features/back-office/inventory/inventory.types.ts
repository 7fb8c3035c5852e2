import type { ManualMovementBody } from '@ros/shared-events';

/** The inventory's reply shapes are the API's contracts (shared-events/src/contracts/inventory.ts). */
export type {
  InventoryGroup,
  InventoryItem,
  MeasuringUnit,
  PurchaseOrder,
  PurchasesBySupplierReport,
  PurchaseSuggestions,
  Recipe,
  StockCount,
  StockMovement,
  StockValueReport,
  Supplier,
  UsageReport,
} from '@ros/shared-events';

/** What may be recorded by hand (the contract's manual movement): a receipt comes with a purchase, a sale with an order. */
export type ManualMovementKind = ManualMovementBody['kind'];
export type PurchaseStatus = 'draft' | 'ordered' | 'partly_received' | 'received' | 'cancelled';

export interface UnitInput {
  name: string;
  abbreviation: string;
  baseUnitId: string | null;
  factor: number;
}
export interface ItemSupplierInput {
  supplierId: string;
  price: number;
  packSize: number;
  supplierSku: string | null;
  isPreferred: boolean;
}
export interface ItemInput {
  name: string;
  groupId: string | null;
  unitId: string;
  sku: string | null;
  barcode: string | null;
  location: string | null;
  parLevel: number;
  reorderPoint: number;
  suppliers: ItemSupplierInput[];
}
export interface SupplierInput {
  name: string;
  contactName: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  taxId: string | null;
  paymentTermsDays: number;
  notes: string | null;
}
export interface PurchaseLineInput {
  itemId: string;
  quantity: number;
  unitCost: number;
}
export interface ImportRow {
  name: string;
  group?: string | null;
  unit: string;
  sku?: string | null;
  barcode?: string | null;
  location?: string | null;
  parLevel?: number;
  reorderPoint?: number;
  onHand?: number | null;
}
