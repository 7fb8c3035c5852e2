import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';
import { TENANT_COLUMNS as base, tenantKey as key, tenantLink as fk } from './tenant-table';

/**
 * Issue 16, staff: departments (Kitchen, Floor, Bar…) with a manager and a colour; a member's
 * department, emergency contact, start date and POS PIN (a keyed digest, unique within the
 * restaurant, so a PIN names one member and the stored value does not give it back); and time
 * punches: clock in/out and breaks, at most one open punch per member (a partial unique index:
 * two terminals clocking the same member in at once, one wins), a manager's edit keeping the
 * original and the reason.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const run = (q: string) => sql.raw(q).execute(db);
  await run(`create table departments (${base},
    name text not null check (length(name) between 1 and 60),
    color text check (color ~ '^#[0-9a-fA-F]{6}$'),
    manager_member_id uuid,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    ${key('departments')},
    ${fk('departments', 'manager_member_id', 'members', 'set null (manager_member_id)')})`);
  await run(`create unique index departments_name_key on departments (restaurant_id, lower(name))`);
  await enableTenantRls(db, 'departments');

  await run(`alter table members
    add column department_id uuid,
    add column emergency_contact text,
    add column start_date date,
    add column pin_digest text,
    add ${fk('members', 'department_id', 'departments', 'set null (department_id)')}`);
  await run(`create unique index members_pin_key on members (restaurant_id, pin_digest) where pin_digest is not null`);

  await run(`create table time_punches (${base},
    member_id uuid not null,
    clock_in_at timestamptz not null,
    clock_out_at timestamptz,
    break_minutes integer not null default 0 check (break_minutes between 0 and 1440),
    on_break_since timestamptz,
    -- A manager's correction: who, why, and the punch as it was before the first edit.
    edited_by jsonb, edit_reason text, original jsonb,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (clock_out_at is null or clock_out_at >= clock_in_at),
    ${key('time_punches')},
    ${fk('time_punches', 'member_id', 'members', 'cascade')})`);
  await run(
    `create unique index time_punches_open_key on time_punches (restaurant_id, member_id) where clock_out_at is null`,
  );
  await run(`create index time_punches_period_idx on time_punches (restaurant_id, clock_in_at)`);
  await enableTenantRls(db, 'time_punches');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists time_punches`.execute(db);
  await sql`drop index if exists members_pin_key`.execute(db);
  await sql
    .raw(
      `alter table members drop column if exists department_id, drop column if exists emergency_contact, drop column if exists start_date, drop column if exists pin_digest`,
    )
    .execute(db);
  await sql`drop table if exists departments`.execute(db);
}
