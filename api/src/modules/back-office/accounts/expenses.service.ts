import type { Expense, ExpenseCategory, PersonRef, RecurringExpense } from '@ros/shared-events';
import { AppError, duplicate, notFound, ruleViolation, invalidInput } from '../../../kernel/errors';
import { jsonb } from '../../../kernel/jsonb';
import { isForeignKeyViolation, isUniqueViolation, isUuid, type TenantContext } from '../../../kernel/tenant';
import { loadSupplier } from '../suppliers';
import { RECEIPT_FILE, receiptUrl } from '../../identity/uploads';
import type { ExpenseBody, ExpenseListQuery, RecurringBody } from '@ros/shared-events';
import * as repo from './expenses.repo';

type Method = Expense['method'];
const iso = (d: Date | string) => new Date(d).toISOString();

// Categories ------------------------------------------------------------------------------------

const toCategory = (c: { id: string; name: string; expense_count?: string | number | null }): ExpenseCategory => ({
  id: c.id,
  name: c.name,
  expenseCount: Number(c.expense_count ?? 0),
});
const duplicateCategory = (e: unknown) =>
  isUniqueViolation(e, 'expense_categories_name_key') ? duplicate('A category with this name exists.', 'name') : e;

export async function listCategories(ctx: TenantContext) {
  ctx.authorize('view', 'expenses');
  return { data: (await repo.listCategories(ctx)).map(toCategory) };
}

export async function createCategory(ctx: TenantContext, name: string) {
  ctx.authorize('edit', 'expenses');
  const row = await repo.insertCategory(ctx, name).catch((e) => {
    throw duplicateCategory(e);
  });
  ctx.emit('account.categories_changed', { id: row.id, name, action: 'created' });
  return toCategory(row);
}

export async function renameCategory(ctx: TenantContext, id: string, name: string) {
  ctx.authorize('edit', 'expenses');
  const row = isUuid(id)
    ? await repo.updateCategory(ctx, id, name).catch((e) => {
        throw duplicateCategory(e);
      })
    : undefined;
  if (!row) throw notFound('Category');
  ctx.emit('account.categories_changed', { id, name, action: 'updated' });
  return toCategory((await repo.listCategories(ctx)).find((c) => c.id === id)!);
}

/** A category with expenses or a schedule stays (their history); an unused one goes. */
export async function deleteCategory(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'expenses');
  const category = isUuid(id) ? (await repo.listCategories(ctx)).find((c) => c.id === id) : undefined;
  if (!category) throw notFound('Category');
  await repo.deleteCategory(ctx, id).catch((e) => {
    if (isForeignKeyViolation(e)) throw ruleViolation(`${category.name} has expenses; rename it instead.`);
    throw e;
  });
  ctx.emit('account.categories_changed', { id, name: category.name, action: 'deleted' });
}

async function checkRefs(ctx: TenantContext, body: { categoryId: string; supplierId: string | null }) {
  if (!(await repo.listCategories(ctx)).some((c) => c.id === body.categoryId)) {
    throw new AppError('invalid_input', 'Choose one of your categories.', { categoryId: 'Unknown category.' });
  }
  if (body.supplierId) {
    await loadSupplier(ctx, body.supplierId).catch(() => {
      throw new AppError('invalid_input', 'Choose one of your suppliers.', { supplierId: 'Unknown supplier.' });
    });
  }
}

// Expenses --------------------------------------------------------------------------------------

export function toExpense(e: repo.ExpenseRow): Expense {
  return {
    id: e.id,
    spentOn: e.spent_day,
    categoryId: e.category_id,
    categoryName: e.category_name,
    supplierId: e.supplier_id,
    supplierName: e.supplier_name,
    payee: e.supplier_name ?? e.payee,
    amount: Number(e.amount),
    tax: Number(e.tax),
    total: Number(e.amount) + Number(e.tax),
    method: e.method as Method,
    reference: e.reference,
    receiptUrl: e.receipt_url,
    notes: e.notes,
    recurringId: e.recurring_id,
    createdBy: e.created_by as PersonRef,
    createdAt: iso(e.created_at),
  };
}

async function load(ctx: TenantContext, id: string) {
  const row = isUuid(id) ? await repo.findExpense(ctx, id) : undefined;
  if (!row) throw notFound('Expense');
  return row;
}

const ref = (e: Expense) => ({
  id: e.id,
  amount: e.total,
  name: e.payee ? `${e.categoryName} · ${e.payee}` : e.categoryName,
  day: e.spentOn,
});

export async function listExpenses(ctx: TenantContext, query: ExpenseListQuery) {
  ctx.authorize('view', 'expenses');
  const { rows, total, totals } = await repo.listExpenses(ctx, query);
  return { data: rows.map(toExpense), total, totals: { ...totals, total: totals.amount + totals.tax } };
}

export async function getExpense(ctx: TenantContext, id: string) {
  ctx.authorize('view', 'expenses');
  return toExpense(await load(ctx, id));
}

const columns = (body: ExpenseBody) => ({
  spent_on: body.spentOn,
  category_id: body.categoryId,
  supplier_id: body.supplierId,
  payee: body.supplierId ? null : body.payee,
  amount: body.amount,
  tax: body.tax,
  method: body.method,
  reference: body.reference,
  receipt_url: body.receiptUrl,
  notes: body.notes,
});

const RECEIPT_NOT_OURS = 'Attach the receipt with "Attach receipt": only a file uploaded here can be linked.';

