import { sql, type Kysely } from 'kysely';

/**
 * Issue 11, identity and roles.
 *
 * 1. Verified email: `email_verified_at` says the holder of `email` confirmed it; `pending_email`
 *    is an address the user asked to change to, which counts only once confirmed from a link sent
 *    to it (until then `email` stays as it was). Links are single-use and stored as their SHA-256.
 *    Accounts that existed before start unverified: an email nobody confirmed does not count.
 * 2. `session_version`, carried by access tokens: bumping it (password change or reset, sign-out
 *    everywhere) makes every access token issued before refused at once.
 * 3. Account messages (verification and reset links) go to the same outbox as guests' messages, without a
 *    restaurant: `restaurant_id` becomes optional for the account kinds only. Tenant transactions
 *    never see them (the row policy needs a matching restaurant).
 * 4. The Delivery system role no longer reads every order: a driver sees the orders of the
 *    deliveries assigned to them through `delivery.drive`. Only the default grant (`orders: view`)
 *    is withdrawn; a role an owner gave more stays as they set it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('pending_email', 'text')
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('email_verification_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_verification_tokens_user_idx')
    .on('email_verification_tokens')
    .column('user_id')
    .execute();

  await sql`alter table messages alter column restaurant_id drop not null`.execute(db);
  await sql`alter table messages add column user_id uuid references users (id) on delete cascade`.execute(db);
  await sql`alter table messages add constraint messages_owner check (restaurant_id is not null or (user_id is not null and kind in ('email_verification', 'password_reset')))`.execute(
    db,
  );
  await sql`create index messages_user_idx on messages (user_id, created_at) where user_id is not null`.execute(db);

  await sql`
    update roles set permissions = permissions - 'orders'
    where system_key = 'delivery' and permissions ->> 'orders' = 'view'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update roles set permissions = permissions || '{"orders":"view"}'::jsonb where system_key = 'delivery' and not permissions ? 'orders'`.execute(
    db,
  );
  await sql`delete from messages where restaurant_id is null`.execute(db);
  await sql`drop index if exists messages_user_idx`.execute(db);
  await sql`alter table messages drop constraint messages_owner`.execute(db);
  await sql`alter table messages drop column user_id`.execute(db);
  await sql`alter table messages alter column restaurant_id set not null`.execute(db);
  await db.schema.dropTable('email_verification_tokens').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('email_verified_at')
    .dropColumn('pending_email')
    .dropColumn('session_version')
    .execute();
}
