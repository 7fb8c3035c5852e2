import { sql, type Kysely } from 'kysely';

/**
 * Issue 34, restaurant setup: a delivery zone may deliver free over an order value; online and QR
 * ordering now start off for a new restaurant, so the restaurants that took them before keep them on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table delivery_zones add column free_over integer constraint delivery_zones_free_over_check check (free_over is null or free_over >= 0)`.execute(
    db,
  );
  // What a restaurant chose before stays (an online ordering it turned off stays off).
  await sql`update restaurants set settings = coalesce(settings, '{}'::jsonb)
    || jsonb_build_object('guestOrdering', jsonb_build_object('online', true, 'qr', true) || coalesce(settings->'guestOrdering', '{}'::jsonb))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table delivery_zones drop column if exists free_over`.execute(db);
}
