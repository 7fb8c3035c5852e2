import { sql } from 'kysely';
import { runCommand } from '@ros/db';
import { defineJob, streamRun, ZWindowJobPayload, type JobScheduler } from '@ros/shared-events';
import {
  cursorsAfter,
  dueStreams,
  eventsPastCursors,
  moveCursors,
  tryStreamLock,
} from '../../../kernel/stream-cursors';
import { SYSTEM_ACTOR, systemContext, systemRestaurants, type SystemDeps } from '../../../kernel/system';
import { followKitchen, type KitchenEvent } from './deduction.service';

const DEDUCT_JOB = 'inventory.deduct-stock';
/** The kitchen events the stock follows. */
const KITCHEN_TYPES = ['order.sent_to_kitchen', 'order.course_fired', 'order.item_voided'] as const;
/**
 * Its window: a run every 50 ms at most, due 25 ms after the window ends, so a fire's sale is
 * written 25–75 ms after the relay sees it (plus the run's wait for a worker), whatever the load.
 */
const WINDOW_MS = 50;
/** Its advisory lock ('ROS', 4; the reports' stream jobs take 2 and 3). */
const LOCK_OBJ = 4;
/** Kitchen events per restaurant per run: a long backlog (after an outage) is taken in slices. */
const BATCH = 500;

type Deps = SystemDeps & { queue: JobScheduler };

/**
 * `inventory.deduct-stock`, a stream job: stock follows the kitchen in the workers, never on the
 * command path. Each run takes, for every restaurant whose stream is past its cursor, the fires
 * (`order.sent_to_kitchen`, `order.course_fired`, less those whose payload says no dish has a
 * recipe) and voids since the cursor, writes their sale and void-return movements with the low-stock
 * events and notifications of `postMovements`, and moves the cursors: all in one command of no one
 * restaurant, a handful of statements per restaurant that has something to deduct. At a Friday peak
 * that is a few runs per second instead of one transaction and one queued job per order.
 *
 * Exactly once: the movements and the cursors commit together; the advisory lock serialises the
 * runs (a run that finds it taken leaves the work to the running one and schedules one more for the
 * next window); a run cut off mid-way commits nothing and the next one starts from the same cursors;
 * and the movements are keyed by order item (`sale:<orderItem>:<inventoryItem>`), so even a cursor
 * moved back writes nothing twice.
 *
 * Who it reaches: every restaurant's kitchen events, stock and order items, as the relay does (the
 * workers connect as the tables' owner: RLS is enabled, not forced); each restaurant's work runs in
 * a system context of that restaurant (`systemContext`), whose repo queries filter by its id, and
 * its events go to its own stream, appended with the commit in the order of the restaurants' ids.
 */
export const deductStock = defineJob({
  name: DEDUCT_JOB,
  payload: ZWindowJobPayload,
  stream: { windowMs: WINDOW_MS },
  async handle(_window, deps: Deps) {
    let again: boolean;
    try {
      again = await deductRun(deps);
    } catch (err) {
      // One restaurant's failure must not hold back every other's stock: each due restaurant then
      // runs alone (its own command, scoped to it, moving its own cursor), and the failure is
      // thrown again for the queue to retry.
      const { result: due } = await runCommand(deps.db, { actor: SYSTEM_ACTOR }, ({ trx }) =>
        dueStreams(trx, DEDUCT_JOB),
      );
      again = false;
      for (const d of due) again = (await deductRun(deps, d.restaurant_id).catch(() => false)) || again;
      throw err;
    }
    if (again) {
      const run = streamRun(DEDUCT_JOB, WINDOW_MS, Date.now(), { next: true });
      await deps.queue.enqueue(DEDUCT_JOB, run.payload, run.options);
    }
  },
});

/**
 * One run over every due restaurant (or over `restaurantId` alone, in a command scoped to it):
 * true when work is left for the next window (the lock was taken, or a backlog was cut).
 */
async function deductRun(deps: Deps, restaurantId?: string): Promise<boolean> {
  const { result } = await runCommand(
    deps.db,
    { actor: SYSTEM_ACTOR, restaurantId, afterCommit: deps.afterCommit },
    async (command) => {
      const { trx } = command;
      if (!(await tryStreamLock(trx, LOCK_OBJ))) return true;
      const due = await dueStreams(trx, DEDUCT_JOB, restaurantId);
      if (!due.length) return false;
      const events = await eventsPastCursors(
        trx,
        due,
        KITCHEN_TYPES,
        BATCH,
        sql<boolean>`(payload->>'deductsStock') is distinct from 'false'`,
      );
      const byRestaurant = new Map<string, KitchenEvent[]>();
      for (const e of events) {
        const list = byRestaurant.get(e.restaurant_id) ?? byRestaurant.set(e.restaurant_id, []).get(e.restaurant_id)!;
        list.push({ type: e.type, payload: e.payload } as KitchenEvent);
      }
      // In the order of the restaurants' ids: their events are appended in the order emitted,
      // the order every group-commit batch takes the streams' locks in.
      const restaurants = (await systemRestaurants(trx, [...byRestaurant.keys()])).sort((a, b) =>
        a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
      );
      await followKitchen(
        restaurants.map((r) => ({ ctx: systemContext(deps, command, r), events: byRestaurant.get(r.id)! })),
      );
      const { cursors, cut } = cursorsAfter(due, events, BATCH);
      await moveCursors(trx, DEDUCT_JOB, cursors);
      return cut;
    },
  );
  return result;
}

/** The inventory module's jobs. */
export const inventoryJobs = [deductStock];
