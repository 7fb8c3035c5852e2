import { sql, type InsertObject, type UpdateObject } from 'kysely';
import { pipelined, settleAll, type DB, type TenantTx } from '@ros/db';
import { likePattern, pageOf } from '../../../kernel/list-query';
import type { ExpenseListQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

export function listCategories(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('expense_categories as c')
    .select(['c.id', 'c.name'])
    .select((eb) =>
      eb
        .selectFrom('expenses as e')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('e.restaurant_id', '=', 'c.restaurant_id')
        .whereRef('e.category_id', '=', 'c.id')
        .as('expense_count'),
    )
    .where('c.restaurant_id', '=', restaurantId)
    .orderBy(sql`lower(c.name)`)
    .execute();
}

export function insertCategory(ctx: RepoContext, name: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .insertInto('expense_categories')
    .values({ restaurant_id: restaurantId, name })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export function updateCategory(ctx: RepoContext, id: string, name: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('expense_categories')
    .set({ name })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirst();
}

export function deleteCategory(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .deleteFrom('expense_categories')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .returning('name')
    .executeTakeFirst();
}

function expensesQuery(trx: TenantTx, restaurantId: string) {
  return trx
    .selectFrom('expenses as e')
    .innerJoin('expense_categories as c', (j) =>
      j.onRef('c.id', '=', 'e.category_id').onRef('c.restaurant_id', '=', 'e.restaurant_id'),
    )
    .leftJoin('suppliers as s', (j) =>
      j.onRef('s.id', '=', 'e.supplier_id').onRef('s.restaurant_id', '=', 'e.restaurant_id'),
    )
    .selectAll('e')
    .select([
      'c.name as category_name',
      's.name as supplier_name',
      sql<string>`to_char(e.spent_on, 'YYYY-MM-DD')`.as('spent_day'),
    ])
    .where('e.restaurant_id', '=', restaurantId);
}
export type ExpenseRow = Awaited<ReturnType<ReturnType<typeof expensesQuery>['executeTakeFirstOrThrow']>>;

const SORT = { spentOn: sql`e.spent_on`, amount: sql`e.amount + e.tax`, createdAt: sql`e.created_at` } as const;

function filtered(trx: TenantTx, restaurantId: string, query: ExpenseListQuery) {
  let q = expensesQuery(trx, restaurantId);
  if (query.q) {
    const like = likePattern(query.q);
    q = q.where((eb) =>
      eb.or([
        eb('e.payee', 'ilike', like),
        eb('s.name', 'ilike', like),
        eb('e.reference', 'ilike', like),
        eb('e.notes', 'ilike', like),
        eb('c.name', 'ilike', like),
      ]),
    );
  }
  if (query.categoryId) q = q.where('e.category_id', '=', query.categoryId);
  if (query.method) q = q.where('e.method', '=', query.method);
  if (query.from) q = q.where('e.spent_on', '>=', sql<Date>`cast(${query.from} as date)`);
  if (query.to) q = q.where('e.spent_on', '<=', sql<Date>`cast(${query.to} as date)`);
  return q;
}

/** One page of the list, with how many rows the whole list has and its totals, in one round trip. */
export async function listExpenses(ctx: RepoContext, query: ExpenseListQuery) {
  const { trx, restaurantId } = ctx;
  const q = filtered(trx, restaurantId, query);
  const { limit, offset } = pageOf(query);
  const db = await pipelined(trx);
  // The totals' statement counts the list too, so a page past the end needs no statement of its own.
  const [rows, totals] = await settleAll([
    db.rows(
      q
        .orderBy(sql`${SORT[query.sortColumn]} ${sql.raw(query.sort)}`)
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id')
        .limit(limit)
        .offset(offset),
    ),
    db.first(
      q
        .clearSelect()
        .select([
          sql<string>`count(*)`.as('n'),
          sql<string>`coalesce(sum(e.amount), 0)`.as('amount'),
          sql<string>`coalesce(sum(e.tax), 0)`.as('tax'),
        ]),
    ),
  ]);
  // A sum without `group by` always answers one row.
  return { rows, total: Number(totals!.n), totals: { amount: Number(totals!.amount), tax: Number(totals!.tax) } };
}

export function findExpense(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return expensesQuery(trx, restaurantId).where('e.id', '=', id).executeTakeFirst();
}

export function insertExpense(trx: TenantTx, values: InsertObject<DB, 'expenses'>) {
  return trx
    .insertInto('expenses')
    .values(values)
    .onConflict((oc) => oc.constraint('expenses_period_key').doNothing())
    .returning('id')
    .executeTakeFirst();
}

export function updateExpense(ctx: RepoContext, id: string, values: UpdateObject<DB, 'expenses'>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('expenses')
    .set({ ...values, updated_at: new Date() })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

export function deleteExpense(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx.deleteFrom('expenses').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

export function listRecurring(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return recurringQuery(trx, restaurantId).orderBy('r.next_on').execute();
}

function recurringQuery(trx: TenantTx, restaurantId: string) {
  return trx
    .selectFrom('recurring_expenses as r')
    .innerJoin('expense_categories as c', (j) =>
      j.onRef('c.id', '=', 'r.category_id').onRef('c.restaurant_id', '=', 'r.restaurant_id'),
    )
    .selectAll('r')
    .select([
      'c.name as category_name',
      sql<string>`to_char(r.next_on, 'YYYY-MM-DD')`.as('next_day'),
      sql<string | null>`to_char(r.ends_on, 'YYYY-MM-DD')`.as('end_day'),
    ])
    .where('r.restaurant_id', '=', restaurantId);
}
export type RecurringRow = Awaited<ReturnType<typeof listRecurring>>[number];

export function findRecurring(ctx: RepoContext, id: string, forUpdate = false) {
  const { trx, restaurantId } = ctx;
  let q = recurringQuery(trx, restaurantId).where('r.id', '=', id);
  if (forUpdate) q = q.forUpdate('r');
  return q.executeTakeFirst();
}

/** The active schedules due on or before `day`, locked (a second run waits, then finds them moved on). */
export function dueRecurring(ctx: RepoContext, day: string) {
  const { trx, restaurantId } = ctx;
  return recurringQuery(trx, restaurantId)
    .where('r.is_active', '=', true)
    .where('r.next_on', '<=', sql<Date>`cast(${day} as date)`)
    .forUpdate('r')
    .execute();
}

export function insertRecurring(trx: TenantTx, values: InsertObject<DB, 'recurring_expenses'>) {
  return trx.insertInto('recurring_expenses').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateRecurring(ctx: RepoContext, id: string, values: UpdateObject<DB, 'recurring_expenses'>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('recurring_expenses')
    .set(values)
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

export function deleteRecurring(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx.deleteFrom('recurring_expenses').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}
