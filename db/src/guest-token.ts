import { createHash } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A guest order's token is `<restaurantId>.<43 base64url characters>`; `guest_orders.token_hash`
 * keeps its SHA-256. Shared by the API (which makes and reads tokens) and the gateway (whose guest
 * sockets present one).
 */
export const guestTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The restaurant of a token of the right shape, or null. */
export function guestTokenRestaurant(token: unknown): string | null {
  if (typeof token !== 'string') return null;
  const [restaurantId, mac, rest] = token.split('.');
  return rest === undefined && restaurantId && UUID.test(restaurantId) && mac && /^[\w-]{43}$/.test(mac)
    ? restaurantId
    : null;
}
