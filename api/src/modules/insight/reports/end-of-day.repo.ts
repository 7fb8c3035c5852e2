import { pipelined, settleAll, type TenantTx } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';
import { selectBreakdown, sums } from './reports.repo';

/** The owner and the managers, who receive the day's report, each in their own language (a statement for a pipeline). */
function selectRecipients(trx: TenantTx, restaurantId: string) {
  return trx
    .selectFrom('members as m')
    .innerJoin('roles as r', (j) => j.onRef('r.id', '=', 'm.role_id').onRef('r.restaurant_id', '=', 'm.restaurant_id'))
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'm.email', 'u.language'])
    .where('m.restaurant_id', '=', restaurantId)
    .where('m.status', '=', 'active')
    .where('r.system_key', 'in', ['owner', 'manager']);
}

/**
 * What the end-of-day report of `day` reads, in one round trip: its recipients, the restaurant's
 * currency, the day's sums and its breakdowns by payment method and by dish.
 */
export async function endOfDayFigures(ctx: RepoContext, day: string) {
  const { trx, restaurantId } = ctx;
  const db = await pipelined(trx);
  const [recipients, restaurant, daySums, methods, dishes] = await settleAll([
    db.rows(selectRecipients(trx, restaurantId)),
    db.first(trx.selectFrom('restaurants').select('currency').where('id', '=', restaurantId)),
    sums(trx, db, restaurantId, day, day),
    db.rows(selectBreakdown(ctx, 'method', day, day)),
    db.rows(selectBreakdown(ctx, 'dish', day, day)),
  ] as const);
  return { recipients, currency: restaurant?.currency, sums: daySums, methods, dishes };
}
