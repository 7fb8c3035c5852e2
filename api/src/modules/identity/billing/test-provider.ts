import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { BillingEvent, BillingProvider } from './billing-provider';

/** The test provider's checkout page in the web app (its "hosted page"). */
export const testCheckoutPath = (checkoutId: string) => `/billing/test-checkout/${checkoutId}`;

const ZCharged = z.object({
  invoiceRef: z.string().max(200),
  periodStart: z.coerce.date(),
  periodEnd: z.coerce.date(),
  amount: z.number().int().min(0),
  currency: z.string().max(3),
});
const ZEvent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('checkout.completed'),
    id: z.string().max(200),
    restaurantId: z.uuid(),
    checkoutId: z.uuid(),
    customerId: z.string().nullable(),
    subscriptionId: z.string().nullable(),
    charged: ZCharged.nullable(),
  }),
  z.object({
    kind: z.literal('checkout.declined'),
    id: z.string().max(200),
    restaurantId: z.uuid(),
    checkoutId: z.uuid(),
  }),
  z.object({
    kind: z.enum(['invoice.paid', 'invoice.failed']),
    id: z.string().max(200),
    restaurantId: z.uuid().nullable(),
    subscriptionId: z.string(),
    charged: ZCharged,
  }),
  z.object({
    kind: z.literal('subscription.ended'),
    id: z.string().max(200),
    restaurantId: z.uuid().nullable(),
    subscriptionId: z.string(),
  }),
]);

/** The test provider's signature header: HMAC-SHA256 of the raw body, base64url. */
export const TEST_SIGNATURE_HEADER = 'x-test-billing-signature';

/**
 * The built-in provider where no money moves (the embedded default and the tests). Its checkout is
 * our own page (`/billing/test-checkout/:id`, marked "Test payments — no money moves") whose Pay or
 * Decline is its confirmation; renewals succeed or fail as the restaurant's test card says. Its
 * notifications (the same events a real provider sends) are signed with a key derived from the
 * deployment's secret, so the public webhook route accepts only what this deployment signed.
 */
export function testBillingProvider(secret: string): BillingProvider & { sign(rawBody: string): string } {
  const sign = (rawBody: string) => createHmac('sha256', `test-billing:${secret}`).update(rawBody).digest('base64url');
  return {
    id: 'test',
    sign,
    async createCheckout(request) {
      return { providerCheckoutId: request.checkoutId, url: testCheckoutPath(request.checkoutId) };
    },
    async cancel() {},
    async resume() {},
    parseWebhook(rawBody, headers): BillingEvent | null {
      const given = Buffer.from(headers[TEST_SIGNATURE_HEADER] ?? '');
      const expected = Buffer.from(sign(rawBody.toString('utf8')));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const parsed = ZEvent.safeParse(JSON.parse(rawBody.toString('utf8')));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    chargeRenewal: ({ testCard }) => (testCard === 'succeeds' ? 'paid' : 'failed'),
  };
}
