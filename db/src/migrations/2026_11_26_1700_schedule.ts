import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';
import { TENANT_COLUMNS as base, tenantKey as key, tenantLink as fk } from './tenant-table';

/**
 * Issue 16, the schedule: shifts per member (and department), drafts until published, when each
 * member sees theirs; and time-off requests a manager approves or denies.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const run = (q: string) => sql.raw(q).execute(db);
  await run(`create table shifts (${base},
    member_id uuid not null,
    department_id uuid,
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    notes text,
    published_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (ends_at > starts_at and ends_at - starts_at <= interval '24 hours'),
    ${key('shifts')},
    ${fk('shifts', 'member_id', 'members', 'cascade')},
    ${fk('shifts', 'department_id', 'departments', 'set null (department_id)')})`);
  await run(`create index shifts_period_idx on shifts (restaurant_id, starts_at)`);
  await enableTenantRls(db, 'shifts');

  await run(`create table time_off_requests (${base},
    member_id uuid not null,
    starts_on date not null,
    ends_on date not null,
    reason text,
    status text not null default 'pending' check (status in ('pending', 'approved', 'denied')),
    decided_by jsonb,
    decided_at timestamptz,
    created_at timestamptz not null default now(),
    check (ends_on >= starts_on),
    ${key('time_off_requests')},
    ${fk('time_off_requests', 'member_id', 'members', 'cascade')})`);
  await run(`create index time_off_period_idx on time_off_requests (restaurant_id, starts_on)`);
  await enableTenantRls(db, 'time_off_requests');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists time_off_requests`.execute(db);
  await sql`drop table if exists shifts`.execute(db);
}
