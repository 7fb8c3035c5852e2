import { sql, type InsertObject } from 'kysely';
import type { DB, TenantTx } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

const OPEN = ['draft', 'sent', 'partial_payment'];

/** The bills charged to a customer's account (a due date, not split or void), oldest due first. */
export function accountBills(ctx: RepoContext, customerId: string, onlyOpen = false) {
  const { trx, restaurantId } = ctx;
  let q = trx
    .selectFrom('bills')
    .select([
      'id',
      'bill_no',
      'status',
      'grand_total',
      'paid_total',
      'refunded_total',
      sql<string>`to_char(business_date, 'YYYY-MM-DD')`.as('business_day'),
      sql<string>`to_char(due_date, 'YYYY-MM-DD')`.as('due_day'),
    ])
    .where('restaurant_id', '=', restaurantId)
    .where('customer_id', '=', customerId)
    .where('due_date', 'is not', null)
    .where('status', 'not in', ['split', 'void']);
  if (onlyOpen) q = q.where('status', 'in', OPEN);
  return q.orderBy('due_date').orderBy('bill_no').execute();
}
export type AccountBillRow = Awaited<ReturnType<typeof accountBills>>[number];

/** Completed payments and refunds of these bills, in time order. */
export function billPayments(ctx: RepoContext, billIds: string[]) {
  const { trx, restaurantId } = ctx;
  if (!billIds.length) return Promise.resolve([]);
  return trx
    .selectFrom('payments')
    .select(['id', 'bill_id', 'kind', 'amount', 'method', 'reference', 'created_at'])
    .where('restaurant_id', '=', restaurantId)
    .where('bill_id', 'in', billIds)
    .where('status', '=', 'completed')
    .orderBy('created_at')
    .execute();
}

export function insertCustomerPayment(trx: TenantTx, values: InsertObject<DB, 'customer_payments'>) {
  return trx.insertInto('customer_payments').values(values).returning(['id', 'created_at']).executeTakeFirstOrThrow();
}

/**
 * Marks the account bills that passed their due date unpaid (before `today`, the restaurant's
 * day) and were not announced yet; returns them. A second run finds none.
 */
export function markPastDue(ctx: RepoContext, today: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('bills as b')
    .set({ past_due_at: sql`now()` })
    .from('customers as c')
    .whereRef('c.id', '=', 'b.customer_id')
    .whereRef('c.restaurant_id', '=', 'b.restaurant_id')
    .where('b.restaurant_id', '=', restaurantId)
    .where('b.status', 'in', OPEN)
    .where('b.past_due_at', 'is', null)
    .where('b.due_date', '<', sql<Date>`cast(${today} as date)`)
    .returning([
      'b.id',
      'b.bill_no',
      'b.customer_id',
      'c.name',
      sql<number>`b.grand_total - b.paid_total`.as('balance'),
      sql<string>`to_char(b.due_date, 'YYYY-MM-DD')`.as('due_day'),
    ])
    .execute();
}

/** Restaurants with an account bill past due and not yet announced (any time zone: due before tomorrow). */
export function restaurantsWithDueBills(db: Pick<TenantTx, 'selectFrom'>) {
  return db
    .selectFrom('bills')
    .select('restaurant_id')
    .distinct()
    .where('due_date', 'is not', null)
    .where('past_due_at', 'is', null)
    .where('status', 'in', OPEN)
    .where('due_date', '<', sql<Date>`current_date + 1`)
    .execute();
}

/** The restaurant's currency, in which its customers' statements are written. */
export async function restaurantCurrency(ctx: RepoContext) {
  const r = await ctx.trx
    .selectFrom('restaurants')
    .select('currency')
    .where('id', '=', ctx.restaurantId)
    .executeTakeFirstOrThrow();
  return r.currency;
}
