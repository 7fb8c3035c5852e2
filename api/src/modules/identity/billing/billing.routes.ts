import type { Request } from 'express';
import { operations as op } from '@ros/shared-events';
import { AppError, notFound } from '../../../kernel/errors';
import { fileReply } from '../../../kernel/replies';
import { defineRoutes } from '../../../kernel/routes';
import { runAsSystem } from '../../../kernel/system';
import { runTenantStep, type TenantContext } from '../../../kernel/tenant';
import { applyBillingEvent, type BillingDeps } from './apply-event';
import * as billing from './billing.service';
import * as repo from './billing.repo';
import { billingProviderOf } from './providers';
import { subscriptionInvoicePdf } from './subscription-pdf';

/** The request's body as received (kept by the JSON parser for `/api/public/billing/`): what a provider signed. */
const rawBodyOf = (req: Request) => (req as Request & { rawBody?: Buffer }).rawBody ?? Buffer.from('');

/**
 * Billing: the subscription, upgrading through the provider's checkout, cancelling, the invoices;
 * and the provider's side (its signed webhooks; the test provider's checkout page). Upgrades and
 * cancellations call the provider between two short commands, never inside one. None of these is
 * for a PIN session on a shared terminal.
 */
export const billingRoutes = defineRoutes('billing', (r, deps) => {
  const provider = billingProviderOf(deps.config.billing, deps.config.jwtSecret);
  const billingDeps: BillingDeps = {
    db: deps.db,
    log: deps.log,
    afterCommit: deps.afterCommit,
    provider,
    graceDays: deps.config.billing.graceDays,
  };
  const inRestaurant = <T>(
    req: Request,
    user: Parameters<typeof runTenantStep>[2],
    fn: (ctx: TenantContext) => Promise<T>,
  ) => runTenantStep(deps, req, user, fn);

  r.tenant(op.getSubscription, { summary: 'The plan, its paid subscription and prices', floor: false }, (ctx) =>
    billing.getSubscription(ctx, provider),
  );
  r.user(
    op.startCheckout,
    { summary: 'Upgrade: open a checkout with the billing provider (the plan changes when it confirms)' },
    async (ctx, { body, req }) => {
      const request = await inRestaurant(req, ctx.user, (t) =>
        billing.openCheckout(t, provider, body, deps.config.linkBase),
      );
      const checkout = await provider.createCheckout(request);
      return inRestaurant(req, ctx.user, (t) =>
        billing.recordCheckout(t, request.checkoutId, checkout.providerCheckoutId, checkout.url),
      );
    },
  );
  r.user(
    op.cancelSubscription,
    { summary: 'Cancel at the end of the paid period (or now): back to Basic, the data kept' },
    async (ctx, { body, req }) => {
      const sub = await inRestaurant(req, ctx.user, (t) => billing.subscriptionToChange(t, 'cancel'));
      if (sub) await provider.cancel(sub, !!body.immediately);
      return inRestaurant(req, ctx.user, (t) => billing.cancelSubscription(t, provider, !!body.immediately));
    },
  );
  r.user(op.resumeSubscription, { summary: 'Take back a cancellation at period end' }, async (ctx, { req }) => {
    const sub = await inRestaurant(req, ctx.user, (t) => billing.subscriptionToChange(t, 'resume'));
    if (sub) await provider.resume(sub);
    return inRestaurant(req, ctx.user, (t) => billing.resumeSubscription(t, provider));
  });
  r.tenant(
    op.setTestCard,
    { summary: "The test provider's card: whether renewals succeed or fail", floor: false },
    (ctx, { body }) => billing.setTestCard(ctx, provider, body.testCard),
  );
  r.tenant(op.listSubscriptionInvoices, { summary: "The subscription's invoices", floor: false }, (ctx) =>
    billing.listInvoices(ctx),
  );
  r.tenant(
    op.getSubscriptionInvoicePdf,
    { summary: 'A subscription invoice as PDF', produces: 'application/pdf', floor: false },
    async (ctx, { params }) => {
      const row = await billing.invoiceOf(ctx, params.subscriptionInvoiceId);
      return fileReply('application/pdf', subscriptionInvoicePdf(row, ctx.restaurant.name), {
        kind: 'attachment',
        filename: `${billing.invoiceNumber(row.number)}.pdf`,
      });
    },
  );

  /** The restaurant of a test checkout (its id is the secret of its page), or 404. */
  const testCheckoutRestaurant = async (checkoutId: string) => {
    const row = provider.id === 'test' ? await repo.restaurantOfCheckout(deps.db, checkoutId) : undefined;
    if (!row) throw notFound('Checkout');
    return row.restaurant_id;
  };
  const readTestCheckout = async (restaurantId: string, checkoutId: string) => {
    const view = await runAsSystem(billingDeps, restaurantId, (ctx) => billing.testCheckoutOf(ctx, checkoutId));
    if (!view) throw notFound('Checkout');
    return view;
  };
  r.open(
    op.getTestCheckout,
    { summary: "The test provider's checkout page: what is bought (no money moves)" },
    async (_ctx, { params }) => readTestCheckout(await testCheckoutRestaurant(params.checkoutId), params.checkoutId),
  );
  r.open(
    op.completeTestCheckout,
    { summary: "The test provider's checkout answered: Pay (the plan changes) or Decline" },
    async (_ctx, { params, body }) => {
      const restaurantId = await testCheckoutRestaurant(params.checkoutId);
      const checkout = await readTestCheckout(restaurantId, params.checkoutId);
      if (checkout.status !== 'open') return checkout;
      const id = `checkout-${params.checkoutId}`;
      if (body.outcome === 'decline') {
        await applyBillingEvent(billingDeps, { kind: 'checkout.declined', id, restaurantId, checkoutId: checkout.id });
      } else {
        const start = new Date();
        await applyBillingEvent(billingDeps, {
          kind: 'checkout.completed',
          id,
          restaurantId,
          checkoutId: checkout.id,
          customerId: null,
          subscriptionId: `test-${restaurantId}`,
          charged: {
            invoiceRef: id,
            periodStart: start,
            periodEnd: billing.periodEnd(start, checkout.period),
            amount: checkout.amount,
            currency: checkout.currency,
          },
        });
      }
      return readTestCheckout(restaurantId, params.checkoutId);
    },
  );
  r.open(
    op.receiveBillingWebhook,
    { summary: "The billing provider's signed notification (checkout completed, invoice paid or failed, ended)" },
    async (_ctx, { params, req }) => {
      if (params.provider !== provider.id) throw notFound('Billing provider');
      const event = provider.parseWebhook(rawBodyOf(req), req.headers as Record<string, string | undefined>);
      if (!event) throw new AppError('invalid_input', 'This notification is not signed by the provider.');
      return applyBillingEvent(billingDeps, event);
    },
  );
});
