import { randomUUID } from 'node:crypto';
import { settle, type Pipeline } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';
import * as repo from './tickets.repo';

/** What one fire wrote: its ticket rows (one per station, in the order of first use) and the fired item rows. */
export interface FireWrites {
  rows: TicketInsertRow[];
  fired: repo.ItemRow[];
  /** What it leaves to the workers (`repo.fireWork`): paper for a kitchen printer, stock to deduct. */
  work: FireWork;
}
export interface FireWork {
  prints: boolean;
  deductsStock: boolean;
}
type TicketInsertRow = Awaited<ReturnType<ReturnType<typeof repo.ticketsInsert>['execute']>>[number];

/**
 * Writes the tickets of one fire of an order: one per station, each with exactly `items` routed
 * to it, and marks those items fired. Runs in the order's transaction (the caller holds the order
 * lock and took `fireNo`); the unique key (restaurant, order, fire, station) makes a second ticket
 * for the same fire impossible. The ticket ids are chosen here, so the items can be fired in the
 * same round trip: its statements are issued on `db` as soon as this is called (before its
 * first await), after whatever the caller issued before, and PostgreSQL runs them in that order.
 */
export async function writeFireTickets(
  ctx: RepoContext,
  db: Pipeline,
  orderId: string,
  fireNo: number,
  items: { id: string; stationId: string | null; dishId: string | null }[],
): Promise<FireWrites> {
  const stationIds = [...new Set(items.map((i) => i.stationId))];
  const ticketOfStation = new Map(stationIds.map((s) => [s, randomUUID()]));
  const [inserted, fired, workOf] = await settle([
    db.rows(
      repo.ticketsInsert(
        ctx,
        orderId,
        fireNo,
        stationIds.map((stationId) => ({ id: ticketOfStation.get(stationId)!, stationId })),
      ),
    ),
    db.rows(repo.itemsFire(ctx, fireNo, new Map(items.map((i) => [i.id, ticketOfStation.get(i.stationId)!])))),
    db.first(
      repo.fireWork(
        ctx.restaurantId,
        stationIds.filter((s): s is string => s !== null),
        [...new Set(items.flatMap((i) => i.dishId ?? []))],
      ),
    ),
  ]);
  const byId = new Map(inserted().map((t) => [t.id, t]));
  const work = workOf()!;
  return {
    rows: stationIds.map((s) => byId.get(ticketOfStation.get(s)!)!),
    fired: fired(),
    work: { prints: work.prints, deductsStock: work.deducts_stock },
  };
}
