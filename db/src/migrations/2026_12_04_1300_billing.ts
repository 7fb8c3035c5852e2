import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';
import { TENANT_COLUMNS as base, tenantKey as key } from './tenant-table';

/**
 * Issue 39, billing: a restaurant's paid subscription (one at most), the checkouts opened to buy
 * it, the invoices of its paid periods, and the billing provider's events already applied (a
 * provider repeats its notifications: an event id is applied once). `restaurants.plan` stays what
 * every request reads; these tables say why it is what it is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create table subscriptions (${base},
    plan text not null check (plan in ('premium', 'enterprise')),
    period text not null check (period in ('month', 'year')),
    status text not null check (status in ('active', 'past_due', 'ended')),
    provider text not null,
    provider_customer_id text,
    provider_subscription_id text,
    amount integer not null check (amount >= 0),
    currency text not null,
    current_period_start timestamptz not null,
    current_period_end timestamptz not null,
    cancel_at_period_end boolean not null default false,
    grace_until timestamptz,
    test_card text not null default 'succeeds' check (test_card in ('succeeds', 'fails')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint subscriptions_restaurant_key unique (restaurant_id),
    ${key('subscriptions')})`,
    )
    .execute(db);
  await sql`create index subscriptions_provider_idx on subscriptions (provider, provider_subscription_id)`.execute(db);
  await sql`create index subscriptions_due_idx on subscriptions (current_period_end) where status <> 'ended'`.execute(
    db,
  );
  await enableTenantRls(db, 'subscriptions');

  await sql
    .raw(
      `create table billing_checkouts (${base},
    plan text not null,
    period text not null check (period in ('month', 'year')),
    amount integer not null check (amount >= 0),
    currency text not null,
    provider text not null,
    provider_checkout_id text,
    pay_url text,
    status text not null default 'open' check (status in ('open', 'paid', 'declined')),
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    completed_at timestamptz,
    ${key('billing_checkouts')})`,
    )
    .execute(db);
  await enableTenantRls(db, 'billing_checkouts');

  await sql
    .raw(
      `create table subscription_invoices (${base},
    number integer not null,
    plan text not null,
    period text not null check (period in ('month', 'year')),
    period_start timestamptz not null,
    period_end timestamptz not null,
    amount integer not null check (amount >= 0),
    currency text not null,
    status text not null check (status in ('paid', 'failed')),
    provider text not null,
    provider_ref text not null,
    created_at timestamptz not null default now(),
    paid_at timestamptz,
    constraint subscription_invoices_number_key unique (restaurant_id, number),
    constraint subscription_invoices_ref_key unique (restaurant_id, provider, provider_ref),
    ${key('subscription_invoices')})`,
    )
    .execute(db);
  await enableTenantRls(db, 'subscription_invoices');

  // Keyed by the provider's event id across restaurants: a replay (even aimed at another restaurant) conflicts.
  await sql
    .raw(
      `create table billing_provider_events (
    provider text not null,
    event_id text not null,
    restaurant_id uuid not null references restaurants (id) on delete cascade,
    type text not null,
    received_at timestamptz not null default now(),
    primary key (provider, event_id))`,
    )
    .execute(db);
  await enableTenantRls(db, 'billing_provider_events');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists billing_provider_events`.execute(db);
  await sql`drop table if exists subscription_invoices`.execute(db);
  await sql`drop table if exists billing_checkouts`.execute(db);
  await sql`drop table if exists subscriptions`.execute(db);
}
