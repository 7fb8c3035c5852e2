import type { BillingPeriod } from '@ros/shared-events';
import type { TenantContext } from '../../../kernel/tenant';
import { renewalFailed, renewed, tellOwner, type BillingDeps } from './apply-event';
import * as repo from './billing.repo';
import { endSubscription, periodEnd } from './billing.service';

/**
 * What the clock does for one restaurant at `now`, safe to run twice (the subscription row is locked
 * and its state re-read): a cancellation whose period is over ends it; a grace period over puts the
 * restaurant on Basic; a test-provider period over is renewed by charging the test card (paid: the
 * next period and its invoice; failed: past due). A real provider renews by itself (its webhooks).
 */
export async function runRenewal(ctx: TenantContext, deps: BillingDeps, now: Date) {
  const sub = await repo.findSubscription(ctx, true);
  if (!sub || sub.status === 'ended') return;
  const end = new Date(sub.current_period_end);
  if (sub.cancel_at_period_end && end <= now) {
    await endSubscription(ctx, 'cancelled');
    return;
  }
  if (sub.status === 'past_due' && sub.grace_until && new Date(sub.grace_until) <= now) {
    await endSubscription(ctx, 'unpaid');
    await tellOwner(
      ctx,
      'The restaurant is on the Basic plan',
      'The subscription was not paid within the grace period. Your data is kept: Premium features are read-only until you upgrade again.',
      `lapsed:${end.toISOString()}`,
    );
    return;
  }
  if (sub.provider !== 'test' || sub.provider !== deps.provider.id || !deps.provider.chargeRenewal || end > now) return;
  const charged = {
    invoiceRef: `renewal-${end.toISOString()}`,
    periodStart: end,
    periodEnd: periodEnd(end, sub.period as BillingPeriod),
    amount: sub.amount,
    currency: sub.currency,
  };
  const outcome = deps.provider.chargeRenewal({
    restaurantId: ctx.restaurantId,
    amount: sub.amount,
    currency: sub.currency,
    testCard: sub.test_card as 'succeeds' | 'fails',
  });
  if (outcome === 'paid') await renewed(ctx, deps, charged);
  else await renewalFailed(ctx, deps, charged, now);
}
