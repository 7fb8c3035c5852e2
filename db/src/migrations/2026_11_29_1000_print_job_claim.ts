import { sql, type Kysely } from 'kysely';

/**
 * Printing: a job is claimed by the sender that is about to put it on the wire, until
 * `sending_until`. A second sender of the same job (a re-published event run by another worker)
 * finds the claim and leaves the job alone, so the printer gets the paper once; a claim of a
 * sender that died runs out and the job can be sent again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table print_jobs add column sending_until timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table print_jobs drop column if exists sending_until`.execute(db);
}
