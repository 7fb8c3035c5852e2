import { defineJob } from '@ros/shared-events';
import { runAsSystem, type SystemDeps } from '../../../kernel/system';
import { queueOrderReady } from './guest-messages';
import { findGuestOrder } from './guest-orders.repo';
import { isReady } from './guest-orders.service';

/**
 * "Ready for pickup": when the kitchen marks dishes ready, the guest whose online pickup order is
 * now wholly ready gets an SMS with its track link (once per order: its dedupe key).
 */
export const sendReadyForPickup = defineJob({
  name: 'guest-order.send-ready',
  on: { 'ticket.ready': {}, 'ticket.item_ready': {} },
  async handle(e, deps: SystemDeps & { linkBase: string }) {
    await runAsSystem(deps, e.restaurantId, async (ctx) => {
      const row = await findGuestOrder(ctx, { orderId: e.payload.ticket.orderId });
      if (!row || row.channel !== 'pickup' || !(await isReady(ctx, row))) return;
      await queueOrderReady(ctx, deps.linkBase, row);
    });
  },
});

/** The guest-orders module's jobs. */
export const guestOrderJobs = [sendReadyForPickup];
