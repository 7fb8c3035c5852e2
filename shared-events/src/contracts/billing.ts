import { z } from 'zod';
import { ZList, ZMinor, ZTimestamp } from './common';

/** Reply shapes of the billing operations (see common.ts). */

const ZPrice = z.object({ amount: ZMinor, currency: z.string() });

/**
 * A restaurant's subscription as its Subscription page shows it: the plan every request reads, the
 * paid subscription behind it (null on Basic without one), and the prices to choose from.
 */
export const ZSubscription = z.object({
  plan: z.string(),
  /** Which provider takes the money in this deployment (`test`: no money moves; `none`: no plan is sold here). */
  provider: z.string(),
  subscription: z
    .object({
      plan: z.string(),
      period: z.enum(['month', 'year']),
      /** `active`, `past_due` (a renewal failed: Premium until `graceUntil`), `ended` (back to Basic). */
      status: z.enum(['active', 'past_due', 'ended']),
      amount: ZMinor,
      currency: z.string(),
      currentPeriodStart: ZTimestamp,
      currentPeriodEnd: ZTimestamp,
      /** Cancelled: Premium until the period ends, then Basic. */
      cancelAtPeriodEnd: z.boolean(),
      graceUntil: ZTimestamp.nullable(),
      /** The test provider's card for renewals (null with a real provider). */
      testCard: z.enum(['succeeds', 'fails']).nullable(),
    })
    .nullable(),
  prices: z.object({ month: ZPrice, year: ZPrice }),
});
export type Subscription = z.infer<typeof ZSubscription>;

/** Where the owner goes to pay: the provider's checkout page (the test provider's is one of ours). */
export const ZCheckoutStarted = z.object({ checkoutId: z.string(), url: z.string() });

/** One paid (or failed) period of the subscription. */
export const ZSubscriptionInvoice = z.object({
  id: z.string(),
  /** `SUB-000001`, per restaurant. */
  number: z.string(),
  plan: z.string(),
  period: z.enum(['month', 'year']),
  periodStart: ZTimestamp,
  periodEnd: ZTimestamp,
  amount: ZMinor,
  currency: z.string(),
  status: z.enum(['paid', 'failed']),
  createdAt: ZTimestamp,
});
export type SubscriptionInvoice = z.infer<typeof ZSubscriptionInvoice>;
export const ZSubscriptionInvoices = ZList(ZSubscriptionInvoice);

/** The test provider's checkout page: what is bought, and whether it is still open. */
export const ZTestCheckout = z.object({
  id: z.string(),
  restaurantName: z.string(),
  plan: z.string(),
  period: z.enum(['month', 'year']),
  amount: ZMinor,
  currency: z.string(),
  status: z.enum(['open', 'paid', 'declined']),
});
export type TestCheckout = z.infer<typeof ZTestCheckout>;

/** What a provider's notification did: applied, or already applied before (a replay). */
export const ZBillingWebhookResult = z.object({ received: z.boolean(), duplicate: z.boolean() });
