import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';
import { TENANT_COLUMNS as base, tenantKey as key, tenantLink as link } from './tenant-table';

/**
 * Issue 39, signed webhooks: an endpoint belongs to an API key (it reads only what the key may
 * read, and stops when the key is revoked) and subscribes to event types; `from_seq` is where its
 * restaurant's stream was when it was created (it gets nothing older). The `webhooks.fan-out` stream
 * job turns committed events into `webhook_deliveries` (one per endpoint and event, unique, written
 * with its cursor), sent in `ordinal` order per endpoint by `webhooks.send` under a lease
 * (`lease_until`: no transaction is held open across an HTTP call). A redelivery is a new row of
 * the same `message_id` (`redelivery_of`). `resume_from` is the delivery that disabled the endpoint:
 * re-enabling sends again from there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create table webhook_endpoints (${base},
    api_key_id uuid not null,
    url text not null check (length(url) between 1 and 2000),
    description text not null default '' check (length(description) <= 200),
    event_types text[] not null,
    secret text not null,
    enabled boolean not null default true,
    disabled_reason text,
    disabled_at timestamptz,
    resume_from bigint,
    failure_streak integer not null default 0,
    last_success_at timestamptz,
    from_seq bigint not null default 0,
    lease_until timestamptz,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    ${key('webhook_endpoints')},
    ${link('webhook_endpoints', 'api_key_id', 'api_keys', 'cascade')})`,
    )
    .execute(db);
  await sql`create index webhook_endpoints_restaurant_idx on webhook_endpoints (restaurant_id, created_at)`.execute(db);
  await enableTenantRls(db, 'webhook_endpoints');

  await sql
    .raw(
      `create table webhook_deliveries (${base},
    ordinal bigint generated always as identity,
    endpoint_id uuid not null,
    event_id uuid,
    event_seq bigint,
    event_type text not null,
    message_id text not null,
    test_body jsonb,
    redelivery_of uuid,
    status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
    attempts integer not null default 0,
    next_attempt_at timestamptz,
    last_attempt_at timestamptz,
    response_code integer,
    last_error text,
    response_excerpt text check (length(response_excerpt) <= 1024),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    ${key('webhook_deliveries')},
    ${link('webhook_deliveries', 'endpoint_id', 'webhook_endpoints', 'cascade')})`,
    )
    .execute(db);
  // Fan-out exactly once: one first delivery per endpoint and event, whatever a cursor does.
  await sql`create unique index webhook_deliveries_event_key on webhook_deliveries (endpoint_id, event_id)
    where redelivery_of is null and event_id is not null`.execute(db);
  await sql`create index webhook_deliveries_queue_idx on webhook_deliveries (restaurant_id, endpoint_id, ordinal)
    where status = 'pending'`.execute(db);
  await sql`create index webhook_deliveries_log_idx on webhook_deliveries (restaurant_id, endpoint_id, created_at desc)`.execute(
    db,
  );
  await enableTenantRls(db, 'webhook_deliveries');

  // The fan-out starts where every stream is now: no history is sent to anyone.
  await sql`
    insert into job_cursors (restaurant_id, job_name, done_seq, updated_at)
    select restaurant_id, 'webhooks.fan-out', last_seq, now() from event_streams
    on conflict (restaurant_id, job_name) do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from job_cursors where job_name = 'webhooks.fan-out'`.execute(db);
  await sql`drop table if exists webhook_deliveries`.execute(db);
  await sql`drop table if exists webhook_endpoints`.execute(db);
}
