import { defineJob } from '@ros/shared-events';
import { runAsSystem, type SystemDeps } from '../../../kernel/system';
import { deductFire, returnVoid } from './deduction.service';

/** A fire says whether its dishes have recipes (`deductsStock`): one without has no stock to deduct. */
const unlessNoRecipe = { notNeeded: (p: { deductsStock?: boolean }) => p.deductsStock === false };

/**
 * Stock follows the kitchen in the workers, never on the command path: `inventory.deduct-stock`
 * runs for each fire and each void (one job per event, id from the event) and writes the sale or
 * void-return movements, keyed by order item so a retried job or a replayed event writes nothing
 * twice.
 */
export const deductStock = defineJob({
  name: 'inventory.deduct-stock',
  on: { 'order.sent_to_kitchen': unlessNoRecipe, 'order.course_fired': unlessNoRecipe, 'order.item_voided': {} },
  async handle(e, deps: SystemDeps) {
    await runAsSystem(deps, e.restaurantId, async (ctx) => {
      if (e.type === 'order.item_voided') await returnVoid(ctx, e.payload);
      else await deductFire(ctx, e.payload);
    });
  },
});

/** The inventory module's jobs. */
export const inventoryJobs = [deductStock];
