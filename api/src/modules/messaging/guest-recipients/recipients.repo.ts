import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '@ros/db';

/** One address as a restaurant's guests' messages know it: emails compare without case. */
export const normalAddress = (address: string) =>
  address.includes('@') ? address.trim().toLowerCase() : address.trim();

/** `<restaurantId>.<256 random bits>`: the restaurant routes the lookup (row security), the rest cannot be guessed. */
export const newGuestToken = (restaurantId: string) => `${restaurantId}.${randomBytes(32).toString('base64url')}`;

/** The unsubscribe token of an address the restaurant writes to, made the first time. */
export async function recipientToken(trx: Kysely<DB>, restaurantId: string, address: string): Promise<string> {
  const normal = normalAddress(address);
  await trx
    .insertInto('guest_recipients')
    .values({ restaurant_id: restaurantId, address: normal, token: newGuestToken(restaurantId) })
    .onConflict((oc) => oc.columns(['restaurant_id', 'address']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('guest_recipients')
    .select('token')
    .where('restaurant_id', '=', restaurantId)
    .where('address', '=', normal)
    .executeTakeFirstOrThrow();
  return row.token;
}

/** Whether the address unsubscribed from this restaurant's marketing. */
export async function isUnsubscribed(trx: Kysely<DB>, restaurantId: string, address: string): Promise<boolean> {
  const row = await trx
    .selectFrom('guest_recipients')
    .select('unsubscribed_at')
    .where('restaurant_id', '=', restaurantId)
    .where('address', '=', normalAddress(address))
    .executeTakeFirst();
  return Boolean(row?.unsubscribed_at);
}

export const recipientByToken = (trx: Kysely<DB>, restaurantId: string, token: string) =>
  trx
    .selectFrom('guest_recipients')
    .innerJoin('restaurants', 'restaurants.id', 'guest_recipients.restaurant_id')
    .select(['guest_recipients.id', 'guest_recipients.address', 'guest_recipients.unsubscribed_at', 'restaurants.name'])
    .where('guest_recipients.restaurant_id', '=', restaurantId)
    .where('guest_recipients.token', '=', token)
    .executeTakeFirst();

export const markUnsubscribed = (trx: Kysely<DB>, id: string) =>
  trx
    .updateTable('guest_recipients')
    .set({ unsubscribed_at: new Date() })
    .where('id', '=', id)
    .where('unsubscribed_at', 'is', null)
    .execute();
