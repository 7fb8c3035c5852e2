import { routes, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ReplyOf, type ViewOf } from '../../../api/operation';
import { fetchAllPages, type List, type Page } from '../../../api/pages';
import type { ServerListQuery } from '../../../components/list/useServerList';
import type {
  ImportRow,
  InventoryGroup,
  InventoryItem,
  ItemInput,
  MeasuringUnit,
  PurchaseLineInput,
  PurchaseOrder,
  PurchaseStatus,
  PurchaseSuggestions,
  PurchasesBySupplierReport,
  Recipe,
  StockCount,
  StockMovement,
  StockValueReport,
  Supplier,
  SupplierInput,
  UnitInput,
  UsageReport,
} from './inventory.types';

type Op = typeof operations;
export interface ItemFilters {
  groupId?: string;
  low?: boolean;
}
export interface RecipeLineInput {
  variantId: string | null;
  modifierOptionId: string | null;
  itemId: string;
  unitId: string;
  quantity: number;
  wastePercent: number;
}

/**
 * Inventory: units, groups, items and their ledger, recipes, counts, suppliers and purchase orders.
 * Kept live by `stock.*`, `inventory.changed` and `purchase.*` (tags Inventory and Purchase).
 */
export const inventoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUnits: build.query<ViewOf<Op['listUnits'], List<MeasuringUnit>>, string>({
      query: (rid) => urlOf(routes.listUnits, { restaurantId: rid }),
      providesTags: ['Inventory'],
    }),
    saveUnit: build.mutation<ViewOf<Op['createUnit'], MeasuringUnit>, { rid: string; id?: string; body: UnitInput }>({
      query: ({ rid, id, body }) => ({
        url: id
          ? urlOf(routes.updateUnit, { restaurantId: rid, unitId: id })
          : urlOf(routes.createUnit, { restaurantId: rid }),
        method: id ? 'PUT' : 'POST',
        body: body satisfies BodyOf<Op['createUnit']>,
      }),
      invalidatesTags: ['Inventory'],
    }),
    deleteUnit: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({ url: urlOf(routes.deleteUnit, { restaurantId: rid, unitId: id }), method: 'DELETE' }),
      invalidatesTags: ['Inventory'],
    }),

    listGroups: build.query<ViewOf<Op['listGroups'], List<InventoryGroup>>, string>({
      query: (rid) => urlOf(routes.listGroups, { restaurantId: rid }),
      providesTags: ['Inventory'],
    }),
    saveGroup: build.mutation<
      ViewOf<Op['createGroup'], InventoryGroup>,
      { rid: string; id?: string } & BodyOf<Op['createGroup']>
    >({
      query: ({ rid, id, name }) => ({
        url: id
          ? urlOf(routes.updateGroup, { restaurantId: rid, groupId: id })
          : urlOf(routes.createGroup, { restaurantId: rid }),
        method: id ? 'PUT' : 'POST',
        body: { name } satisfies BodyOf<Op['updateGroup']>,
      }),
      invalidatesTags: ['Inventory'],
    }),
    deleteGroup: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deleteGroup, { restaurantId: rid, groupId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: ['Inventory'],
    }),

    listItems: build.query<
      ViewOf<Op['listItems'], Page<InventoryItem>>,
      { rid: string; query: Partial<ServerListQuery> & ItemFilters }
    >({
      query: ({ rid, query }) => urlOf(routes.listItems, { restaurantId: rid }, query),
      providesTags: ['Inventory'],
    }),
    saveItem: build.mutation<
      ViewOf<Op['createItem'], InventoryItem>,
      { rid: string; id?: string; body: Partial<ItemInput> & { isActive?: boolean } }
    >({
      query: ({ rid, id, body }) => ({
        url: id
          ? urlOf(routes.patchInventoryItems, { restaurantId: rid, inventoryItemId: id })
          : urlOf(routes.createItem, { restaurantId: rid }),
        method: id ? 'PATCH' : 'POST',
        body: body satisfies BodyOf<Op['patchInventoryItems']>,
      }),
      invalidatesTags: ['Inventory'],
    }),
    deleteItem: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deleteItem, { restaurantId: rid, inventoryItemId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: ['Inventory'],
    }),
    importItems: build.mutation<ReplyOf<Op['importItems']>, { rid: string; rows: ImportRow[] }>({
      query: ({ rid, rows }) => ({
        url: urlOf(routes.importItems, { restaurantId: rid }),
        method: 'POST',
        body: { rows } satisfies BodyOf<Op['importItems']>,
      }),
      invalidatesTags: ['Inventory'],
    }),
    itemMovements: build.query<
      ViewOf<Op['itemMovements'], Page<StockMovement>>,
      { rid: string; itemId: string; page: number; perPage: number }
    >({
      query: ({ rid, itemId, page, perPage }) =>
        urlOf(routes.itemMovements, { restaurantId: rid, inventoryItemId: itemId }, { page, perPage }),
      providesTags: ['Inventory'],
    }),
    recordMovement: build.mutation<
      ViewOf<Op['recordMovement'], InventoryItem>,
      { rid: string; itemId: string; body: BodyOf<Op['recordMovement']> }
    >({
      query: ({ rid, itemId, body }) => ({
        url: urlOf(routes.recordMovement, { restaurantId: rid, inventoryItemId: itemId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Inventory'],
    }),

    getRecipe: build.query<ViewOf<Op['getRecipe'], Recipe>, { rid: string; dishId: string }>({
      query: ({ rid, dishId }) => urlOf(routes.getRecipe, { restaurantId: rid, dishId }),
      providesTags: ['Inventory'],
    }),
    saveRecipe: build.mutation<
      ViewOf<Op['saveRecipe'], Recipe>,
      { rid: string; dishId: string; lines: RecipeLineInput[] }
    >({
      query: ({ rid, dishId, lines }) => ({
        url: urlOf(routes.saveRecipe, { restaurantId: rid, dishId }),
        method: 'PUT',
        body: { lines } satisfies BodyOf<Op['saveRecipe']>,
      }),
      invalidatesTags: ['Inventory'],
    }),

    listCounts: build.query<ViewOf<Op['listCounts'], List<Omit<StockCount, 'lines'>>>, string>({
      query: (rid) => urlOf(routes.listCounts, { restaurantId: rid }),
      providesTags: ['Inventory'],
    }),
    getCount: build.query<ViewOf<Op['getCount'], StockCount>, { rid: string; id: string }>({
      query: ({ rid, id }) => urlOf(routes.getCount, { restaurantId: rid, countId: id }),
      providesTags: ['Inventory'],
    }),
    createCount: build.mutation<
      ViewOf<Op['createCount'], StockCount>,
      { rid: string; groupId: string | null; location: string | null }
    >({
      query: ({ rid, ...body }) => ({
        url: urlOf(routes.createCount, { restaurantId: rid }),
        method: 'POST',
        body: body satisfies BodyOf<Op['createCount']>,
      }),
      invalidatesTags: ['Inventory'],
    }),
    saveCountLines: build.mutation<
      ViewOf<Op['saveCountLines'], StockCount>,
      { rid: string; id: string; lines: { itemId: string; counted: number | null }[] }
    >({
      query: ({ rid, id, lines }) => ({
        url: urlOf(routes.saveCountLines, { restaurantId: rid, countId: id }),
        method: 'PUT',
        body: { lines } satisfies BodyOf<Op['saveCountLines']>,
      }),
      invalidatesTags: ['Inventory'],
    }),
    postCount: build.mutation<ViewOf<Op['postCount'], StockCount>, { rid: string; id: string }>({
      query: ({ rid, id }) => ({ url: urlOf(routes.postCount, { restaurantId: rid, countId: id }), method: 'POST' }),
      invalidatesTags: ['Inventory'],
    }),

    listSuppliers: build.query<
      ViewOf<Op['listSuppliers'], Page<Supplier>>,
      { rid: string; query: Partial<ServerListQuery> }
    >({
      query: ({ rid, query }) => urlOf(routes.listSuppliers, { restaurantId: rid }, query),
      providesTags: ['Inventory'],
    }),
    saveSupplier: build.mutation<
      ViewOf<Op['createSupplier'], Supplier>,
      { rid: string; id?: string; body: SupplierInput }
    >({
      query: ({ rid, id, body }) => ({
        url: id
          ? urlOf(routes.updateSupplier, { restaurantId: rid, supplierId: id })
          : urlOf(routes.createSupplier, { restaurantId: rid }),
        method: id ? 'PATCH' : 'POST',
        body: body satisfies BodyOf<Op['createSupplier']>,
      }),
      invalidatesTags: ['Inventory'],
    }),
    deleteSupplier: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deleteSupplier, { restaurantId: rid, supplierId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: ['Inventory'],
    }),

    listPurchases: build.query<
      ViewOf<Op['listPurchases'], Page<Omit<PurchaseOrder, 'lines'>>>,
      { rid: string; query: Partial<ServerListQuery> & { status?: PurchaseStatus } }
    >({
      query: ({ rid, query }) => urlOf(routes.listPurchases, { restaurantId: rid }, query),
      providesTags: ['Purchase'],
    }),
    getPurchase: build.query<ViewOf<Op['getPurchase'], PurchaseOrder>, { rid: string; id: string }>({
      query: ({ rid, id }) => urlOf(routes.getPurchase, { restaurantId: rid, purchaseId: id }),
      providesTags: ['Purchase'],
    }),
    purchaseSuggestions: build.query<ViewOf<Op['suggestPurchases'], PurchaseSuggestions>, string>({
      query: (rid) => urlOf(routes.suggestPurchases, { restaurantId: rid }),
      providesTags: ['Inventory', 'Purchase'],
    }),
    savePurchase: build.mutation<
      ViewOf<Op['createPurchase'], PurchaseOrder>,
      {
        rid: string;
        id?: string;
        body: { supplierId: string; expectedOn: string | null; notes: string | null; lines: PurchaseLineInput[] };
      }
    >({
      query: ({ rid, id, body }) => ({
        url: id
          ? urlOf(routes.updatePurchase, { restaurantId: rid, purchaseId: id })
          : urlOf(routes.createPurchase, { restaurantId: rid }),
        method: id ? 'PATCH' : 'POST',
        body: body satisfies BodyOf<Op['createPurchase']>,
      }),
      invalidatesTags: ['Purchase'],
    }),
    purchaseAction: build.mutation<
      ViewOf<Op['placePurchase'] | Op['cancelPurchase'], PurchaseOrder>,
      { rid: string; id: string; action: 'order' | 'cancel' }
    >({
      query: ({ rid, id, action }) => ({
        url: urlOf(action === 'order' ? routes.placePurchase : routes.cancelPurchase, {
          restaurantId: rid,
          purchaseId: id,
        }),
        method: 'POST',
      }),
      invalidatesTags: ['Purchase'],
    }),
    /** Emails a placed order to its supplier with its PDF: a 400 on `to` when the supplier has no address. */
    emailPurchase: build.mutation<ReplyOf<Op['emailPurchase']>, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.emailPurchase, { restaurantId: rid, purchaseId: id }),
        method: 'POST',
      }),
    }),
    /** Receiving posts stock: the key makes a retried click receive once. */
    receivePurchase: build.mutation<
      ViewOf<Op['receivePurchase'], PurchaseOrder>,
      {
        rid: string;
        id: string;
        key: string;
        lines: { lineId: string; quantity: number; unitCost?: number }[];
        notes: string | null;
      }
    >({
      query: ({ rid, id, key, lines, notes }) => ({
        url: urlOf(routes.receivePurchase, { restaurantId: rid, purchaseId: id }),
        method: 'POST',
        body: { lines, notes } satisfies BodyOf<Op['receivePurchase']>,
        headers: { 'Idempotency-Key': key },
      }),
      invalidatesTags: ['Purchase', 'Inventory'],
    }),

    stockValueReport: build.query<ViewOf<Op['stockValue'], StockValueReport>, string>({
      query: (rid) => urlOf(routes.stockValue, { restaurantId: rid }),
      providesTags: ['Inventory'],
    }),
    usageReport: build.query<ViewOf<Op['usage'], UsageReport>, { rid: string; fromCountId: string; toCountId: string }>(
      {
        query: ({ rid, ...q }) => urlOf(routes.usage, { restaurantId: rid }, q),
        providesTags: ['Inventory'],
      },
    ),
    purchasesReport: build.query<
      ViewOf<Op['purchasesBySupplier'], PurchasesBySupplierReport>,
      { rid: string; from: string; to: string }
    >({
      query: ({ rid, ...q }) => urlOf(routes.purchasesBySupplier, { restaurantId: rid }, q),
      providesTags: ['Inventory', 'Purchase'],
    }),
  }),
});

