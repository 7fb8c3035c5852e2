import { sql, type Kysely } from 'kysely';

/**
 * Messages leave the app: the outbox row holds what a provider sends (plain text, HTML, headers,
 * attachments, language), how delivery went (attempts, the last error, when it failed for good) and
 * whether it is marketing (an unsubscribed guest gets none). `kept`: no provider is configured for its
 * channel (the embedded default without `SMTP_URL`), so the app shows it instead. Restaurants get a language for what
 * they send guests.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table restaurants add column language text not null default 'en'`.execute(db);
  await sql`alter table messages
    add column html text,
    add column language text not null default 'en',
    add column headers jsonb not null default '{}',
    add column attachments jsonb not null default '[]',
    add column marketing boolean not null default false,
    add column attempts integer not null default 0,
    add column last_error text,
    add column failed_at timestamptz`.execute(db);
  await sql`alter table messages drop constraint messages_status_check`.execute(db);
  await sql`alter table messages add constraint messages_status_check check (status in ('queued', 'sent', 'failed', 'kept'))`.execute(
    db,
  );
  await sql`create index messages_queued_idx on messages (created_at) where status = 'queued'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists messages_queued_idx`.execute(db);
  await sql`alter table messages drop constraint messages_status_check`.execute(db);
  await sql`update messages set status = 'queued' where status = 'kept'`.execute(db);
  await sql`alter table messages add constraint messages_status_check check (status in ('queued', 'sent', 'failed'))`.execute(
    db,
  );
  await sql`alter table messages
    drop column html, drop column language, drop column headers, drop column attachments,
    drop column marketing, drop column attempts, drop column last_error, drop column failed_at`.execute(db);
  await sql`alter table restaurants drop column language`.execute(db);
}
