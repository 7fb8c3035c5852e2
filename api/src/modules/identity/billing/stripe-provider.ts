import Stripe from 'stripe';
import { z } from 'zod';
import type { BillingConfig } from '../../../config';
import type { BillingEvent, BillingProvider, ChargedPeriod } from './billing-provider';

type StripeSettings = NonNullable<BillingConfig['stripe']>;

const ZMetadata = z.object({ restaurantId: z.string().optional() }).passthrough();
const ZSession = z.object({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  customer: z.string().nullish(),
  subscription: z.string().nullish(),
  metadata: ZMetadata.nullish(),
});
const ZInvoice = z.object({
  id: z.string(),
  amount_paid: z.number().int().nullish(),
  amount_due: z.number().int(),
  currency: z.string(),
  period_start: z.number(),
  period_end: z.number(),
  /** The API of 2025-03 on: the subscription is the invoice's parent. */
  parent: z
    .object({
      subscription_details: z.object({ subscription: z.string(), metadata: ZMetadata.nullish() }).nullish(),
    })
    .nullish(),
  /** Older API versions. */
  subscription: z.string().nullish(),
  subscription_details: z.object({ metadata: ZMetadata.nullish() }).nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ start: z.number(), end: z.number() }) })) }).nullish(),
});
const ZSubscriptionObject = z.object({ id: z.string(), metadata: ZMetadata.nullish() });

const at = (seconds: number) => new Date(seconds * 1000);

/** An invoice's subscription, restaurant and charged period (the line's period: the invoice's own is the billing run's). */
function chargedOf(
  object: unknown,
): { subscriptionId: string; restaurantId: string | null; charged: ChargedPeriod } | null {
  const parsed = ZInvoice.safeParse(object);
  if (!parsed.success) return null;
  const inv = parsed.data;
  const subscriptionId = inv.parent?.subscription_details?.subscription ?? inv.subscription;
  if (!subscriptionId) return null;
  const line = inv.lines?.data[0]?.period;
  return {
    subscriptionId,
    restaurantId:
      inv.parent?.subscription_details?.metadata?.restaurantId ??
      inv.subscription_details?.metadata?.restaurantId ??
      null,
    charged: {
      invoiceRef: inv.id,
      periodStart: at(line?.start ?? inv.period_start),
      periodEnd: at(line?.end ?? inv.period_end),
      amount: inv.amount_paid || inv.amount_due,
      currency: inv.currency.toUpperCase(),
    },
  };
}

/**
 * Stripe: Checkout Sessions in subscription mode (the restaurant's id in `client_reference_id`
 * and in the subscription's metadata), renewals by Stripe itself, told to us by webhooks verified
 * with `stripe.webhooks.constructEvent` (signature and a 5-minute timestamp tolerance):
 * `checkout.session.completed`, `invoice.paid`, `invoice.payment_failed`,
 * `customer.subscription.deleted`. Other event types are acknowledged and ignored.
 */
export function stripeBillingProvider(settings: StripeSettings, client?: Stripe): BillingProvider {
  const stripe = client ?? new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 10_000 });
  return {
    id: 'stripe',
    async createCheckout(request) {
      const metadata = { restaurantId: request.restaurantId, checkoutId: request.checkoutId, plan: request.plan };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price: settings.prices[request.period], quantity: 1 }],
          client_reference_id: request.restaurantId,
          customer_email: request.customerEmail,
          metadata,
          subscription_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // Opening the same checkout twice (a retried request) gives the same session.
        { idempotencyKey: `checkout-${request.checkoutId}` },
      );
      if (!session.url) throw new Error('Stripe gave no checkout URL');
      return { providerCheckoutId: session.id, url: session.url };
    },
    async cancel({ providerSubscriptionId }, immediately) {
      if (!providerSubscriptionId) return;
      if (immediately) await stripe.subscriptions.cancel(providerSubscriptionId);
      else await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
    },
    async resume({ providerSubscriptionId }) {
      if (providerSubscriptionId)
        await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: false });
    },
    parseWebhook(rawBody, headers): BillingEvent | null {
      const signature = headers['stripe-signature'];
      if (!signature) return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        return null;
      }
      const object: unknown = event.data.object;
      switch (event.type) {
        case 'checkout.session.completed': {
          const s = ZSession.safeParse(object);
          if (!s.success) return null;
          const restaurantId = s.data.client_reference_id ?? s.data.metadata?.restaurantId;
          const checkoutId = s.data.metadata?.checkoutId;
          if (!restaurantId || typeof checkoutId !== 'string') return null;
          return {
            kind: 'checkout.completed',
            id: event.id,
            restaurantId,
            checkoutId,
            customerId: s.data.customer ?? null,
            subscriptionId: s.data.subscription ?? null,
            charged: null,
          };
        }
        case 'invoice.paid':
        case 'invoice.payment_failed': {
          const c = chargedOf(object);
          if (!c) return null;
          return { kind: event.type === 'invoice.paid' ? 'invoice.paid' : 'invoice.failed', id: event.id, ...c };
        }
        case 'customer.subscription.deleted': {
          const s = ZSubscriptionObject.safeParse(object);
          if (!s.success) return null;
          return {
            kind: 'subscription.ended',
            id: event.id,
            restaurantId: s.data.metadata?.restaurantId ?? null,
            subscriptionId: s.data.id,
          };
        }
        default:
          return { kind: 'ignored', id: event.id };
      }
    },
  };
}
