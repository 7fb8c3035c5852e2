import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';
import { TENANT_COLUMNS as base, tenantKey as key } from './tenant-table';

/**
 * Issue 39, API keys: an integration's key, created by the owner with scopes from the permission
 * tree (`shared-events` `api-scopes.ts`, stored as the permission map they grant). The key is shown
 * once and kept as its SHA-256 (it is random, so a fast hash is enough); `token_prefix` is what the
 * list shows to tell keys apart. Webhook endpoints belong to a key and read only what it may read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create table api_keys (${base},
    name text not null check (length(name) between 1 and 60),
    token_prefix text not null,
    token_hash text not null unique,
    permissions jsonb not null,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    last_used_at timestamptz,
    revoked_at timestamptz,
    ${key('api_keys')})`,
    )
    .execute(db);
  await sql`create index api_keys_restaurant_idx on api_keys (restaurant_id, created_at)`.execute(db);
  await enableTenantRls(db, 'api_keys');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists api_keys`.execute(db);
}
