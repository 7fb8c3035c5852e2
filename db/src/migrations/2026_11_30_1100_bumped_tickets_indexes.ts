import { sql, type Kysely } from 'kysely';

/**
 * The KDS shows a station's last bumped tickets (and recall takes the last one), newest first: an
 * index of the bumped tickets by bump time, per restaurant and per station, so those reads take
 * the newest rows instead of sorting every ticket the kitchen ever bumped.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index kitchen_tickets_bumped_idx on kitchen_tickets (restaurant_id, bumped_at) where status = 'bumped'`.execute(
    db,
  );
  await sql`create index kitchen_tickets_station_bumped_idx on kitchen_tickets (restaurant_id, station_id, bumped_at) where status = 'bumped'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists kitchen_tickets_station_bumped_idx`.execute(db);
  await sql`drop index if exists kitchen_tickets_bumped_idx`.execute(db);
}
