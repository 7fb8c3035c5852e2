/** The operations of the api's `inventory` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import {
  ZInventoryGroup,
  ZInventoryGroups,
  ZInventoryItem,
  ZInventoryItemPage,
  ZMeasuringUnit,
  ZMeasuringUnits,
  ZPurchasesBySupplierReport,
  ZRecipe,
  ZStockCount,
  ZStockCounts,
  ZStockMovementPage,
  ZStockValueReport,
  ZUsageReport,
} from '../inventory';
import {
  ZCountLinesBody,
  ZCreateCountBody,
  ZCreateItemBody,
  ZGroupBody,
  ZImportItemsBody,
  ZItemListQuery,
  ZManualMovementBody,
  ZMovementListQuery,
  ZRecipeBody,
  ZUnitBody,
  ZUpdateInventoryItemBody,
  ZUsageQuery,
} from '../requests/inventory';
import { ZDayRangeQuery } from '../requests/inventory';
import { z } from 'zod';
import * as route from './routes';

export const listUnits = { ...route.listUnits, reply: ZMeasuringUnits } as const;
export const createUnit = { ...route.createUnit, body: ZUnitBody, reply: ZMeasuringUnit } as const;
export const updateUnit = { ...route.updateUnit, body: ZUnitBody, reply: ZMeasuringUnit } as const;
export const deleteUnit = { ...route.deleteUnit } as const;
export const listGroups = { ...route.listGroups, reply: ZInventoryGroups } as const;
export const createGroup = { ...route.createGroup, body: ZGroupBody, reply: ZInventoryGroup } as const;
export const updateGroup = { ...route.updateGroup, body: ZGroupBody, reply: ZInventoryGroup } as const;
export const deleteGroup = { ...route.deleteGroup } as const;
export const listItems = { ...route.listItems, query: ZItemListQuery, reply: ZInventoryItemPage } as const;
export const createItem = { ...route.createItem, body: ZCreateItemBody, reply: ZInventoryItem } as const;
export const importItems = {
  ...route.importItems,
  body: ZImportItemsBody,
  reply: z.object({ created: z.number(), updated: z.number() }),
} as const;
export const getItem = { ...route.getItem, reply: ZInventoryItem } as const;
export const patchInventoryItems = {
  ...route.patchInventoryItems,
  body: ZUpdateInventoryItemBody,
  reply: ZInventoryItem,
} as const;
export const deleteItem = { ...route.deleteItem } as const;
export const itemMovements = { ...route.itemMovements, query: ZMovementListQuery, reply: ZStockMovementPage } as const;
export const recordMovement = { ...route.recordMovement, body: ZManualMovementBody, reply: ZInventoryItem } as const;
export const listMovements = { ...route.listMovements, query: ZMovementListQuery, reply: ZStockMovementPage } as const;
export const listCounts = { ...route.listCounts, reply: ZStockCounts } as const;
export const createCount = { ...route.createCount, body: ZCreateCountBody, reply: ZStockCount } as const;
export const getCount = { ...route.getCount, reply: ZStockCount } as const;
export const saveCountLines = { ...route.saveCountLines, body: ZCountLinesBody, reply: ZStockCount } as const;
export const postCount = { ...route.postCount, reply: ZStockCount } as const;
export const stockValue = { ...route.stockValue, reply: ZStockValueReport } as const;
export const usage = { ...route.usage, query: ZUsageQuery, reply: ZUsageReport } as const;
export const purchasesBySupplier = {
  ...route.purchasesBySupplier,
  query: ZDayRangeQuery,
  reply: ZPurchasesBySupplierReport,
} as const;
export const getRecipe = { ...route.getRecipe, reply: ZRecipe } as const;
export const saveRecipe = { ...route.saveRecipe, body: ZRecipeBody, reply: ZRecipe } as const;
