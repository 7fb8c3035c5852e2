import type { BillingPeriod, PaidPlan } from '@ros/shared-events';

/**
 * Who takes a restaurant's subscription money. The deployment has one (`billingProviderOf`): the
 * built-in test provider, Stripe, or none (a deployment that sells no plan). A provider opens a hosted checkout, cancels, and turns its
 * signed notifications into `BillingEvent`s; the plan changes only when such an event is applied
 * (`applyBillingEvent`), once per event id. A provider that does not renew by itself (the test
 * one) charges each renewal when the workers' clock asks (`chargeRenewal`).
 */
export interface BillingProvider {
  readonly id: 'test' | 'stripe' | 'none';
  createCheckout(request: CheckoutRequest): Promise<{ providerCheckoutId: string; url: string }>;
  /** Stops the provider's subscription: at its period's end, or now. */
  cancel(subscription: ProviderSubscription, immediately: boolean): Promise<void>;
  /** Takes back a cancellation at period end. */
  resume(subscription: ProviderSubscription): Promise<void>;
  /** The events a notification reports, or null when it is not genuinely the provider's. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | undefined>): BillingEvent | null;
  /** Renews by charging now (the test provider); absent when the provider renews by itself and says so by webhook. */
  chargeRenewal?(charge: RenewalCharge): 'paid' | 'failed';
}

export interface CheckoutRequest {
  /** Ours, given back in the provider's events. */
  checkoutId: string;
  restaurantId: string;
  plan: PaidPlan;
  period: BillingPeriod;
  amount: number;
  currency: string;
  customerEmail: string;
  /** Absolute URLs the payer returns to. */
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderSubscription {
  providerSubscriptionId: string | null;
}

export interface RenewalCharge {
  restaurantId: string;
  amount: number;
  currency: string;
  /** The test provider's card setting of the restaurant. */
  testCard: 'succeeds' | 'fails';
}

/** A period the provider charged for (or failed to). */
export interface ChargedPeriod {
  /** The provider's invoice id: one invoice row per id. */
  invoiceRef: string;
  periodStart: Date;
  periodEnd: Date;
  amount: number;
  currency: string;
}

/** What a provider's notification says, in our words. `id` is the provider's event id (applied once). */
export type BillingEvent =
  | {
      kind: 'checkout.completed';
      id: string;
      restaurantId: string;
      checkoutId: string;
      customerId: string | null;
      subscriptionId: string | null;
      /** The first period's invoice, when the provider reports it with the checkout (the test provider). */
      charged: ChargedPeriod | null;
    }
  | { kind: 'checkout.declined'; id: string; restaurantId: string; checkoutId: string }
  | { kind: 'invoice.paid'; id: string; restaurantId: string | null; subscriptionId: string; charged: ChargedPeriod }
  | { kind: 'invoice.failed'; id: string; restaurantId: string | null; subscriptionId: string; charged: ChargedPeriod }
  | { kind: 'subscription.ended'; id: string; restaurantId: string | null; subscriptionId: string }
  /** Genuinely the provider's, of a type we do not act on: acknowledged. */
  | { kind: 'ignored'; id: string };
