import { createHmac } from 'node:crypto';
import { guestTokenHash, guestTokenRestaurant } from '@ros/db';
import { AppError } from '../../../kernel/errors';

/** What every wrong, old or foreign order link is told. */
export const UNKNOWN_ORDER = 'This order link is not valid.';

/**
 * A guest order's token: `<restaurantId>.<HMAC of the restaurant and the order's Idempotency-Key>`.
 * Derived, so a repeated submit gets the same token back without the token being stored; only its
 * hash is kept (to find the order), and it reads nothing but that one order.
 */
export function orderToken(secret: string, restaurantId: string, idempotencyKey: string): string {
  return `${restaurantId}.${createHmac('sha256', secret).update(`guest-order:${restaurantId}:${idempotencyKey}`).digest('base64url')}`;
}

export const tokenHash = guestTokenHash;

/** The restaurant a token belongs to (404 for anything that is not a token's shape). */
export function restaurantOfToken(token: string): string {
  const restaurantId = guestTokenRestaurant(token);
  if (!restaurantId) throw new AppError('not_found', UNKNOWN_ORDER);
  return restaurantId;
}