/** Every item matching the search and filters (the CSV export). */
export const fetchAllItems = (rid: string, query: Partial<ServerListQuery> & ItemFilters) =>
  fetchAllPages<InventoryItem>(
    urlOf(
      routes.listItems,
      { restaurantId: rid },
      { q: query.q, sort: query.sort, sortColumn: query.sortColumn, groupId: query.groupId, low: query.low },
    ),
    500,
  );

export const {
  useListUnitsQuery,
  useSaveUnitMutation,
  useDeleteUnitMutation,
  useListGroupsQuery,
  useSaveGroupMutation,
  useDeleteGroupMutation,
  useListItemsQuery,
  useSaveItemMutation,
  useDeleteItemMutation,
  useImportItemsMutation,
  useItemMovementsQuery,
  useRecordMovementMutation,
  useGetRecipeQuery,
  useSaveRecipeMutation,
  useListCountsQuery,
  useGetCountQuery,
  useCreateCountMutation,
  useSaveCountLinesMutation,
  usePostCountMutation,
  useListSuppliersQuery,
  useSaveSupplierMutation,
  useDeleteSupplierMutation,
  useListPurchasesQuery,
  useGetPurchaseQuery,
  usePurchaseSuggestionsQuery,
  useSavePurchaseMutation,
  usePurchaseActionMutation,
  useEmailPurchaseMutation,
  useReceivePurchaseMutation,
  useStockValueReportQuery,
  useUsageReportQuery,
  usePurchasesReportQuery,
} = inventoryApi;
