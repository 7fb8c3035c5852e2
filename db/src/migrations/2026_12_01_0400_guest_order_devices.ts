import { sql, type Kysely } from 'kysely';

/**
 * Guest orders remember the phone they came from (the SHA-256 of the device key the guest page
 * keeps) and the request they answered (the SHA-256 of its body): a device with no confirmed order
 * yet waits for staff, and an Idempotency-Key reused with another body is a conflict.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table guest_orders add column device_hash text, add column request_hash text`.execute(db);
  await sql`create index guest_orders_device_accepted_idx on guest_orders (restaurant_id, device_hash) where status = 'accepted'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists guest_orders_device_accepted_idx`.execute(db);
  await sql`alter table guest_orders drop column if exists request_hash, drop column if exists device_hash`.execute(db);
}
