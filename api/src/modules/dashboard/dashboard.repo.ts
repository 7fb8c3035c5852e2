import { sql } from 'kysely';
import type { TenantTx } from '@ros/db';

/** Today's paid bills by hour of payment (restaurant time zone). */
export function salesByHour(trx: TenantTx, restaurantId: string, timeZone: string, day: string) {
  return trx
    .selectFrom('bills as b')
    .select([
      sql<number>`extract(hour from timezone(${timeZone}, b.paid_at))::int`.as('hour'),
      (eb) => eb.fn.sum<number>('b.grand_total').as('revenue'),
      (eb) => eb.fn.countAll<number>().as('bills'),
    ])
    .where('b.restaurant_id', '=', restaurantId)
    .where('b.status', '=', 'paid')
    .where(sql<string>`cast(timezone(${timeZone}, b.paid_at) as date)`, '=', sql<string>`cast(${day} as date)`)
    .groupBy(sql`1`)
    .execute();
}

/** Guests of today's orders (not drafts, cancelled or merged) and the open orders now. */
export async function orderCounts(trx: TenantTx, restaurantId: string, day: string) {
  const [covers, open] = await Promise.all([
    trx
      .selectFrom('orders')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('guests'), eb.lit(0)).as('n'))
      .where('restaurant_id', '=', restaurantId)
      .where('business_date', '=', sql<Date>`cast(${day} as date)`)
      .where('status', 'in', ['open', 'completed'])
      .executeTakeFirstOrThrow(),
    trx.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('restaurant_id', '=', restaurantId).where('status', '=', 'open').executeTakeFirstOrThrow(),
  ]);
  return { covers: Number(covers.n), openOrders: Number(open.n) };
}
