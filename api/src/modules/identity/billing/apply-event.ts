import type { EventActor } from '@ros/db';
import type { BillingPeriod } from '@ros/shared-events';
import { notFound } from '../../../kernel/errors';
import { runAsSystem, type SystemDeps } from '../../../kernel/system';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { notify } from '../../messaging/notifications';
import type { BillingEvent, BillingProvider, ChargedPeriod } from './billing-provider';
import * as repo from './billing.repo';
import { checkAmount, endSubscription, periodEnd } from './billing.service';

/** What applying a provider's event needs: the command path of jobs, the provider, the grace period. */
export interface BillingDeps extends SystemDeps {
  provider: BillingProvider;
  graceDays: number;
}

const actorOf = (provider: BillingProvider): EventActor => ({ userId: null, name: `Billing (${provider.id})` });

/**
 * Applies a provider's (verified) event to its restaurant, once: the event id is recorded in
 * `billing_provider_events` in the same transaction as its effect, so a replay (the provider
 * retrying, or someone resending a captured request) changes nothing and answers `duplicate`.
 */
export async function applyBillingEvent(deps: BillingDeps, event: BillingEvent) {
  if (event.kind === 'ignored') return { received: true, duplicate: false };
  const restaurantId =
    event.restaurantId ??
    ('subscriptionId' in event && event.subscriptionId
      ? (await repo.restaurantOfProviderSubscription(deps.db, deps.provider.id, event.subscriptionId))?.restaurant_id
      : undefined);
  if (!isUuid(restaurantId)) return { received: false, duplicate: false };
  const result = await runAsSystem(
    deps,
    restaurantId,
    async (ctx) => {
      if (!(await repo.markEventApplied(ctx, deps.provider.id, event.id, event.kind)))
        return { received: true, duplicate: true };
      await apply(ctx, deps, event);
      return { received: true, duplicate: false };
    },
    actorOf(deps.provider),
  );
  return result ?? { received: false, duplicate: false };
}

async function apply(ctx: TenantContext, deps: BillingDeps, event: Exclude<BillingEvent, { kind: 'ignored' }>) {
  switch (event.kind) {
    case 'checkout.completed': {
      const checkout = await repo.findCheckout(ctx, event.checkoutId, true);
      if (!checkout || checkout.provider !== deps.provider.id) throw notFound('Checkout');
      if (checkout.status === 'paid') return;
      if (event.charged) checkAmount(checkout, event.charged);
      const start = event.charged?.periodStart ?? new Date();
      const period = checkout.period as BillingPeriod;
      await repo.upsertSubscription(ctx, {
        plan: checkout.plan,
        period,
        status: 'active',
        provider: deps.provider.id,
        provider_customer_id: event.customerId,
        provider_subscription_id: event.subscriptionId,
        amount: checkout.amount,
        currency: checkout.currency,
        current_period_start: start,
        current_period_end: event.charged?.periodEnd ?? periodEnd(start, period),
      });
      if (event.charged) await saveInvoice(ctx, deps, checkout.plan, period, event.charged, 'paid');
      await repo.updateCheckout(ctx, checkout.id, { status: 'paid', completed_at: new Date() });
      await changePlan(ctx, checkout.plan);
      return;
    }
    case 'checkout.declined': {
      const checkout = await repo.findCheckout(ctx, event.checkoutId, true);
      if (!checkout) throw notFound('Checkout');
      if (checkout.status === 'open')
        await repo.updateCheckout(ctx, checkout.id, { status: 'declined', completed_at: new Date() });
      return;
    }
    case 'invoice.paid':
      return renewed(ctx, deps, event.charged);
    case 'invoice.failed':
      return renewalFailed(ctx, deps, event.charged, new Date());
    case 'subscription.ended': {
      const sub = await repo.findSubscription(ctx, true);
      if (sub && sub.status !== 'ended') {
        await endSubscription(ctx, 'cancelled');
        await tellOwner(ctx, 'The subscription ended', 'The restaurant is on the Basic plan now; its data is kept.');
      }
      return;
    }
  }
}

async function changePlan(ctx: TenantContext, plan: string) {
  if (ctx.restaurant.plan === plan) return;
  await repo.setPlan(ctx, plan);
  ctx.emit('restaurant.updated', { restaurantId: ctx.restaurantId, changes: { plan } });
}

const saveInvoice = (
  ctx: TenantContext,
  deps: Pick<BillingDeps, 'provider'>,
  plan: string,
  period: BillingPeriod,
  charged: ChargedPeriod,
  status: 'paid' | 'failed',
) =>
  repo.saveInvoice(ctx, {
    plan,
    period,
    period_start: charged.periodStart,
    period_end: charged.periodEnd,
    amount: charged.amount,
    currency: charged.currency,
    status,
    provider: deps.provider.id,
    provider_ref: charged.invoiceRef,
    paid_at: status === 'paid' ? new Date() : null,
  });

/** A renewal was paid: its invoice, the next period, active again (and the plan back if it had lapsed). */
export async function renewed(ctx: TenantContext, deps: Pick<BillingDeps, 'provider'>, charged: ChargedPeriod) {
  const sub = await repo.findSubscription(ctx, true);
  if (!sub) throw notFound('Subscription');
  await saveInvoice(ctx, deps, sub.plan, sub.period as BillingPeriod, charged, 'paid');
  if (sub.status === 'ended') return;
  const later = charged.periodEnd > new Date(sub.current_period_end);
  await repo.updateSubscription(ctx, {
    status: 'active',
    grace_until: null,
    ...(later ? { current_period_start: charged.periodStart, current_period_end: charged.periodEnd } : {}),
  });
  if (sub.status === 'past_due')
    ctx.emit('restaurant.updated', { restaurantId: ctx.restaurantId, changes: { subscription: 'active' } });
  await changePlan(ctx, sub.plan);
}

/**
 * A renewal could not be charged: its invoice says so, the subscription is past due and keeps its
 * plan until the grace period ends (then the clock puts the restaurant on Basic), and the owner is told.
 */
export async function renewalFailed(
  ctx: TenantContext,
  deps: Pick<BillingDeps, 'provider' | 'graceDays'>,
  charged: ChargedPeriod,
  now: Date,
) {
  const sub = await repo.findSubscription(ctx, true);
  if (!sub) throw notFound('Subscription');
  await saveInvoice(ctx, deps, sub.plan, sub.period as BillingPeriod, charged, 'failed');
  if (sub.status !== 'active') return;
  const graceUntil = new Date(now.getTime() + deps.graceDays * 86_400_000);
  await repo.updateSubscription(ctx, { status: 'past_due', grace_until: graceUntil });
  ctx.emit('restaurant.updated', { restaurantId: ctx.restaurantId, changes: { subscription: 'past_due' } });
  await tellOwner(
    ctx,
    'The subscription payment failed',
    `The renewal of ${sub.plan} could not be charged. Premium stays on until ${graceUntil.toISOString().slice(0, 10)}; ` +
      'after that the restaurant goes back to Basic (its data is kept, Premium features become read-only).',
    `payment-failed:${charged.invoiceRef}`,
  );
}

/** A notification to the owner (in the app, and by email if they asked for it), once per key. */
export async function tellOwner(ctx: TenantContext, title: string, body: string, dedupeKey?: string) {
  await notify(ctx, {
    kind: 'subscription_payment',
    to: { userIds: [ctx.restaurant.ownerId] },
    title,
    body,
    link: '/apps/setting/Subscription',
    dedupeKey: dedupeKey ?? null,
  });
}
