import { sql, type Kysely } from 'kysely';

/**
 * The workers' clock reads, every few minutes and across restaurants, the waiting bookings around
 * now (`reservation.schedule-due`) and the print jobs nobody is sending (`printer.resend-stranded`):
 * an index of each, of those rows only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index reservations_waiting_starts_idx on reservations (starts_at) where status in ('booked', 'confirmed')`.execute(
    db,
  );
  await sql`create index print_jobs_queued_idx on print_jobs (created_at) where status = 'queued'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists print_jobs_queued_idx`.execute(db);
  await sql`drop index if exists reservations_waiting_starts_idx`.execute(db);
}
