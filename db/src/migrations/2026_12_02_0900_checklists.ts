import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';
import { TENANT_COLUMNS as base, tenantKey as key, tenantLink as link } from './tenant-table';

/**
 * Issue 37, task checklists. `checklist_templates` are the restaurant's lists (opening, closing,
 * prep, cleaning): their items (jsonb, copied into each day's list), who does them (a role, a
 * department or one member) and when they recur (daily, a weekday, or on days with shifts), due by
 * a time of the restaurant's day. `checklists` are the lists of one business day, one per template
 * and day (`checklists_template_day`: the workers' clock may run twice). `checklist_items` are their
 * items as done: the reading, who and when, and the corrective action an out-of-range reading needs.
 * Those rows are the food-safety log an inspector reads.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create table checklist_templates (${base},
    name text not null check (length(name) between 1 and 80),
    category text not null check (category in ('opening', 'closing', 'prep', 'cleaning')),
    items jsonb not null,
    assignee_kind text not null check (assignee_kind in ('role', 'department', 'member')),
    role_id uuid,
    department_id uuid,
    member_id uuid,
    recurrence text not null check (recurrence in ('daily', 'weekly', 'shift')),
    weekday integer check (weekday between 0 and 6),
    due_time text check (due_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    is_active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check ((recurrence = 'weekly') = (weekday is not null)),
    check ((assignee_kind = 'role') = (role_id is not null)),
    check ((assignee_kind = 'department') = (department_id is not null)),
    check ((assignee_kind = 'member') = (member_id is not null)),
    ${key('checklist_templates')},
    ${link('checklist_templates', 'role_id', 'roles', 'cascade')},
    ${link('checklist_templates', 'department_id', 'departments', 'cascade')},
    ${link('checklist_templates', 'member_id', 'members', 'cascade')})`,
    )
    .execute(db);
  await enableTenantRls(db, 'checklist_templates');

  await sql
    .raw(
      `create table checklists (${base},
    template_id uuid,
    business_day date not null,
    name text not null,
    category text not null,
    assignee_kind text not null,
    role_id uuid,
    department_id uuid,
    member_id uuid,
    due_at timestamptz,
    completed_at timestamptz,
    overdue_notified_at timestamptz,
    created_at timestamptz not null default now(),
    ${key('checklists')},
    constraint checklists_template_day unique (restaurant_id, template_id, business_day),
    ${link('checklists', 'template_id', 'checklist_templates', 'set null (template_id)')},
    ${link('checklists', 'role_id', 'roles', 'set null (role_id)')},
    ${link('checklists', 'department_id', 'departments', 'set null (department_id)')},
    ${link('checklists', 'member_id', 'members', 'set null (member_id)')})`,
    )
    .execute(db);
  await sql.raw(`create index checklists_day on checklists (restaurant_id, business_day)`).execute(db);
  await sql
    .raw(
      `create index checklists_due on checklists (due_at) where completed_at is null and overdue_notified_at is null`,
    )
    .execute(db);
  await enableTenantRls(db, 'checklists');

  await sql
    .raw(
      `create table checklist_items (${base},
    checklist_id uuid not null,
    position integer not null,
    kind text not null check (kind in ('tick', 'number', 'text', 'photo')),
    label text not null,
    unit text,
    min_value numeric,
    max_value numeric,
    value_number numeric,
    value_text text check (length(value_text) <= 2000),
    photo_url text,
    out_of_range boolean not null default false,
    corrective_note text check (length(corrective_note) <= 2000),
    done_by_member_id uuid,
    done_by_name text,
    done_at timestamptz,
    ${key('checklist_items')},
    constraint checklist_items_position unique (restaurant_id, checklist_id, position),
    ${link('checklist_items', 'checklist_id', 'checklists', 'cascade')},
    ${link('checklist_items', 'done_by_member_id', 'members', 'set null (done_by_member_id)')})`,
    )
    .execute(db);
  await enableTenantRls(db, 'checklist_items');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists checklist_items`.execute(db);
  await sql`drop table if exists checklists`.execute(db);
  await sql`drop table if exists checklist_templates`.execute(db);
}
