import { sql, type RawBuilder } from 'kysely';
import type { IncomeQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

/** The income page's totals, as one row of numbers (PostgreSQL's sums arrive as strings). */
export interface IncomeSums {
  bills: string;
  subtotal: string;
  discount: string;
  serviceCharge: string;
  tax: string;
  tip: string;
  grandTotal: string;
  cash: string;
  card: string;
  wallet: string;
  other: string;
}

const HOUR_ORIGIN = sql`timestamptz '2000-01-01 00:00:00+00'`;

/**
 * The totals of the paid bills of the days `from`–`to` from the hourly sums (`income_hourly`, kept
 * by triggers in the transactions that change bills and payments, so it is never behind them): the
 * whole hours of the range from there, the part-hours at its ends (a zone not on the hour) from
 * the rows, through the same `income_of_bill` the triggers add. A statement for a pipeline; the
 * same figures as summing the rows (the `paidBills` filter without a search or a method), whose
 * cost grows with the range, where this one reads at most 24 rows a day.
 */
export function rolledIncomeTotals(ctx: RepoContext, range: Pick<IncomeQuery, 'from' | 'to'>, timeZone: string) {
  const { trx, restaurantId } = ctx;
  // The range's bounds as instants, as the rows' filter has them; a missing end is open.
  const start = range.from ? sql<Date>`timezone(${timeZone}, cast(${range.from} as timestamp))` : null;
  const end = range.to ? sql<Date>`timezone(${timeZone}, cast(${range.to} as timestamp)) + interval '1 day'` : null;
  // The first and last whole hour boundaries inside the range.
  const hoursFrom = start
    ? sql<Date>`date_bin('1 hour', ${start} - interval '1 microsecond', ${HOUR_ORIGIN}) + interval '1 hour'`
    : null;
  const hoursTo = end ? sql<Date>`date_bin('1 hour', ${end}, ${HOUR_ORIGIN})` : null;
  const cond = (parts: (RawBuilder<boolean> | null)[]) => {
    const kept = parts.filter((p): p is RawBuilder<boolean> => p !== null);
    return kept.length ? sql.join(kept, sql` and `) : sql`true`;
  };
  // Each end its own branch: one range of the paid-bills index each (an `or` of the two reads them all).
  const ends: RawBuilder<boolean>[] = [];
  if (start) ends.push(sql<boolean>`b.paid_at >= ${start} and b.paid_at < ${hoursFrom}`);
  if (end) ends.push(sql<boolean>`b.paid_at >= ${hoursTo} and b.paid_at < ${end}`);
  const rowsAtEnds = ends.map(
    (range) => sql`union all select income_of_bill(b, 1) as d from bills b
      where b.restaurant_id = ${restaurantId} and b.status = 'paid' and ${range}`,
  );
  const d = (i: number) => sql.raw(`coalesce(sum(d[${i}]), 0)`);
  return sql<IncomeSums>`
    select ${d(1)} as "bills", ${d(2)} as "subtotal", ${d(3)} as "discount", ${d(4)} as "serviceCharge",
      ${d(5)} as "tax", ${d(6)} as "tip", ${d(7)} as "grandTotal", ${d(8)} as "cash", ${d(9)} as "card",
      ${d(10)} as "wallet", ${d(11)} as "other"
    from (
      select array[bills, subtotal, discount, service_charge, tax, tip, grand_total, cash, card, wallet, other]::bigint[] as d
      from income_hourly
      where restaurant_id = ${restaurantId}
        and ${cond([hoursFrom && sql<boolean>`hour >= ${hoursFrom}`, hoursTo && sql<boolean>`hour < ${hoursTo}`])}
      ${rowsAtEnds.length ? sql.join(rowsAtEnds, sql` `) : sql``}
    ) s`.compile(trx);
}
