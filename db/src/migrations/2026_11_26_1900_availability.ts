import { sql, type Kysely } from 'kysely';

/**
 * Issue 16: when a member can work, by weekday (`{ "1": [{ "from": "09:00", "to": "17:00" }] }`,
 * Sunday = 0); null: any time. The schedule warns of a shift outside it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table members add column availability jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table members drop column if exists availability`.execute(db);
}
