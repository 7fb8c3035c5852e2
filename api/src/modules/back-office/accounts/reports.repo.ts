import { sql } from 'kysely';
import { pipelined, settleAll } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

/** The day (restaurant time zone) of a timestamp column, as a date. */
const dayOf = (column: string, timeZone: string) =>
  sql<string>`cast(timezone(${timeZone}, ${sql.ref(column)}) as date)`;
const isDay = (day: string) => sql<Date>`cast(${day} as date)`;

/** Every money movement of one day, each as a daybook line (amounts in minor units, signed by direction), read in one round trip. */
export async function daybookLines(ctx: RepoContext, day: string, timeZone: string) {
  const { trx, restaurantId } = ctx;
  const db = await pipelined(trx);
  const [payments, drawer, expenses, supplierPayments, income, floats] = await settleAll([
    db.rows(
      trx
        .selectFrom('payments as p')
        .innerJoin('bills as b', (j) =>
          j.onRef('b.id', '=', 'p.bill_id').onRef('b.restaurant_id', '=', 'p.restaurant_id'),
        )
        .select(['p.created_at', 'p.kind', 'p.method', 'p.amount', 'b.bill_no'])
        .where('p.restaurant_id', '=', restaurantId)
        .where('p.status', '=', 'completed')
        .where(sql<boolean>`${dayOf('p.created_at', timeZone)} = ${isDay(day)}`),
    ),
    db.rows(
      trx
        .selectFrom('cash_drawer_movements as m')
        .innerJoin('cash_drawer_sessions as s', (j) =>
          j.onRef('s.id', '=', 'm.session_id').onRef('s.restaurant_id', '=', 'm.restaurant_id'),
        )
        .select(['m.created_at', 'm.kind', 'm.amount', 'm.reason', 's.name'])
        .where('m.restaurant_id', '=', restaurantId)
        .where(sql<boolean>`${dayOf('m.created_at', timeZone)} = ${isDay(day)}`),
    ),
    db.rows(
      trx
        .selectFrom('expenses as e')
        .innerJoin('expense_categories as c', (j) =>
          j.onRef('c.id', '=', 'e.category_id').onRef('c.restaurant_id', '=', 'e.restaurant_id'),
        )
        .leftJoin('suppliers as s', (j) =>
          j.onRef('s.id', '=', 'e.supplier_id').onRef('s.restaurant_id', '=', 'e.restaurant_id'),
        )
        .select([
          'e.created_at',
          'e.method',
          'e.amount',
          'e.tax',
          'c.name as category',
          sql<string | null>`coalesce(s.name, e.payee)`.as('payee'),
        ])
        .where('e.restaurant_id', '=', restaurantId)
        .where('e.spent_on', '=', isDay(day)),
    ),
    db.rows(
      trx
        .selectFrom('supplier_payments as p')
        .innerJoin('suppliers as s', (j) =>
          j.onRef('s.id', '=', 'p.supplier_id').onRef('s.restaurant_id', '=', 'p.restaurant_id'),
        )
        .select(['p.created_at', 'p.method', 'p.amount', 'p.reference', 's.name'])
        .where('p.restaurant_id', '=', restaurantId)
        .where('p.paid_on', '=', isDay(day)),
    ),
    db.rows(
      trx
        .selectFrom('other_income as i')
        .select(['i.created_at', 'i.method', 'i.amount', 'i.kind', 'i.description'])
        .where('i.restaurant_id', '=', restaurantId)
        .where('i.received_on', '=', isDay(day)),
    ),
    db.first(
      trx
        .selectFrom('cash_drawer_sessions as s')
        .select(sql<string>`coalesce(sum(s.opening_float), 0)`.as('total'))
        .where('s.restaurant_id', '=', restaurantId)
        .where(sql<boolean>`${dayOf('s.opened_at', timeZone)} = ${isDay(day)}`),
    ),
  ]);
  // A sum without `group by` always answers one row.
  return { payments, drawer, expenses, supplierPayments, income, openingCash: Number(floats!.total) };
}

const monthOf = (column: string, timeZone?: string) =>
  timeZone
    ? sql<string>`to_char(timezone(${timeZone}, ${sql.ref(column)}), 'YYYY-MM')`
    : sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM')`;
const between = (expr: ReturnType<typeof sql<string>>, from: string, to: string) =>
  sql<boolean>`${expr} between cast(${from} as date) and cast(${to} as date)`;

/** Per month of [from, to]: bills paid (their totals), refunds, cost of what was sold, expenses and other income, read in one round trip. */
export async function profitAndLoss(ctx: RepoContext, from: string, to: string, timeZone: string) {
  const { trx, restaurantId } = ctx;
  const db = await pipelined(trx);
  const [bills, refunds, cogs, expenses, income] = await settleAll([
    db.rows(
      trx
        .selectFrom('bills as b')
        .select([
          monthOf('b.paid_at', timeZone).as('month'),
          sql<string>`sum(b.grand_total)`.as('grand_total'),
          sql<string>`sum(b.tax)`.as('tax'),
          sql<string>`sum(b.tip)`.as('tip'),
          sql<string>`sum(b.discount_total)`.as('discounts'),
          sql<string>`sum(b.service_charge)`.as('service_charge'),
        ])
        .where('b.restaurant_id', '=', restaurantId)
        .where('b.status', '=', 'paid')
        .where(between(dayOf('b.paid_at', timeZone), from, to))
        .groupBy(sql`1`),
    ),
    db.rows(
      trx
        .selectFrom('payments as p')
        .select([monthOf('p.created_at', timeZone).as('month'), sql<string>`sum(p.amount)`.as('amount')])
        .where('p.restaurant_id', '=', restaurantId)
        .where('p.kind', '=', 'refund')
        .where('p.status', '=', 'completed')
        .where(between(dayOf('p.created_at', timeZone), from, to))
        .groupBy(sql`1`),
    ),
    db.rows(
      trx
        .selectFrom('stock_movements as m')
        .select([monthOf('m.created_at', timeZone).as('month'), sql<string>`-sum(m.value)`.as('amount')])
        .where('m.restaurant_id', '=', restaurantId)
        .where('m.kind', 'in', ['sale', 'void_return'])
        .where(between(dayOf('m.created_at', timeZone), from, to))
        .groupBy(sql`1`),
    ),
    db.rows(
      trx
        .selectFrom('expenses as e')
        .innerJoin('expense_categories as c', (j) =>
          j.onRef('c.id', '=', 'e.category_id').onRef('c.restaurant_id', '=', 'e.restaurant_id'),
        )
        .select([monthOf('e.spent_on').as('month'), 'e.category_id', 'c.name', sql<string>`sum(e.amount)`.as('amount')])
        .where('e.restaurant_id', '=', restaurantId)
        .where(between(sql<string>`e.spent_on`, from, to))
        .groupBy([sql`1`, 'e.category_id', 'c.name']),
    ),
    db.rows(
      trx
        .selectFrom('other_income as i')
        .select([monthOf('i.received_on').as('month'), sql<string>`sum(i.amount)`.as('amount')])
        .where('i.restaurant_id', '=', restaurantId)
        .where(between(sql<string>`i.received_on`, from, to))
        .groupBy(sql`1`),
    ),
  ]);
  return { bills, refunds, cogs, expenses, income };
}
