import { pipelined, settleAll, type Pipeline } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';
import { readRolledPeriod } from '../reports';

/** The open orders now (a read for a pipeline). */
async function openOrders(ctx: RepoContext, db: Pipeline) {
  const { trx, restaurantId } = ctx;
  const row = await db.first(
    trx
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('restaurant_id', '=', restaurantId)
      .where('status', '=', 'open'),
  );
  return Number(row!.n);
}

/** The dashboard's reads, in one round trip: the period's roll-ups by hour or day, and the open orders now. */
export async function dashboardFigures(ctx: RepoContext, from: string, to: string, groupBy: 'hour' | 'day') {
  const db = await pipelined(ctx.trx);
  const [period, open] = await settleAll([readRolledPeriod(ctx, db, from, to, groupBy), openOrders(ctx, db)] as const);
  return { period, openOrders: open };
}
