import type { EventPayload } from '@ros/shared-events';
import { defineJob } from '@ros/workers';
import { runAsSystem, type SystemDeps } from '../../../kernel/system';
import { deductFire, returnVoid } from './deduction.service';

/**
 * Stock follows the kitchen in the workers, never on the command path: `inventory.deduct-stock`
 * runs for each fire and each void (one job per event, id from the event) and writes the sale or
 * void-return movements, keyed by order item so a retried job or a replayed event writes nothing
 * twice.
 */
export const inventoryJobs = (deps: SystemDeps) => [
  defineJob('inventory.deduct-stock', async ({ restaurantId, eventId }) => {
    await runAsSystem(deps, restaurantId, async (ctx) => {
      const e = await ctx.trx.selectFrom('events').select(['type', 'payload']).where('restaurant_id', '=', restaurantId).where('id', '=', eventId).executeTakeFirst();
      if (!e) return;
      if (e.type === 'order.item_voided') await returnVoid(ctx, e.payload as EventPayload<'order.item_voided'>);
      else if (e.type === 'order.sent_to_kitchen' || e.type === 'order.course_fired') await deductFire(ctx, e.payload as EventPayload<'order.sent_to_kitchen'>);
    });
  }),
];
