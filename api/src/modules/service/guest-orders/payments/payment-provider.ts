/**
 * How guests pay from their phones. A restaurant picks one provider (`settings.guestOrdering.
 * paymentProvider`); the deployment decides which exist (`PaymentProviders`). A real provider
 * (Stripe, Adyen, Mollie…) implements these two calls: open a hosted checkout, and turn the
 * provider's signed notification into an outcome. Nothing else of the system knows which it is.
 */
export interface CheckoutRequest {
  /** Ours, given back in the notification: `<restaurantId>/<guestOrderId>`. */
  reference: string;
  /** Minor units. */
  amount: number;
  currency: string;
  description: string;
  /** Where the provider sends the guest when done (their order's page). */
  returnUrl: string;
}

export interface Checkout {
  /** The provider's id of this checkout. */
  id: string;
  /** Where the guest pays (the provider's hosted page). */
  payUrl: string;
}

/** What a provider tells us about a checkout. */
export interface PaymentOutcome {
  checkoutId: string;
  reference: string;
  status: 'paid' | 'failed';
  amount: number;
  currency: string;
}

export interface PaymentProvider {
  readonly id: string;
  /** Shown to staff choosing it. */
  readonly label: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** The outcome a notification reports, or null when it is not genuinely the provider's. */
  verifyNotification(body: unknown, headers: Record<string, string | undefined>): PaymentOutcome | null;
}

/** The providers this deployment offers, by id. */
export type PaymentProviders = ReadonlyMap<string, PaymentProvider>;
