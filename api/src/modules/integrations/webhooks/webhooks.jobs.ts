import { runCommand } from '@ros/db';
import { defineJob, streamRun, ZWindowJobPayload, type PermissionMap } from '@ros/shared-events';
import { z } from 'zod';
import {
  cursorsAfter,
  dueStreams,
  eventsPastCursors,
  moveCursors,
  tryStreamLock,
} from '../../../kernel/stream-cursors';
import { SYSTEM_ACTOR } from '../../../kernel/system';
import { keyReads } from './event-access';
import { SEND_JOB, sendEndpointQueue, wakeSender, type SendDeps } from './send-endpoint';
import * as queue from './send-queue.repo';

const FAN_OUT_JOB = 'webhooks.fan-out';
/** A run every 100 ms at most: a webhook follows its event closely, whatever the load. */
const WINDOW_MS = 100;
/** Its advisory lock ('ROS', 5; reports take 2 and 3, stock 4). */
const LOCK_OBJ = 5;
/** Events per restaurant per run: a backlog is taken in slices. */
const BATCH = 500;

/**
 * `webhooks.fan-out`, a stream job: each run turns the events committed past its cursor (per
 * restaurant) into one delivery per matching endpoint — subscribed to the type, created before the
 * event (`from_seq`), its key not revoked and allowed to read it — and moves the cursors, in one
 * transaction: a run cut off commits neither, the next starts from the same cursors, and a unique
 * (endpoint, event) key keeps even a cursor moved back from doubling one. Then it wakes the senders
 * of the endpoints it queued for (the clock's sweep covers a wake-up lost to a crash).
 */
export const fanOut = defineJob({
  name: FAN_OUT_JOB,
  payload: ZWindowJobPayload,
  stream: { windowMs: WINDOW_MS },
  async handle(_window, deps: SendDeps) {
    const { result } = await runCommand(deps.db, { actor: SYSTEM_ACTOR }, async ({ trx }) => {
      if (!(await tryStreamLock(trx, LOCK_OBJ))) return { again: true, woken: [] };
      const due = await dueStreams(trx, FAN_OUT_JOB);
      if (!due.length) return { again: false, woken: [] };
      const endpoints = await queue.endpointsOf(
        trx,
        due.map((d) => d.restaurant_id),
      );
      const types = [...new Set(endpoints.flatMap((e) => e.event_types))];
      const events = types.length ? await eventsPastCursors(trx, due, types, BATCH) : [];
      const rows: queue.NewDelivery[] = [];
      for (const event of events)
        for (const e of endpoints)
          if (
            e.restaurant_id === event.restaurant_id &&
            e.event_types.includes(event.type) &&
            Number(event.seq) > Number(e.from_seq) &&
            keyReads(e.permissions as PermissionMap, event.type)
          )
            rows.push({
              restaurant_id: e.restaurant_id,
              endpoint_id: e.id,
              event_id: event.id,
              event_seq: Number(event.seq),
              event_type: event.type,
              message_id: `msg_${event.id}`,
            });
      await queue.insertDeliveries(trx, rows);
      const { cursors, cut } = cursorsAfter(due, events, BATCH);
      await moveCursors(trx, FAN_OUT_JOB, cursors);
      const woken = new Map(
        rows.filter((r) => endpoints.find((e) => e.id === r.endpoint_id)?.enabled).map((r) => [r.endpoint_id, r]),
      );
      return { again: cut, woken: [...woken.values()] };
    });
    for (const r of result.woken) await wakeSender(deps, r.restaurant_id, r.endpoint_id, `event-${r.event_id}`);
    if (result.again) {
      const run = streamRun(FAN_OUT_JOB, WINDOW_MS, Date.now(), { next: true });
      await deps.queue.enqueue(FAN_OUT_JOB, run.payload, run.options);
    }
  },
});

/** `webhooks.send`: one endpoint's queue, in order (`sendEndpointQueue`). */
export const sendWebhooks = defineJob({
  name: SEND_JOB,
  payload: z.object({ restaurantId: z.string().uuid(), endpointId: z.string().uuid() }),
  handle: ({ restaurantId, endpointId }, deps: SendDeps) => sendEndpointQueue(deps, restaurantId, endpointId),
});

/** `webhooks.send-queued`: a delivery queued by hand (a redelivery, a test) or an endpoint enabled again is sent now. */
export const sendQueued = defineJob({
  name: 'webhooks.send-queued',
  on: { 'webhook.delivery_queued': {} },
  handle: (event, deps: SendDeps) => sendEndpointQueue(deps, event.restaurantId, event.payload.endpointId),
});

/**
 * `webhooks.sweep`, on the workers' clock: wakes the sender of every endpoint with a message due
 * and no live lease — after a crash mid-post (the lease lapses), a lost wake-up, a restart.
 */
export const sweep = defineJob({
  name: 'webhooks.sweep',
  payload: ZWindowJobPayload,
  clock: { everyMs: 15_000 },
  async handle({ windowStart }, deps: SendDeps) {
    const { result: due } = await runCommand(deps.db, { actor: SYSTEM_ACTOR }, ({ trx }) =>
      queue.dueEndpoints(trx, 1000),
    );
    for (const e of due) await wakeSender(deps, e.restaurant_id, e.id, `sweep-${windowStart}`);
  },
});

/** The webhooks module's jobs. */
export const webhookJobs = [fanOut, sendWebhooks, sendQueued, sweep];
