import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';
import { TENANT_COLUMNS as base, tenantKey as key } from './tenant-table';

/**
 * Issue 37, the knowledge base the owner extends: `help_articles` are the restaurant's own answers
 * (how the till is closed, where the allergen sheets are), shown with the app's built-in answers on
 * the help page. Written in Markdown and kept with the sanitised HTML made from it when saved, like
 * announcements.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create table help_articles (${base},
    title text not null check (length(title) between 1 and 160),
    category text not null,
    body_markdown text not null check (length(body_markdown) <= 20000),
    body_html text not null,
    author_id uuid references users (id) on delete set null,
    author_name text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    ${key('help_articles')})`,
    )
    .execute(db);
  await sql.raw(`create index help_articles_category on help_articles (restaurant_id, category, title)`).execute(db);
  await enableTenantRls(db, 'help_articles');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists help_articles`.execute(db);
}
