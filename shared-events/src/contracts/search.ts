import { z } from 'zod';

/** Reply shapes of the search operations (see common.ts). */

export const ZSearchItem = z.object({
  id: z.string(),
  target: z.string(),
  title: z.string(),
  icon: z.string(),
  link: z.string(),
  group: z.enum(['Menu', 'Inventory', 'Pages', 'Account', 'Table and Space', 'Setting']),
  isBookmarked: z.boolean(),
});
export type SearchItem = z.infer<typeof ZSearchItem>;

export const ZSearchResults = z.object({
  searchArr: z.array(ZSearchItem),
});

export const ZBookmarks = z.object({
  suggestions: z.array(ZSearchItem),
  bookmarks: z.array(ZSearchItem),
});
export type Bookmarks = z.infer<typeof ZBookmarks>;

/** The restaurant's records matching a search (Ctrl+K): a few of each kind the caller may view. */
export const ZRecordSearch = z.object({
  dishes: z.array(z.object({ id: z.string(), name: z.string(), price: z.number() })),
  tables: z.array(z.object({ id: z.string(), name: z.string(), space: z.string() })),
  customers: z.array(z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() })),
  orders: z.array(
    z.object({ id: z.string(), displayNo: z.number(), type: z.string(), status: z.string(), label: z.string() }),
  ),
  /** Bills by number ("12", "#12", a split part "7-2"), for roles that read orders or income. */
  bills: z.array(
    z.object({ id: z.string(), number: z.string(), orderId: z.string(), status: z.string(), grandTotal: z.number() }),
  ),
  /** Suppliers by name, contact, phone or email, for roles that read inventory or expenses. */
  suppliers: z.array(z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() })),
  /** Stock items by name, SKU or barcode, for roles that read inventory. */
  stockItems: z.array(z.object({ id: z.string(), name: z.string(), sku: z.string().nullable() })),
});
export type RecordSearch = z.infer<typeof ZRecordSearch>;
