import { sql, type Kysely } from 'kysely';

/**
 * Issue 17, paying from the phone: an online order can be paid through the restaurant's payment
 * provider. `payment_status` is `pay_staff` until the guest opens a checkout (`pending`), then
 * `paid` (the payment is on the order's bill) or `failed` (the guest may try again).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `alter table guest_orders
    add column payment_status text not null default 'pay_staff' check (payment_status in ('pay_staff', 'pending', 'paid', 'failed')),
    add column payment_provider text,
    add column payment_checkout_id text,
    add column payment_id uuid`,
    )
    .execute(db);
  await sql
    .raw(
      `create unique index guest_orders_checkout_key on guest_orders (payment_provider, payment_checkout_id) where payment_checkout_id is not null`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `alter table guest_orders drop column payment_status, drop column payment_provider, drop column payment_checkout_id, drop column payment_id`,
    )
    .execute(db);
}
