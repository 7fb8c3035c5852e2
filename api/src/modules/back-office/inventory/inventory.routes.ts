import { z } from 'zod';
import {
  ZInventoryGroup, ZInventoryGroups, ZInventoryItem, ZInventoryItemPage, ZMeasuringUnit, ZMeasuringUnits, ZPurchasesBySupplierReport, ZRecipe, ZStockValueReport, ZUsageReport, ZStockCount, ZStockCounts, ZStockMovementPage,
} from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import * as counts from './counts.service';
import * as inventory from './inventory.service';
import * as recipes from './recipes.service';
import * as reports from './reports.service';
import {
  ZCountLinesBody, ZCreateCountBody, ZDayRangeQuery, ZUsageQuery, ZCreateItemBody, ZGroupBody, ZImportItemsBody, ZItemListQuery, ZManualMovementBody, ZMovementListQuery, ZRecipeBody, ZUnitBody, ZUpdateItemBody,
} from './inventory.schemas';

/** Inventory: measuring units, groups, items and their stock ledger, recipes and stock counts. */
export const inventoryRoutes = defineRoutes('inventory', (r) => {
  const base = '/api/restaurants/:restaurantId';

  const units = `${base}/measuring-units`;
  r.tenant('get', units, { summary: 'Measuring units', reply: ZMeasuringUnits }, (ctx) => inventory.listUnits(ctx));
  r.tenant('post', units, { summary: 'Create a measuring unit', body: ZUnitBody, reply: ZMeasuringUnit }, async (ctx, { body }) => created(await inventory.createUnit(ctx, body)));
  r.tenant('put', `${units}/:unitId`, { summary: 'Change a measuring unit', body: ZUnitBody, reply: ZMeasuringUnit }, (ctx, { params, body }) => inventory.updateUnit(ctx, params.unitId, body));
  r.tenant('delete', `${units}/:unitId`, { summary: 'Delete a measuring unit not in use' }, async (ctx, { params }) => {
    await inventory.deleteUnit(ctx, params.unitId);
    return noContent();
  });

  const groups = `${base}/inventory-groups`;
  r.tenant('get', groups, { summary: 'Inventory groups', reply: ZInventoryGroups }, (ctx) => inventory.listGroups(ctx));
  r.tenant('post', groups, { summary: 'Create a group', body: ZGroupBody, reply: ZInventoryGroup }, async (ctx, { body }) => created(await inventory.createGroup(ctx, body.name)));
  r.tenant('put', `${groups}/:groupId`, { summary: 'Rename a group', body: ZGroupBody, reply: ZInventoryGroup }, (ctx, { params, body }) => inventory.updateGroup(ctx, params.groupId, body.name));
  r.tenant('delete', `${groups}/:groupId`, { summary: 'Delete a group (its items stay, ungrouped)' }, async (ctx, { params }) => {
    await inventory.deleteGroup(ctx, params.groupId);
    return noContent();
  });

  const items = `${base}/inventory-items`;
  r.tenant('get', items, { summary: 'Inventory items (search, group, low, sort, page)', query: ZItemListQuery, reply: ZInventoryItemPage }, (ctx, { query }) => inventory.listItems(ctx, query));
  r.tenant('post', items, { summary: 'Create an inventory item', body: ZCreateItemBody, reply: ZInventoryItem }, async (ctx, { body }) => created(await inventory.createItem(ctx, body)));
  r.tenant('post', `${items}/import`, { summary: 'Import items from CSV rows (all or none)', body: ZImportItemsBody, reply: z.object({ created: z.number(), updated: z.number() }) }, (ctx, { body }) => inventory.importItems(ctx, body));
  r.tenant('get', `${items}/:inventoryItemId`, { summary: 'One inventory item', reply: ZInventoryItem }, (ctx, { params }) => inventory.getItem(ctx, params.inventoryItemId));
  r.tenant('patch', `${items}/:inventoryItemId`, { summary: 'Change an inventory item', body: ZUpdateItemBody, reply: ZInventoryItem }, (ctx, { params, body }) => inventory.updateItem(ctx, params.inventoryItemId, body));
  r.tenant('delete', `${items}/:inventoryItemId`, { summary: 'Delete an item without stock history' }, async (ctx, { params }) => {
    await inventory.deleteItem(ctx, params.inventoryItemId);
    return noContent();
  });
  r.tenant('get', `${items}/:inventoryItemId/movements`, { summary: "The item's stock movements, newest first", query: ZMovementListQuery, reply: ZStockMovementPage }, (ctx, { params, query }) => inventory.itemMovements(ctx, params.inventoryItemId, query));
  r.tenant('post', `${items}/:inventoryItemId/movements`, { summary: 'Record waste, a transfer or an adjustment', body: ZManualMovementBody, reply: ZInventoryItem }, async (ctx, { params, body }) => created(await inventory.recordMovement(ctx, params.inventoryItemId, body)));

  r.tenant('get', `${base}/stock-movements`, { summary: 'The stock ledger, newest first', query: ZMovementListQuery, reply: ZStockMovementPage }, (ctx, { query }) => inventory.listMovements(ctx, query));

  const countsPath = `${base}/stock-counts`;
  r.tenant('get', countsPath, { summary: 'Stock counts, newest first', reply: ZStockCounts }, (ctx) => counts.listCounts(ctx));
  r.tenant('post', countsPath, { summary: 'Start a count sheet (a group, a location or everything)', body: ZCreateCountBody, reply: ZStockCount }, async (ctx, { body }) => created(await counts.createCount(ctx, body)));
  r.tenant('get', `${countsPath}/:countId`, { summary: 'One count sheet with its variance', reply: ZStockCount }, (ctx, { params }) => counts.getCount(ctx, params.countId));
  r.tenant('put', `${countsPath}/:countId/lines`, { summary: 'Enter counted quantities', body: ZCountLinesBody, reply: ZStockCount }, (ctx, { params, body }) => counts.saveCountLines(ctx, params.countId, body));
  r.tenant('post', `${countsPath}/:countId/post`, { summary: 'Post the count: adjustments to what was counted', reply: ZStockCount }, (ctx, { params }) => counts.postCount(ctx, params.countId));

  const reportsPath = `${base}/inventory-reports`;
  r.tenant('get', `${reportsPath}/stock-value`, { summary: 'Stock value by group', reply: ZStockValueReport }, (ctx) => reports.stockValue(ctx));
  r.tenant('get', `${reportsPath}/usage`, { summary: 'Theoretical vs actual usage between two posted counts', query: ZUsageQuery, reply: ZUsageReport }, (ctx, { query }) => reports.usage(ctx, query.fromCountId, query.toCountId));
  r.tenant('get', `${reportsPath}/purchases`, { summary: 'Goods received per supplier between two days', query: ZDayRangeQuery, reply: ZPurchasesBySupplierReport }, (ctx, { query }) => reports.purchasesBySupplier(ctx, query.from, query.to));

  r.tenant('get', `${base}/dishes/:dishId/recipe`, { summary: "A dish's recipe, plate cost and food cost %", reply: ZRecipe }, (ctx, { params }) => recipes.getRecipe(ctx, params.dishId));
  r.tenant('put', `${base}/dishes/:dishId/recipe`, { summary: "Replace a dish's recipe", body: ZRecipeBody, reply: ZRecipe }, (ctx, { params, body }) => recipes.saveRecipe(ctx, params.dishId, body));
});
