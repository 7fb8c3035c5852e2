import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';
import { TENANT_COLUMNS as base, tenantKey as key, tenantLink as fk } from './tenant-table';

/**
 * Issue 14, accounts: expense categories, expenses and the recurring ones that create them,
 * supplier bills (one per received purchase order, or entered by hand) and the payments made on
 * them, and other income beside bill revenue. Money is integer minor units. A recurring expense
 * creates at most one expense per period: (recurring_id, period_key) is unique.
 */
const TABLES = [
  'expense_categories',
  'recurring_expenses',
  'expenses',
  'supplier_bills',
  'supplier_payments',
  'other_income',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const run = (q: string) => sql.raw(q).execute(db);
  const method = `method text not null check (method in ('cash', 'card', 'bank_transfer', 'other'))`;

  await run(`create table expense_categories (${base},
    name text not null check (length(name) between 1 and 60),
    created_at timestamptz not null default now(),
    ${key('expense_categories')})`);
  await run(`create unique index expense_categories_name_key on expense_categories (restaurant_id, lower(name))`);

  await run(`create table recurring_expenses (${base},
    category_id uuid not null, supplier_id uuid, payee text,
    amount bigint not null check (amount > 0), tax bigint not null default 0 check (tax >= 0),
    ${method},
    frequency text not null check (frequency in ('weekly', 'monthly')),
    next_on date not null, ends_on date,
    -- A monthly schedule's day (31 falls on a shorter month's last day, then back to 31).
    day_of_month smallint not null check (day_of_month between 1 and 31),
    is_active boolean not null default true,
    notes text,
    created_by jsonb not null,
    created_at timestamptz not null default now(),
    ${key('recurring_expenses')},
    ${fk('recurring_expenses', 'category_id', 'expense_categories')},
    ${fk('recurring_expenses', 'supplier_id', 'suppliers', 'set null (supplier_id)')})`);
  await run(`create index recurring_expenses_due_idx on recurring_expenses (next_on) where is_active`);

  await run(`create table expenses (${base},
    spent_on date not null,
    category_id uuid not null, supplier_id uuid, payee text,
    amount bigint not null check (amount > 0), tax bigint not null default 0 check (tax >= 0),
    ${method},
    reference text, receipt_url text, notes text,
    recurring_id uuid, period_key text,
    created_by jsonb not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    ${key('expenses')},
    ${fk('expenses', 'category_id', 'expense_categories')},
    ${fk('expenses', 'supplier_id', 'suppliers', 'set null (supplier_id)')},
    ${fk('expenses', 'recurring_id', 'recurring_expenses', 'set null (recurring_id)')},
    constraint expenses_period_key unique (restaurant_id, recurring_id, period_key))`);
  await run(`create index expenses_spent_on_idx on expenses (restaurant_id, spent_on)`);

  await run(`create table supplier_bills (${base},
    supplier_id uuid not null,
    purchase_order_id uuid,
    reference text,
    issued_on date not null, due_on date not null,
    amount bigint not null check (amount >= 0),
    paid bigint not null default 0 check (paid >= 0),
    notes text,
    created_at timestamptz not null default now(),
    ${key('supplier_bills')},
    ${fk('supplier_bills', 'supplier_id', 'suppliers')},
    ${fk('supplier_bills', 'purchase_order_id', 'purchase_orders')},
    constraint supplier_bills_purchase_order_key unique (restaurant_id, purchase_order_id),
    check (paid <= amount))`);
  await run(`create index supplier_bills_supplier_idx on supplier_bills (restaurant_id, supplier_id, due_on)`);

  await run(`create table supplier_payments (${base},
    supplier_id uuid not null, bill_id uuid not null,
    amount bigint not null check (amount > 0),
    ${method},
    paid_on date not null,
    reference text, notes text,
    created_by jsonb not null,
    created_at timestamptz not null default now(),
    ${key('supplier_payments')},
    ${fk('supplier_payments', 'supplier_id', 'suppliers')},
    ${fk('supplier_payments', 'bill_id', 'supplier_bills')})`);
  await run(`create index supplier_payments_paid_on_idx on supplier_payments (restaurant_id, paid_on)`);

  await run(`create table other_income (${base},
    received_on date not null,
    kind text not null check (kind in ('catering', 'events', 'other')),
    description text not null check (length(description) between 1 and 200),
    amount bigint not null check (amount > 0),
    ${method},
    created_by jsonb not null,
    created_at timestamptz not null default now(),
    ${key('other_income')})`);
  await run(`create index other_income_received_on_idx on other_income (restaurant_id, received_on)`);

  for (const table of TABLES) await enableTenantRls(db, table);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...TABLES].reverse()) await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
}
