import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';
import { TENANT_COLUMNS as base, tenantKey as key } from './tenant-table';

/**
 * Issue 16, shared terminals: a device a manager signs in as the restaurant's terminal. It keeps an
 * opaque token (stored hashed, shown once); on it staff switch to themselves with their PIN, and
 * it locks itself after `idle_lock_seconds` without a touch. Revoking ends it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create table terminal_sessions (${base},
    name text not null check (length(name) between 1 and 60),
    token_hash text not null unique,
    idle_lock_seconds integer not null default 60 check (idle_lock_seconds between 10 and 3600),
    created_by jsonb not null,
    created_at timestamptz not null default now(),
    last_switch_at timestamptz,
    revoked_at timestamptz,
    ${key('terminal_sessions')})`,
    )
    .execute(db);
  await enableTenantRls(db, 'terminal_sessions');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists terminal_sessions`.execute(db);
}
