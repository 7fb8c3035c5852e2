import { api } from '../../../api/baseApi';
import { fetchAllPages, queryString, type List, type Page } from '../../../api/pages';
import type { ServerListQuery } from '../../../components/list/useServerList';
import type {
  ImportRow, InventoryGroup, InventoryItem, ItemInput, MeasuringUnit, MovementKind, PurchaseLineInput, PurchaseOrder, PurchaseStatus, PurchaseSuggestions,
  PurchasesBySupplierReport, Recipe, StockCount, StockMovement, StockValueReport, Supplier, SupplierInput, UnitInput, UsageReport,
} from './inventory.types';

const at = (rid: string, path: string) => `/api/restaurants/${rid}/${path}`;
export interface ItemFilters { groupId?: string; low?: boolean }
export interface RecipeLineInput { variantId: string | null; modifierOptionId: string | null; itemId: string; unitId: string; quantity: number; wastePercent: number }

/**
 * Inventory: units, groups, items and their ledger, recipes, counts, suppliers and purchase orders.
 * Kept live by `stock.*`, `inventory.changed` and `purchase.*` (tags Inventory and Purchase).
 */
export const inventoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUnits: build.query<List<MeasuringUnit>, string>({ query: (rid) => at(rid, 'measuring-units'), providesTags: ['Inventory'] }),
    saveUnit: build.mutation<MeasuringUnit, { rid: string; id?: string; body: UnitInput }>({
      query: ({ rid, id, body }) => ({ url: at(rid, id ? `measuring-units/${id}` : 'measuring-units'), method: id ? 'PUT' : 'POST', body }),
      invalidatesTags: ['Inventory'],
    }),
    deleteUnit: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({ url: at(rid, `measuring-units/${id}`), method: 'DELETE' }),
      invalidatesTags: ['Inventory'],
    }),

    listGroups: build.query<List<InventoryGroup>, string>({ query: (rid) => at(rid, 'inventory-groups'), providesTags: ['Inventory'] }),
    saveGroup: build.mutation<InventoryGroup, { rid: string; id?: string; name: string }>({
      query: ({ rid, id, name }) => ({ url: at(rid, id ? `inventory-groups/${id}` : 'inventory-groups'), method: id ? 'PUT' : 'POST', body: { name } }),
      invalidatesTags: ['Inventory'],
    }),
    deleteGroup: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({ url: at(rid, `inventory-groups/${id}`), method: 'DELETE' }),
      invalidatesTags: ['Inventory'],
    }),

    listItems: build.query<Page<InventoryItem>, { rid: string; query: Partial<ServerListQuery> & ItemFilters }>({
      query: ({ rid, query }) => `${at(rid, 'inventory-items')}?${queryString(query)}`,
      providesTags: ['Inventory'],
    }),
    saveItem: build.mutation<InventoryItem, { rid: string; id?: string; body: Partial<ItemInput> & { isActive?: boolean } }>({
      query: ({ rid, id, body }) => ({ url: at(rid, id ? `inventory-items/${id}` : 'inventory-items'), method: id ? 'PATCH' : 'POST', body }),
      invalidatesTags: ['Inventory'],
    }),
    deleteItem: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({ url: at(rid, `inventory-items/${id}`), method: 'DELETE' }),
      invalidatesTags: ['Inventory'],
    }),
    importItems: build.mutation<{ created: number; updated: number }, { rid: string; rows: ImportRow[] }>({
      query: ({ rid, rows }) => ({ url: at(rid, 'inventory-items/import'), method: 'POST', body: { rows } }),
      invalidatesTags: ['Inventory'],
    }),
    itemMovements: build.query<Page<StockMovement>, { rid: string; itemId: string; page: number; perPage: number }>({
      query: ({ rid, itemId, page, perPage }) => `${at(rid, `inventory-items/${itemId}/movements`)}?page=${page}&perPage=${perPage}`,
      providesTags: ['Inventory'],
    }),
    recordMovement: build.mutation<InventoryItem, { rid: string; itemId: string; body: { kind: MovementKind; quantity: number; unitId?: string; reason: string } }>({
      query: ({ rid, itemId, body }) => ({ url: at(rid, `inventory-items/${itemId}/movements`), method: 'POST', body }),
      invalidatesTags: ['Inventory'],
    }),

    getRecipe: build.query<Recipe, { rid: string; dishId: string }>({
      query: ({ rid, dishId }) => at(rid, `dishes/${dishId}/recipe`),
      providesTags: ['Inventory'],
    }),
    saveRecipe: build.mutation<Recipe, { rid: string; dishId: string; lines: RecipeLineInput[] }>({
      query: ({ rid, dishId, lines }) => ({ url: at(rid, `dishes/${dishId}/recipe`), method: 'PUT', body: { lines } }),
      invalidatesTags: ['Inventory'],
    }),

    listCounts: build.query<List<Omit<StockCount, 'lines'>>, string>({ query: (rid) => at(rid, 'stock-counts'), providesTags: ['Inventory'] }),
    getCount: build.query<StockCount, { rid: string; id: string }>({ query: ({ rid, id }) => at(rid, `stock-counts/${id}`), providesTags: ['Inventory'] }),
    createCount: build.mutation<StockCount, { rid: string; groupId: string | null; location: string | null }>({
      query: ({ rid, ...body }) => ({ url: at(rid, 'stock-counts'), method: 'POST', body }),
      invalidatesTags: ['Inventory'],
    }),
    saveCountLines: build.mutation<StockCount, { rid: string; id: string; lines: { itemId: string; counted: number | null }[] }>({
      query: ({ rid, id, lines }) => ({ url: at(rid, `stock-counts/${id}/lines`), method: 'PUT', body: { lines } }),
      invalidatesTags: ['Inventory'],
    }),
    postCount: build.mutation<StockCount, { rid: string; id: string }>({
      query: ({ rid, id }) => ({ url: at(rid, `stock-counts/${id}/post`), method: 'POST' }),
      invalidatesTags: ['Inventory'],
    }),

    listSuppliers: build.query<Page<Supplier>, { rid: string; query: Partial<ServerListQuery> }>({
      query: ({ rid, query }) => `${at(rid, 'suppliers')}?${queryString(query)}`,
      providesTags: ['Inventory'],
    }),
    saveSupplier: build.mutation<Supplier, { rid: string; id?: string; body: SupplierInput }>({
      query: ({ rid, id, body }) => ({ url: at(rid, id ? `suppliers/${id}` : 'suppliers'), method: id ? 'PATCH' : 'POST', body }),
      invalidatesTags: ['Inventory'],
    }),
    deleteSupplier: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({ url: at(rid, `suppliers/${id}`), method: 'DELETE' }),
      invalidatesTags: ['Inventory'],
    }),

    listPurchases: build.query<Page<Omit<PurchaseOrder, 'lines'>>, { rid: string; query: Partial<ServerListQuery> & { status?: PurchaseStatus } }>({
      query: ({ rid, query }) => `${at(rid, 'purchases')}?${queryString(query)}`,
      providesTags: ['Purchase'],
    }),
    getPurchase: build.query<PurchaseOrder, { rid: string; id: string }>({ query: ({ rid, id }) => at(rid, `purchases/${id}`), providesTags: ['Purchase'] }),
    purchaseSuggestions: build.query<PurchaseSuggestions, string>({ query: (rid) => at(rid, 'purchases/suggestions'), providesTags: ['Inventory', 'Purchase'] }),
    savePurchase: build.mutation<PurchaseOrder, { rid: string; id?: string; body: { supplierId: string; expectedOn: string | null; notes: string | null; lines: PurchaseLineInput[] } }>({
      query: ({ rid, id, body }) => ({ url: at(rid, id ? `purchases/${id}` : 'purchases'), method: id ? 'PATCH' : 'POST', body }),
      invalidatesTags: ['Purchase'],
    }),
    purchaseAction: build.mutation<PurchaseOrder, { rid: string; id: string; action: 'order' | 'cancel' }>({
      query: ({ rid, id, action }) => ({ url: at(rid, `purchases/${id}/${action}`), method: 'POST' }),
      invalidatesTags: ['Purchase'],
    }),
    /** Receiving posts stock: the key makes a retried click receive once. */
    receivePurchase: build.mutation<PurchaseOrder, { rid: string; id: string; key: string; lines: { lineId: string; quantity: number; unitCost?: number }[]; notes: string | null }>({
      query: ({ rid, id, key, lines, notes }) => ({ url: at(rid, `purchases/${id}/receive`), method: 'POST', body: { lines, notes }, headers: { 'Idempotency-Key': key } }),
      invalidatesTags: ['Purchase', 'Inventory'],
    }),

    stockValueReport: build.query<StockValueReport, string>({ query: (rid) => at(rid, 'inventory-reports/stock-value'), providesTags: ['Inventory'] }),
    usageReport: build.query<UsageReport, { rid: string; fromCountId: string; toCountId: string }>({
      query: ({ rid, ...q }) => `${at(rid, 'inventory-reports/usage')}?${queryString(q)}`,
      providesTags: ['Inventory'],
    }),
    purchasesReport: build.query<PurchasesBySupplierReport, { rid: string; from: string; to: string }>({
      query: ({ rid, ...q }) => `${at(rid, 'inventory-reports/purchases')}?${queryString(q)}`,
      providesTags: ['Inventory', 'Purchase'],
    }),
  }),
});

