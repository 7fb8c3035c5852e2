import { sql, type Kysely } from 'kysely';

/**
 * Each person's notification settings per kind (in the app, email, SMS), on their account as the
 * seed's switches were. The seed's switches ("someone follows me", "blog digest") meant nothing to a
 * restaurant and nothing read them: they are dropped, and everyone starts from the defaults.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users rename column notification_flags to notification_settings`.execute(db);
  await sql`update users set notification_settings = '{}'::jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users rename column notification_settings to notification_flags`.execute(db);
}
