import { sql, type Kysely } from 'kysely';
import { TENANT_ROLE } from './rls';

/**
 * The embedded queue's jobs (PGlite): a job is written here before its enqueue resolves (so before
 * the relay takes its event off the outbox) and deleted once it ran, so a crash or a stop loses
 * none; the queue runs what it finds here when it starts. Only the workers (the owner) use it;
 * tenant transactions may not touch it. Unused in the distributed mode (BullMQ keeps its jobs).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('queued_jobs')
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('enqueued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`revoke all on queued_jobs from ${sql.id(TENANT_ROLE)}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('queued_jobs').ifExists().execute();
}
