import { sql, type Kysely } from 'kysely';

/**
 * The specification's remaining fields: an invoice remembers when its PDF was first downloaded (the
 * "Downloaded" status), the restaurant's payment details printed on invoices, the client's company
 * and country on customers, the languages a person speaks (their profile), and a department's
 * remarks and cover photo.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bills add column downloaded_at timestamptz`.execute(db);
  await sql`alter table restaurants
    add column bank_name text,
    add column iban text,
    add column swift_bic text`.execute(db);
  await sql`alter table customers add column company text, add column country text`.execute(db);
  await sql`alter table users add column spoken_languages jsonb not null default '[]'::jsonb`.execute(db);
  await sql`alter table departments add column remarks text, add column cover_image_url text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table departments drop column if exists remarks, drop column if exists cover_image_url`.execute(db);
  await sql`alter table users drop column if exists spoken_languages`.execute(db);
  await sql`alter table customers drop column if exists company, drop column if exists country`.execute(db);
  await sql`alter table restaurants
    drop column if exists bank_name, drop column if exists iban, drop column if exists swift_bic`.execute(db);
  await sql`alter table bills drop column if exists downloaded_at`.execute(db);
}
