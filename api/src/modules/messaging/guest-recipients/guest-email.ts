import type { Kysely } from 'kysely';
import type { DB } from '@ros/db';
import { recipientToken } from './recipients.repo';

/**
 * What every email to a guest carries: the unsubscribe page's path (the template's footer link) and
 * the `List-Unsubscribe` headers, whose address a mail client POSTs to unsubscribe in one click
 * (RFC 8058). Both from the configured public address only.
 */
export async function guestEmailExtras(trx: Kysely<DB>, linkBase: string, restaurantId: string, address: string) {
  const token = encodeURIComponent(await recipientToken(trx, restaurantId, address));
  return {
    unsubscribePath: `/unsubscribe/${token}`,
    headers: {
      'List-Unsubscribe': `<${linkBase}/api/public/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * A phone number an SMS can go to: the digits of what a guest or the staff typed (spaces, dots,
 * dashes and brackets dropped), when it is in international form; null otherwise (the app does not
 * guess a country).
 */
export function smsNumberOf(phone: string | null | undefined): string | null {
  const compact = phone?.replace(/[\s().-]/g, '') ?? '';
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}
