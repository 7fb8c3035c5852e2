import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { PAYMENT_PROVIDERS } from '@ros/shared-events';
import { z } from 'zod';
import type { PaymentProvider } from './payment-provider';

const ZCheckout = z.object({
  id: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  returnUrl: z.string(),
});
export type TestCheckout = z.infer<typeof ZCheckout>;
const ZNotification = z.object({
  checkout: z.string().max(4000),
  signature: z.string().max(200),
  outcome: z.enum(['paid', 'failed']),
});

/**
 * A provider for trying the flow without money (only with `TEST_PAYMENTS=1`: a guest can mark
 * their own order paid). Its "hosted page" is the guest app's `/pay/test` page, which
 * shows the checkout it is handed (signed, so it cannot be altered) and reports Pay or Decline.
 */
export function testPaymentProvider(secret: string): PaymentProvider {
  const sign = (checkout: string) =>
    createHmac('sha256', `test-payments:${secret}`).update(checkout).digest('base64url');
  return {
    id: 'test',
    label: PAYMENT_PROVIDERS.test,
    async createCheckout(request) {
      const id = randomUUID();
      const checkout = Buffer.from(JSON.stringify({ id, ...request } satisfies TestCheckout)).toString('base64url');
      return { id, payUrl: `/pay/test?checkout=${checkout}&signature=${sign(checkout)}` };
    },
    verifyNotification(body) {
      const parsed = ZNotification.safeParse(body);
      if (!parsed.success) return null;
      const expected = Buffer.from(sign(parsed.data.checkout));
      const given = Buffer.from(parsed.data.signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const checkout = ZCheckout.parse(JSON.parse(Buffer.from(parsed.data.checkout, 'base64url').toString('utf8')));
      return {
        checkoutId: checkout.id,
        reference: checkout.reference,
        status: parsed.data.outcome,
        amount: checkout.amount,
        currency: checkout.currency,
      };
    },
  };
}
