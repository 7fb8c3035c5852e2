import { sql, type Kysely } from 'kysely';

/**
 * Issue 17, languages: a dish's name and description per language (`{ "es": { "name": …,
 * "description": … } }`), shown to guests whose phone reads that language; the dish's own
 * name stays what the kitchen, bills and reports read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `alter table dishes add column translations jsonb not null default '{}'::jsonb
    constraint dishes_translations_object check (jsonb_typeof(translations) = 'object')`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table dishes drop column if exists translations`.execute(db);
}
