import { sql, type Kysely } from 'kysely';

/**
 * The workers' clock reads the waiting bookings of every restaurant around now, every few minutes
 * (`reservation.schedule-due`): an index of their start times, of waiting bookings only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index reservations_waiting_starts_idx on reservations (starts_at) where status in ('booked', 'confirmed')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists reservations_waiting_starts_idx`.execute(db);
}
