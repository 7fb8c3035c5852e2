import { z } from 'zod';
import { defineJob, ZWindowJobPayload } from '@ros/shared-events';
import { deliverMessage, SEND_JOB, sendJobId, type DeliveryDeps } from './deliver-message';
import { dueMessages } from './delivery.repo';

/** How many due messages one sweep hands to the queue (the next sweep takes the rest). */
const SWEEP_BATCH = 500;

/**
 * The sweep: every 2 s, a job for every queued message that is due and not held, whoever queued it
 * (a restaurant's command, an account message without a restaurant, a seed). Its job id names the
 * message's try, so sweeps that overlap, and several workers, enqueue each try once.
 */
export const sweepMessages = defineJob({
  name: 'message.sweep',
  payload: ZWindowJobPayload,
  clock: { everyMs: 2000 },
  async handle(_window, deps: DeliveryDeps) {
    for (const message of await dueMessages(deps.db, SWEEP_BATCH))
      await deps.queue.enqueue(SEND_JOB, { messageId: message.id }, { jobId: sendJobId(message) });
  },
});

/** One try of one message (see `deliverMessage`). */
export const sendMessage = defineJob({
  name: SEND_JOB,
  payload: z.object({ messageId: z.string().uuid() }),
  handle: ({ messageId }, deps: DeliveryDeps) => deliverMessage(deps, messageId),
});

/** The delivery module's jobs. */
export const deliveryJobs = [sweepMessages, sendMessage];
