import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import * as counts from './counts.service';
import * as inventory from './inventory.service';
import * as recipes from './recipes.service';
import * as reports from './reports.service';

/** Inventory: measuring units, groups, items and their stock ledger, recipes and stock counts. */
export const inventoryRoutes = defineRoutes('inventory', (r) => {
  r.tenant(op.listUnits, { summary: 'Measuring units' }, (ctx) => inventory.listUnits(ctx));
  r.tenant(op.createUnit, { summary: 'Create a measuring unit' }, async (ctx, { body }) =>
    created(await inventory.createUnit(ctx, body)),
  );
  r.tenant(op.updateUnit, { summary: 'Change a measuring unit' }, (ctx, { params, body }) =>
    inventory.updateUnit(ctx, params.unitId, body),
  );
  r.tenant(op.deleteUnit, { summary: 'Delete a measuring unit not in use' }, async (ctx, { params }) => {
    await inventory.deleteUnit(ctx, params.unitId);
    return noContent();
  });
  r.tenant(op.listGroups, { summary: 'Inventory groups' }, (ctx) => inventory.listGroups(ctx));
  r.tenant(op.createGroup, { summary: 'Create a group' }, async (ctx, { body }) =>
    created(await inventory.createGroup(ctx, body.name)),
  );
  r.tenant(op.updateGroup, { summary: 'Rename a group' }, (ctx, { params, body }) =>
    inventory.updateGroup(ctx, params.groupId, body.name),
  );
  r.tenant(op.deleteGroup, { summary: 'Delete a group (its items stay, ungrouped)' }, async (ctx, { params }) => {
    await inventory.deleteGroup(ctx, params.groupId);
    return noContent();
  });
  r.tenant(op.listItems, { summary: 'Inventory items (search, group, low, sort, page)' }, (ctx, { query }) =>
    inventory.listItems(ctx, query),
  );
  r.tenant(op.createItem, { summary: 'Create an inventory item' }, async (ctx, { body }) =>
    created(await inventory.createItem(ctx, body)),
  );
  r.tenant(op.importItems, { summary: 'Import items from CSV rows (all or none)' }, (ctx, { body }) =>
    inventory.importItems(ctx, body),
  );
  r.tenant(op.getItem, { summary: 'One inventory item' }, (ctx, { params }) =>
    inventory.getItem(ctx, params.inventoryItemId),
  );
  r.tenant(op.patchInventoryItems, { summary: 'Change an inventory item' }, (ctx, { params, body }) =>
    inventory.updateItem(ctx, params.inventoryItemId, body),
  );
  r.tenant(op.deleteItem, { summary: 'Delete an item without stock history' }, async (ctx, { params }) => {
    await inventory.deleteItem(ctx, params.inventoryItemId);
    return noContent();
  });
  r.tenant(op.itemMovements, { summary: "The item's stock movements, newest first" }, (ctx, { params, query }) =>
    inventory.itemMovements(ctx, params.inventoryItemId, query),
  );
  r.tenant(op.recordMovement, { summary: 'Record waste, a transfer or an adjustment' }, async (ctx, { params, body }) =>
    created(await inventory.recordMovement(ctx, params.inventoryItemId, body)),
  );

  r.tenant(op.listMovements, { summary: 'The stock ledger, newest first' }, (ctx, { query }) =>
    inventory.listMovements(ctx, query),
  );
  r.tenant(op.listCounts, { summary: 'Stock counts, newest first' }, (ctx) => counts.listCounts(ctx));
  r.tenant(
    op.createCount,
    { summary: 'Start a count sheet (a group, a location or everything)' },
    async (ctx, { body }) => created(await counts.createCount(ctx, body)),
  );
  r.tenant(op.getCount, { summary: 'One count sheet with its variance' }, (ctx, { params }) =>
    counts.getCount(ctx, params.countId),
  );
  r.tenant(op.saveCountLines, { summary: 'Enter counted quantities' }, (ctx, { params, body }) =>
    counts.saveCountLines(ctx, params.countId, body),
  );
  r.tenant(op.postCount, { summary: 'Post the count: adjustments to what was counted' }, (ctx, { params }) =>
    counts.postCount(ctx, params.countId),
  );
  r.tenant(op.stockValue, { summary: 'Stock value by group' }, (ctx) => reports.stockValue(ctx));
  r.tenant(op.usage, { summary: 'Theoretical vs actual usage between two posted counts' }, (ctx, { query }) =>
    reports.usage(ctx, query.fromCountId, query.toCountId),
  );
  r.tenant(op.purchasesBySupplier, { summary: 'Goods received per supplier between two days' }, (ctx, { query }) =>
    reports.purchasesBySupplier(ctx, query.from, query.to),
  );

  r.tenant(op.getRecipe, { summary: "A dish's recipe, plate cost and food cost %" }, (ctx, { params }) =>
    recipes.getRecipe(ctx, params.dishId),
  );
  r.tenant(op.saveRecipe, { summary: "Replace a dish's recipe" }, (ctx, { params, body }) =>
    recipes.saveRecipe(ctx, params.dishId, body),
  );
});
