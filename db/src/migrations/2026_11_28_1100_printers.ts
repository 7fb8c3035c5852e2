import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';
import { TENANT_COLUMNS as base, tenantKey as key, tenantLink as link } from './tenant-table';

/**
 * Issue 18, printers. `printers` are the restaurant's network printers (ESC/POS over TCP, port
 * 9100): a kitchen printer prints the tickets of its station (every station when it names none), a
 * receipt printer may belong to one terminal. A printer that stops answering is `failing` and its
 * paper goes to its fallback printer (or stays on the KDS). `print_jobs` is every piece of paper
 * asked for: its lines (laid out at print time for the printer's width), its fate and attempts,
 * and what it came from (the ticket, bill or event; a fallback names the job it replaces).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create table printers (${base},
    name text not null check (length(name) between 1 and 60),
    host text not null check (length(host) between 1 and 253),
    port integer not null default 9100 check (port between 1 and 65535),
    kind text not null check (kind in ('kitchen', 'receipt')),
    station_id uuid,
    terminal_session_id uuid,
    fallback_printer_id uuid check (fallback_printer_id <> id),
    width_chars integer not null default 48 check (width_chars between 24 and 64),
    enabled boolean not null default true,
    status text not null default 'ok' check (status in ('ok', 'failing')),
    last_error text,
    status_changed_at timestamptz,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    ${key('printers')},
    ${link('printers', 'station_id', 'stations', 'set null (station_id)')},
    ${link('printers', 'terminal_session_id', 'terminal_sessions', 'set null (terminal_session_id)')},
    ${link('printers', 'fallback_printer_id', 'printers', 'set null (fallback_printer_id)')})`,
    )
    .execute(db);
  await sql.raw(`create unique index printers_name_key on printers (restaurant_id, lower(name))`).execute(db);
  await enableTenantRls(db, 'printers');

  await sql
    .raw(
      `create table print_jobs (${base},
    printer_id uuid not null,
    kind text not null check (kind in ('ticket', 'receipt', 'test', 'z_report')),
    lines jsonb not null,
    text text not null,
    reprint boolean not null default false,
    status text not null default 'queued' check (status in ('queued', 'printed', 'failed', 'fell_back')),
    attempts integer not null default 0,
    error text,
    ticket_id uuid,
    bill_id uuid,
    source_event_id uuid,
    fallback_of_id uuid,
    dedupe_key text,
    requested_by jsonb,
    created_at timestamptz not null default now(),
    printed_at timestamptz,
    ${key('print_jobs')},
    constraint print_jobs_dedupe_key unique (restaurant_id, dedupe_key),
    ${link('print_jobs', 'printer_id', 'printers', 'cascade')},
    ${link('print_jobs', 'ticket_id', 'kitchen_tickets', 'set null (ticket_id)')},
    ${link('print_jobs', 'bill_id', 'bills', 'set null (bill_id)')},
    ${link('print_jobs', 'fallback_of_id', 'print_jobs', 'set null (fallback_of_id)')})`,
    )
    .execute(db);
  await sql.raw(`create index print_jobs_recent on print_jobs (restaurant_id, created_at desc)`).execute(db);
  await sql
    .raw(
      `create index print_jobs_fallback_of on print_jobs (restaurant_id, fallback_of_id) where fallback_of_id is not null`,
    )
    .execute(db);
  await enableTenantRls(db, 'print_jobs');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists print_jobs`.execute(db);
  await sql`drop table if exists printers`.execute(db);
}