/** A receipt link is one of this restaurant's uploaded receipts (or the one the expense already had); anything else is refused. */
function checkReceipt(ctx: TenantContext, url: string | null, current: string | null = null) {
  if (url === null || url === current) return;
  const [file, rest] = url.startsWith(receiptUrl(ctx.restaurant.id, ''))
    ? url.slice(receiptUrl(ctx.restaurant.id, '').length).split('/')
    : [];
  if (!file || rest !== undefined || !RECEIPT_FILE.test(file)) throw invalidInput('receiptUrl', RECEIPT_NOT_OURS);
}

export async function createExpense(ctx: TenantContext, body: ExpenseBody) {
  ctx.authorize('edit', 'expenses');
  checkReceipt(ctx, body.receiptUrl);
  await checkRefs(ctx, body);
  const row = await repo.insertExpense(ctx.trx, {
    restaurant_id: ctx.restaurant.id,
    ...columns(body),
    created_by: jsonb(ctx.actor),
  });
  const expense = toExpense(await load(ctx, row!.id));
  ctx.emit('account.expense_recorded', ref(expense));
  return expense;
}

export async function updateExpense(ctx: TenantContext, id: string, body: ExpenseBody) {
  ctx.authorize('edit', 'expenses');
  checkReceipt(ctx, body.receiptUrl, (await load(ctx, id)).receipt_url);
  await checkRefs(ctx, body);
  await repo.updateExpense(ctx, id, columns(body));
  const expense = toExpense(await load(ctx, id));
  ctx.emit('account.expense_updated', ref(expense));
  return expense;
}

export async function deleteExpense(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'expenses');
  const expense = toExpense(await load(ctx, id));
  await repo.deleteExpense(ctx, id);
  ctx.emit('account.expense_deleted', ref(expense));
}

// Recurring expenses ----------------------------------------------------------------------------

const toRecurring = (r: repo.RecurringRow): RecurringExpense => ({
  id: r.id,
  categoryId: r.category_id,
  categoryName: r.category_name,
  supplierId: r.supplier_id,
  payee: r.payee,
  amount: Number(r.amount),
  tax: Number(r.tax),
  method: r.method as Method,
  frequency: r.frequency as RecurringExpense['frequency'],
  nextOn: r.next_day,
  endsOn: r.end_day,
  isActive: r.is_active,
  notes: r.notes,
});

export async function listRecurring(ctx: TenantContext) {
  ctx.authorize('view', 'expenses');
  return { data: (await repo.listRecurring(ctx)).map(toRecurring) };
}

const recurringColumns = (body: RecurringBody) => ({
  category_id: body.categoryId,
  supplier_id: body.supplierId,
  payee: body.supplierId ? null : body.payee,
  amount: body.amount,
  tax: body.tax,
  method: body.method,
  frequency: body.frequency,
  next_on: body.startsOn,
  day_of_month: Number(body.startsOn.slice(8, 10)),
  ends_on: body.endsOn,
  is_active: body.isActive,
  notes: body.notes,
});

export async function createRecurring(ctx: TenantContext, body: RecurringBody) {
  ctx.authorize('edit', 'expenses');
  await checkRefs(ctx, body);
  const row = await repo.insertRecurring(ctx.trx, {
    restaurant_id: ctx.restaurant.id,
    ...recurringColumns(body),
    created_by: jsonb(ctx.actor),
  });
  return toRecurring((await repo.findRecurring(ctx, row.id))!);
}

export async function updateRecurring(ctx: TenantContext, id: string, body: RecurringBody) {
  ctx.authorize('edit', 'expenses');
  if (!isUuid(id) || !(await repo.findRecurring(ctx, id, true))) throw notFound('Recurring expense');
  await checkRefs(ctx, body);
  await repo.updateRecurring(ctx, id, recurringColumns(body));
  return toRecurring((await repo.findRecurring(ctx, id))!);
}

export async function deleteRecurring(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'expenses');
  if (!isUuid(id) || !(await repo.findRecurring(ctx, id, true))) throw notFound('Recurring expense');
  await repo.deleteRecurring(ctx, id);
}

/** The day after `day` by one period (a monthly schedule on the 31st falls on the month's last day). */
export function nextPeriod(day: string, frequency: 'weekly' | 'monthly', anchorDay = Number(day.slice(8, 10))): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (frequency === 'weekly') {
    d.setUTCDate(d.getUTCDate() + 7);
    return d.toISOString().slice(0, 10);
  }
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(anchorDay, last))).toISOString().slice(0, 10);
}

/**
 * Creates the expenses of every period of the restaurant's schedules due by `today` (its time
 * zone), each once: the period's day is its key (unique per schedule), and the schedule moves on
 * in the same transaction. Run twice, the second run finds nothing due (or writes nothing).
 */
export async function runRecurring(ctx: TenantContext, today: string) {
  let created = 0;
  for (const r of await repo.dueRecurring(ctx, today)) {
    let day = r.next_day;
    while (day <= today && (!r.end_day || day <= r.end_day)) {
      const row = await repo.insertExpense(ctx.trx, {
        restaurant_id: ctx.restaurant.id,
        spent_on: day,
        category_id: r.category_id,
        supplier_id: r.supplier_id,
        payee: r.payee,
        amount: r.amount,
        tax: r.tax,
        method: r.method,
        notes: r.notes,
        recurring_id: r.id,
        period_key: day,
        created_by: jsonb(ctx.actor),
      });
      if (row) {
        created++;
        ctx.emit('account.expense_recorded', ref(toExpense((await repo.findExpense(ctx, row.id))!)));
      }
      day = nextPeriod(day, r.frequency as 'weekly' | 'monthly', r.day_of_month);
    }
    await repo.updateRecurring(ctx, r.id, { next_on: day, is_active: !r.end_day || day <= r.end_day });
  }
  return created;
}
