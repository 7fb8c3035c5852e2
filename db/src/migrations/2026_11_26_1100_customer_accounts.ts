import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';

/**
 * Issue 14, customer accounts: a credit customer has a credit limit and payment terms; a bill
 * charged to the account is due by them. `bills.past_due_at` marks when the workers announced the
 * bill past due (once). A payment received on the account is split over the customer's oldest open
 * bills as ordinary bill payments; `customer_payments` keeps the receipt and those payments.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const run = (q: string) => sql.raw(q).execute(db);
  await run(`alter table customers add column credit_limit bigint check (credit_limit >= 0),
    add column payment_terms_days integer not null default 30 check (payment_terms_days between 0 and 365)`);
  await run(`alter table bills add column past_due_at timestamptz`);
  await run(
    `create index bills_account_due_idx on bills (restaurant_id, due_date) where due_date is not null and past_due_at is null and status in ('draft', 'sent', 'partial_payment')`,
  );
  await run(`create table customer_payments (
    id uuid primary key default gen_random_uuid(),
    restaurant_id uuid not null references restaurants (id) on delete cascade,
    customer_id uuid not null,
    amount bigint not null check (amount > 0),
    method text not null,
    reference text,
    payment_ids jsonb not null default '[]',
    created_by jsonb not null,
    created_at timestamptz not null default now(),
    constraint customer_payments_restaurant_id_id_key unique (restaurant_id, id),
    constraint customer_payments_customer_id_fkey foreign key (restaurant_id, customer_id) references customers (restaurant_id, id) on delete cascade)`);
  await enableTenantRls(db, 'customer_payments');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists customer_payments cascade`.execute(db);
  await sql`drop index if exists bills_account_due_idx`.execute(db);
  await sql`alter table bills drop column if exists past_due_at`.execute(db);
  await sql`alter table customers drop column if exists credit_limit, drop column if exists payment_terms_days`.execute(
    db,
  );
}
