import type { UnsubscribeView } from '@ros/shared-events';
import { guestTokenRestaurant } from '@ros/db';
import type { OpenContext } from '../../../kernel/account';
import { AppError } from '../../../kernel/errors';
import { markUnsubscribed, recipientByToken } from '../guest-recipients';

/** What every wrong or foreign unsubscribe link is told. */
export const UNKNOWN_LINK = 'This unsubscribe link is not valid.';

/** `a…e@example.com`, `+34…23`: enough for the guest to recognise their address, not to read it whole. */
export function maskAddress(address: string) {
  const at = address.indexOf('@');
  if (at > 0) return `${address[0]}…${at > 1 ? address[at - 1] : ''}${address.slice(at)}`;
  return `${address.slice(0, 3)}…${address.slice(-2)}`;
}

/** The unsubscribe link's address and restaurant; 404 for a token of another shape or none known. */
async function byToken(ctx: OpenContext, token: string, unsubscribe: boolean): Promise<UnsubscribeView> {
  const restaurantId = guestTokenRestaurant(token);
  if (!restaurantId) throw new AppError('not_found', UNKNOWN_LINK);
  return ctx.transaction(
    async ({ trx }) => {
      const row = await recipientByToken(trx, restaurantId, token);
      if (!row) throw new AppError('not_found', UNKNOWN_LINK);
      if (unsubscribe && !row.unsubscribed_at) await markUnsubscribed(trx, row.id);
      return {
        restaurantName: row.name,
        address: maskAddress(row.address),
        unsubscribed: unsubscribe || row.unsubscribed_at !== null,
      };
    },
    { restaurantId },
  );
}

/** `GET /api/public/unsubscribe/:token`: what the page asks the guest to confirm (a link scanner's GET changes nothing). */
export const unsubscribeView = (ctx: OpenContext, token: string) => byToken(ctx, token, false);

/** `POST …`: the address gets no more marketing from the restaurant (the page's button, or a mail client's one-click). */
export const unsubscribe = (ctx: OpenContext, token: string) => byToken(ctx, token, true);