/** Every item matching the search and filters (the CSV export). */
export const fetchAllItems = (rid: string, query: Partial<ServerListQuery> & ItemFilters) =>
  fetchAllPages<InventoryItem>(`${at(rid, 'inventory-items')}?${queryString({ q: query.q, sort: query.sort, sortColumn: query.sortColumn, groupId: query.groupId, low: query.low })}`, 500);

export const {
  useListUnitsQuery, useSaveUnitMutation, useDeleteUnitMutation,
  useListGroupsQuery, useSaveGroupMutation, useDeleteGroupMutation,
  useListItemsQuery, useSaveItemMutation, useDeleteItemMutation, useImportItemsMutation, useItemMovementsQuery, useRecordMovementMutation,
  useGetRecipeQuery, useSaveRecipeMutation,
  useListCountsQuery, useGetCountQuery, useCreateCountMutation, useSaveCountLinesMutation, usePostCountMutation,
  useListSuppliersQuery, useSaveSupplierMutation, useDeleteSupplierMutation,
  useListPurchasesQuery, useGetPurchaseQuery, usePurchaseSuggestionsQuery, useSavePurchaseMutation, usePurchaseActionMutation, useReceivePurchaseMutation,
  useStockValueReportQuery, useUsageReportQuery, usePurchasesReportQuery,
} = inventoryApi;
