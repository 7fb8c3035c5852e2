import { z } from 'zod';
import { BILLING_PERIODS, PAID_PLANS } from '../../plans';

/** An upgrade: the plan and how often it is billed. */
export const ZCheckoutBody = z.object({
  plan: z.enum(PAID_PLANS, 'Choose Premium (Enterprise is sold by our sales team).'),
  period: z.enum(BILLING_PERIODS, 'Choose monthly or yearly.'),
});
export type CheckoutBody = z.infer<typeof ZCheckoutBody>;

/** Cancel at the end of the paid period (default), or now (the rest of the period is given up). */
export const ZCancelSubscriptionBody = z.object({ immediately: z.boolean().optional() });

/** The test provider's card: whether the next renewal charge succeeds. */
export const ZTestCardBody = z.object({ testCard: z.enum(['succeeds', 'fails'], 'Choose succeeds or fails.') });

/** The test provider's checkout page answers Pay or Decline. */
export const ZCompleteTestCheckoutBody = z.object({ outcome: z.enum(['pay', 'decline'], 'Choose pay or decline.') });
