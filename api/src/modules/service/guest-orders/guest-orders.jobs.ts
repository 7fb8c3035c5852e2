import { defineJob } from '@ros/shared-events';
import { runAsSystem, type SystemDeps } from '../../../kernel/system';
import { queueOrderReady } from './guest-messages';
import { findGuestOrder } from './guest-orders.repo';
import { isReady } from './guest-orders.service';
import { orderToken } from './guest-token';

/**
 * "Ready for pickup": when the kitchen marks dishes ready, the guest whose online pickup order is
 * now wholly ready gets an SMS with its track link (once per order: its dedupe key). The link's
 * token is derived again from the order's Idempotency-Key and the secret (the database keeps only
 * its hash); without the secret (a workers process not given it) no SMS is sent, and the log says so.
 */
export const sendReadyForPickup = defineJob({
  name: 'guest-order.send-ready',
  on: { 'ticket.ready': {}, 'ticket.item_ready': {} },
  async handle(e, deps: SystemDeps & { linkBase: string; guestTokenSecret: string | null }) {
    await runAsSystem(deps, e.restaurantId, async (ctx) => {
      const row = await findGuestOrder(ctx, { orderId: e.payload.ticket.orderId });
      if (!row || row.channel !== 'pickup' || !(await isReady(ctx, row))) return;
      if (!deps.guestTokenSecret) {
        deps.log.warn({ guestOrderId: row.id }, 'no guest token secret: the "ready" SMS is not sent');
        return;
      }
      const token = orderToken(deps.guestTokenSecret, e.restaurantId, row.idempotency_key);
      await queueOrderReady(ctx, deps.linkBase, row, token);
    });
  },
});

/** The guest-orders module's jobs. */
export const guestOrderJobs = [sendReadyForPickup];
