import { sql, type Kysely } from 'kysely';

/**
 * Being on account and having a limit are two things: a credit customer may have no limit. Until
 * now a null limit meant "not on account", so a blank limit had to be saved as 0.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table customers add column has_credit_account boolean not null default false`.execute(db);
  await sql`update customers set has_credit_account = true where credit_limit is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table customers drop column if exists has_credit_account`.execute(db);
}
