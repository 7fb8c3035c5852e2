import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): the secret is `whsec_` and the
 * base64 of 24 random bytes; `webhook-signature` is `v1,` and the base64 HMAC-SHA256, keyed by the
 * secret's bytes, of `<webhook-id>.<webhook-timestamp>.<body>`. Receivers refuse a timestamp more
 * than 5 minutes from their clock (the replay window, docs/decisions/2026-12-04-webhooks.md).
 */
export const SECRET_PREFIX = 'whsec_';

/** A new signing secret (shown once). */
export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

const keyOf = (secret: string) => Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');

/** The `webhook-signature` header of one message. */
export function webhookSignature(secret: string, messageId: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The headers of one attempt: `webhook-id` stays the message's, the timestamp is the attempt's. */
export function webhookHeaders(secret: string, messageId: string, body: string, now = Date.now()) {
  const timestamp = Math.floor(now / 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': webhookSignature(secret, messageId, timestamp, body),
  };
}

/** The receiver's check (reference code, also in the decision note): a signature of the secret, within the window. */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  { now = Date.now(), toleranceSeconds = 300 } = {},
): boolean {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = Number(headers['webhook-timestamp']);
  if (!id || !Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, id, timestamp, body).slice(3), 'base64');
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .some((s) => {
      const [version, mac] = s.split(',');
      const given = Buffer.from(mac ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}
