import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';
import { TENANT_COLUMNS as base, tenantKey as key, tenantLink as fk } from './tenant-table';

/**
 * Issue 16, tips: cash tips a member declares (with their PIN), and a business day's distribution:
 * the pool (tips on the day's paid bills plus declared cash), the rule it was shared by (hours
 * worked, points per role, or each their own) and each member's share, to the cent. One per day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const run = (q: string) => sql.raw(q).execute(db);
  await run(`create table tip_declarations (${base},
    member_id uuid not null,
    business_date date not null,
    amount bigint not null check (amount > 0),
    created_at timestamptz not null default now(),
    ${key('tip_declarations')},
    ${fk('tip_declarations', 'member_id', 'members', 'cascade')})`);
  await run(`create index tip_declarations_day_idx on tip_declarations (restaurant_id, business_date)`);
  await enableTenantRls(db, 'tip_declarations');

  await run(`create table tip_distributions (${base},
    business_date date not null,
    rule text not null check (rule in ('hours', 'points', 'individual')),
    bill_tips bigint not null, cash_tips bigint not null, pool bigint not null,
    lines jsonb not null,
    created_by jsonb not null,
    created_at timestamptz not null default now(),
    ${key('tip_distributions')},
    constraint tip_distributions_day_key unique (restaurant_id, business_date))`);
  await enableTenantRls(db, 'tip_distributions');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists tip_distributions`.execute(db);
  await sql`drop table if exists tip_declarations`.execute(db);
}
