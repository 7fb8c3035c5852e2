import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { SubscriptionInvoices, Subscriptions } from '@ros/db';
import {
  PLAN_PRICES,
  type BillingPeriod,
  type CheckoutBody,
  type Subscription,
  type SubscriptionInvoice,
  type TestCheckout,
} from '@ros/shared-events';
import { AppError, notFound, ruleViolation } from '../../../kernel/errors';
import type { TenantContext } from '../../../kernel/tenant';
import type { BillingProvider, CheckoutRequest } from './billing-provider';
import * as repo from './billing.repo';

/** The answer to an upgrade on a deployment that sells no plan. */
export const NO_SALES =
  'Plans cannot be bought on this server: its operator has not set up billing. Ask them to change your plan.';

/** Who manages the subscription: the owner, or a role with "Manage Billing & Roles". */
export const authorizeBilling = (ctx: TenantContext) => ctx.authorize('edit', 'roles');

/** The end of a period of `period` starting at `start` (a month or a year later, by the calendar). */
export function periodEnd(start: Date, period: BillingPeriod): Date {
  const end = new Date(start);
  if (period === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

const premiumPrices = () => PLAN_PRICES.premium!;

export function toSubscription(
  plan: string,
  provider: BillingProvider['id'],
  row: Selectable<Subscriptions> | undefined,
): Subscription {
  return {
    plan,
    provider,
    subscription: row
      ? {
          plan: row.plan,
          period: row.period as BillingPeriod,
          status: row.status as 'active' | 'past_due' | 'ended',
          amount: row.amount,
          currency: row.currency,
          currentPeriodStart: new Date(row.current_period_start).toISOString(),
          currentPeriodEnd: new Date(row.current_period_end).toISOString(),
          cancelAtPeriodEnd: row.cancel_at_period_end,
          graceUntil: row.grace_until ? new Date(row.grace_until).toISOString() : null,
          testCard: row.provider === 'test' ? (row.test_card as 'succeeds' | 'fails') : null,
        }
      : null,
    prices: premiumPrices(),
  };
}

export const invoiceNumber = (n: number) => `SUB-${String(n).padStart(6, '0')}`;

export function toInvoice(row: Selectable<SubscriptionInvoices>): SubscriptionInvoice {
  return {
    id: row.id,
    number: invoiceNumber(row.number),
    plan: row.plan,
    period: row.period as BillingPeriod,
    periodStart: new Date(row.period_start).toISOString(),
    periodEnd: new Date(row.period_end).toISOString(),
    amount: row.amount,
    currency: row.currency,
    status: row.status as 'paid' | 'failed',
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function getSubscription(ctx: TenantContext, provider: BillingProvider) {
  authorizeBilling(ctx);
  return toSubscription(ctx.restaurant.plan, provider.id, await repo.findSubscription(ctx));
}

/**
 * The first half of an upgrade: checks who asks and what, and records the checkout (open). The
 * provider is then called outside any transaction (`recordCheckout` keeps where it pays).
 */
export async function openCheckout(
  ctx: TenantContext,
  provider: BillingProvider,
  body: CheckoutBody,
  linkBase: string,
): Promise<CheckoutRequest> {
  authorizeBilling(ctx);
  if (provider.id === 'none') throw ruleViolation(NO_SALES);
  const current = await repo.findSubscription(ctx);
  if (ctx.restaurant.plan !== 'basic' && current?.status !== 'ended')
    throw ruleViolation(`The restaurant is on the ${ctx.restaurant.plan} plan already.`, 'plan');
  const price = PLAN_PRICES[body.plan]![body.period];
  const id = randomUUID();
  await repo.insertCheckout(ctx, {
    id,
    plan: body.plan,
    period: body.period,
    amount: price.amount,
    currency: price.currency,
    provider: provider.id,
    created_by: ctx.user.id,
  });
  const back = `${linkBase}/apps/setting/Subscription`;
  return {
    checkoutId: id,
    restaurantId: ctx.restaurantId,
    plan: body.plan,
    period: body.period,
    amount: price.amount,
    currency: price.currency,
    customerEmail: ctx.user.email,
    successUrl: `${back}?checkout=${id}`,
    cancelUrl: back,
  };
}

export async function recordCheckout(ctx: TenantContext, checkoutId: string, providerCheckoutId: string, url: string) {
  await repo.updateCheckout(ctx, checkoutId, { provider_checkout_id: providerCheckoutId, pay_url: url });
  return { checkoutId, url };
}

/** Checks a cancellation or resumption and answers the subscription the provider is to change. */
export async function subscriptionToChange(ctx: TenantContext, change: 'cancel' | 'resume') {
  authorizeBilling(ctx);
  const row = await repo.findSubscription(ctx);
  if (!row || row.status === 'ended') {
    if (change === 'cancel' && ctx.restaurant.plan === 'basic') return null;
    throw ruleViolation('There is no paid subscription to change.');
  }
  if (change === 'resume' && !row.cancel_at_period_end) throw ruleViolation('The subscription is not cancelled.');
  return { providerSubscriptionId: row.provider_subscription_id };
}

/**
 * Cancels: at the period's end (the plan stays until then; the clock or the provider's
 * `customer.subscription.deleted` ends it), or now (back to Basic at once, the data kept).
 */
export async function cancelSubscription(ctx: TenantContext, provider: BillingProvider, immediately: boolean) {
  const row = await repo.findSubscription(ctx, true);
  if (!row || row.status === 'ended') return toSubscription(ctx.restaurant.plan, provider.id, row);
  if (immediately) {
    const ended = await endSubscription(ctx, 'cancelled');
    return toSubscription('basic', provider.id, ended);
  }
  const updated = await repo.updateSubscription(ctx, { cancel_at_period_end: true });
  ctx.emit('restaurant.updated', {
    restaurantId: ctx.restaurantId,
    changes: { subscription: 'cancels at period end' },
  });
  return toSubscription(ctx.restaurant.plan, provider.id, updated);
}

export async function resumeSubscription(ctx: TenantContext, provider: BillingProvider) {
  const updated = await repo.updateSubscription(ctx, { cancel_at_period_end: false });
  ctx.emit('restaurant.updated', { restaurantId: ctx.restaurantId, changes: { subscription: 'resumed' } });
  return toSubscription(ctx.restaurant.plan, provider.id, updated);
}

/** Back to Basic, the data kept (Premium features turn read-only); the subscription ends. */
export async function endSubscription(ctx: TenantContext, reason: 'cancelled' | 'unpaid') {
  const ended = await repo.updateSubscription(ctx, { status: 'ended', cancel_at_period_end: false, grace_until: null });
  if (ctx.restaurant.plan !== 'basic') {
    await repo.setPlan(ctx, 'basic');
    ctx.emit('restaurant.updated', { restaurantId: ctx.restaurantId, changes: { plan: 'basic' } });
  }
  ctx.log.info({ reason }, 'subscription ended');
  return ended;
}

/** The test provider's card for the next renewals. */
export async function setTestCard(ctx: TenantContext, provider: BillingProvider, testCard: 'succeeds' | 'fails') {
  authorizeBilling(ctx);
  if (provider.id !== 'test') throw notFound('Test card');
  const row = await repo.updateSubscription(ctx, { test_card: testCard });
  if (!row) throw ruleViolation('There is no subscription to renew.');
  return toSubscription(ctx.restaurant.plan, provider.id, row);
}

export async function listInvoices(ctx: TenantContext) {
  authorizeBilling(ctx);
  return { data: (await repo.listInvoices(ctx)).map(toInvoice) };
}

export async function invoiceOf(ctx: TenantContext, invoiceId: string) {
  authorizeBilling(ctx);
  const row = await repo.findInvoice(ctx, invoiceId);
  if (!row) throw notFound('Invoice');
  return row;
}

/** The test provider's checkout page: what is bought (read by whoever holds its unguessable id). */
export async function testCheckoutOf(ctx: TenantContext, checkoutId: string): Promise<TestCheckout> {
  const row = await repo.findCheckout(ctx, checkoutId);
  if (!row || row.provider !== 'test') throw notFound('Checkout');
  return {
    id: row.id,
    restaurantName: ctx.restaurant.name,
    plan: row.plan,
    period: row.period as BillingPeriod,
    amount: row.amount,
    currency: row.currency,
    status: row.status as TestCheckout['status'],
  };
}

/** Refuses a payment that does not match what was asked (a provider event for another amount). */
export function checkAmount(expected: { amount: number; currency: string }, got: { amount: number; currency: string }) {
  if (expected.amount !== got.amount || expected.currency.toUpperCase() !== got.currency.toUpperCase())
    throw new AppError('rule_violation', 'The payment does not match the checkout.');
}
