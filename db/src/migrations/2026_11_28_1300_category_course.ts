import { sql, type Kysely } from 'kysely';

/** Issue 18, terminal mode: the course a category's dishes take on the POS (drinks are not "Mains"); none set means mains. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `alter table categories add column default_course text
    constraint categories_default_course_check check (default_course in ('drinks', 'starters', 'mains', 'desserts'))`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table categories drop column if exists default_course`.execute(db);
}
