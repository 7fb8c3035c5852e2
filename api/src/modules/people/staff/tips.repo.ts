import { sql } from 'kysely';
import { pipelined, settleAll, type TenantTx } from '@ros/db';
import { selectPosSettings } from '../../identity/restaurants';
import { memberName, selectPunchesIn } from './staff.repo';
import type { RepoContext } from '../../../kernel/repo-context';

/** Tips on the day's paid bills, by the member whose order it was (their waiter, else who billed it): a statement for a pipeline. */
export function selectBillTipsByMember(ctx: RepoContext, day: string) {
  const { trx, restaurantId } = ctx;
  return sql<{ member_id: string | null; tips: string }>`
    select m.id as member_id, sum(b.tip)::bigint as tips
    from bills b
    join orders o on o.id = b.order_id and o.restaurant_id = b.restaurant_id
    left join members m on m.restaurant_id = b.restaurant_id and m.user_id = coalesce(o.staff_user_id, (b.created_by->>'userId')::uuid)
    where b.restaurant_id = ${restaurantId} and b.status = 'paid' and b.business_date = cast(${day} as date) and b.tip > 0
    group by m.id`.compile(trx);
}

/** Cash tips declared for the day, by member (a statement for a pipeline). */
export function selectCashTipsByMember(ctx: RepoContext, day: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('tip_declarations')
    .select(['member_id', sql<string>`sum(amount)`.as('tips')])
    .where('restaurant_id', '=', restaurantId)
    .where('business_date', '=', sql<Date>`cast(${day} as date)`)
    .groupBy('member_id');
}

/** Members' names and roles (for points and the report). */
export function membersOf(ctx: RepoContext, ids: string[]) {
  const { trx, restaurantId } = ctx;
  if (!ids.length) return Promise.resolve([]);
  return trx
    .selectFrom('members as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.role_id', memberName.as('name')])
    .where('m.restaurant_id', '=', restaurantId)
    .where('m.id', 'in', ids)
    .execute();
}

export function insertDeclaration(
  trx: TenantTx,
  v: { restaurant_id: string; member_id: string; business_date: string; amount: number },
) {
  return trx.insertInto('tip_declarations').values(v).returning('id').executeTakeFirstOrThrow();
}

export function insertDistribution(
  trx: TenantTx,
  v: {
    restaurant_id: string;
    business_date: string;
    rule: string;
    bill_tips: number;
    cash_tips: number;
    pool: number;
    lines: unknown;
    created_by: unknown;
  },
) {
  return trx
    .insertInto('tip_distributions')
    .values(v as never)
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function distributionsIn(ctx: RepoContext, from: string, to: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('tip_distributions')
    .select([
      'id',
      sql<string>`to_char(business_date, 'YYYY-MM-DD')`.as('business_date'),
      'rule',
      'bill_tips',
      'cash_tips',
      'pool',
      'lines',
      'created_by',
      'created_at',
    ])
    .where('restaurant_id', '=', restaurantId)
    .where('business_date', '>=', sql<Date>`cast(${from} as date)`)
    .where('business_date', '<=', sql<Date>`cast(${to} as date)`)
    .orderBy('business_date', 'desc')
    .execute();
}

/** A business day's settings, tips on bills, cash tips declared and punches, read in one round trip. */
export async function tipsOfDay(ctx: RepoContext, timeZone: string, day: string) {
  const db = await pipelined(ctx.trx);
  return settleAll([
    db.first(selectPosSettings(ctx)),
    db.rows(selectBillTipsByMember(ctx, day)),
    db.rows(selectCashTipsByMember(ctx, day)),
    db.rows(selectPunchesIn(ctx, timeZone, day, day)),
  ] as const);
}
