import { sql, type Kysely } from 'kysely';
import { enableTenantRls, ensureTenantRole } from './rls';

export async function up(db: Kysely<any>): Promise<void> {
  await ensureTenantRole(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text')
    .addColumn('avatar_url', 'text')
    .addColumn('company', 'text')
    .addColumn('bio', 'text')
    .addColumn('birth_date', 'date')
    .addColumn('country', 'text')
    .addColumn('website', 'text')
    .addColumn('phone', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('notification_flags', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);
  await sql`create unique index users_username_key on users (lower(username))`.execute(db);

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('bookmarks')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('bookmarks_pkey', ['user_id', 'target'])
    .execute();

  await db.schema
    .createTable('restaurants')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('contact', 'text')
    .addColumn('email', 'text')
    .addColumn('address', 'text')
    .addColumn('cover_image_url', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('confirm_orders', 'boolean', (c) => c.notNull().defaultTo(false))
    // Percentages are stored in basis points (1250 = 12.5%) so money math stays in integers.
    .addColumn('service_charge_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_inclusive', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('plan', 'text', (c) =>
      c
        .notNull()
        .defaultTo('basic')
        .check(sql`plan in ('basic', 'premium', 'enterprise')`),
    )
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('restaurants_owner_idx').on('restaurants').column('owner_id').execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('restaurant_id', 'uuid', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('system_key', 'text')
    .addColumn('permissions', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('remarks', 'text')
    .addColumn('is_disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index roles_name_key on roles (restaurant_id, lower(name))`.execute(db);

  await db.schema
    .createTable('members')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('restaurant_id', 'uuid', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role_id', 'uuid', (c) => c.notNull().references('roles.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'pending', 'inactive')`))
    .addColumn('invite_token_hash', 'text', (c) => c.unique())
    .addColumn('invited_by', 'uuid', (c) => c.references('users.id'))
    .addColumn('full_name', 'text')
    .addColumn('position', 'text')
    .addColumn('contact', 'text')
    .addColumn('address', 'text')
    .addColumn('salary', 'integer')
    .addColumn('salary_type', 'text')
    .addColumn('invited_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('joined_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index members_email_key on members (restaurant_id, lower(email))`.execute(db);
  await db.schema.createIndex('members_user_idx').on('members').column('user_id').execute();

  // The outbox: every state change appends its events here in the same transaction.
  await db.schema
    .createTable('event_streams')
    .addColumn('restaurant_id', 'uuid', (c) => c.primaryKey().references('restaurants.id').onDelete('cascade'))
    .addColumn('last_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('events')
    .addColumn('position', 'bigserial', (c) => c.primaryKey())
    .addColumn('id', 'uuid', (c) =>
      c
        .notNull()
        .unique()
        .defaultTo(sql`gen_random_uuid()`),
    )
    .addColumn('restaurant_id', 'uuid', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor', 'jsonb')
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz')
    .addUniqueConstraint('events_restaurant_seq_key', ['restaurant_id', 'seq'])
    .execute();
  await sql`create index events_unpublished_idx on events (position) where published_at is null`.execute(db);
  await sql`create index events_type_idx on events (restaurant_id, type, seq)`.execute(db);

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('restaurant_id', 'uuid', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('body', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['restaurant_id', 'user_id', 'key'])
    .execute();

  // Side effects of jobs record the event they handled, so a replayed event changes nothing twice.
  await db.schema
    .createTable('processed_jobs')
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'uuid', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  for (const table of ['roles', 'members', 'event_streams', 'events', 'idempotency_keys', 'processed_jobs']) {
    await enableTenantRls(db, table);
  }
  await enableTenantRls(db, 'restaurants', 'id');
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'processed_jobs',
    'idempotency_keys',
    'events',
    'event_streams',
    'members',
    'roles',
    'restaurants',
    'bookmarks',
    'password_reset_tokens',
    'refresh_tokens',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
