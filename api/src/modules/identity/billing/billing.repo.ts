import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { BillingCheckouts, DB, SubscriptionInvoices, Subscriptions } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

/** The restaurant's subscription (at most one), locked for the command when `lock`. */
export const findSubscription = (ctx: RepoContext, lock = false) => {
  const q = ctx.trx.selectFrom('subscriptions').selectAll().where('restaurant_id', '=', ctx.restaurantId);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
};

/** Creates or replaces the restaurant's subscription (a new purchase after an ended one). */
export const upsertSubscription = (ctx: RepoContext, values: Omit<Insertable<Subscriptions>, 'restaurant_id'>) =>
  ctx.trx
    .insertInto('subscriptions')
    .values({ ...values, restaurant_id: ctx.restaurantId })
    .onConflict((oc) =>
      oc
        .column('restaurant_id')
        .doUpdateSet({ ...values, cancel_at_period_end: false, grace_until: null, updated_at: sql`now()` }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();

export const updateSubscription = (ctx: RepoContext, values: Updateable<Subscriptions>) =>
  ctx.trx
    .updateTable('subscriptions')
    .set({ ...values, updated_at: sql`now()` })
    .where('restaurant_id', '=', ctx.restaurantId)
    .returningAll()
    .executeTakeFirst();

export const setPlan = (ctx: RepoContext, plan: string) =>
  ctx.trx.updateTable('restaurants').set({ plan }).where('id', '=', ctx.restaurantId).execute();

export const insertCheckout = (ctx: RepoContext, values: Omit<Insertable<BillingCheckouts>, 'restaurant_id'>) =>
  ctx.trx
    .insertInto('billing_checkouts')
    .values({ ...values, restaurant_id: ctx.restaurantId })
    .returningAll()
    .executeTakeFirstOrThrow();

export const findCheckout = (ctx: RepoContext, id: string, lock = false) => {
  const q = ctx.trx
    .selectFrom('billing_checkouts')
    .selectAll()
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('id', '=', id);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
};

export const updateCheckout = (ctx: RepoContext, id: string, values: Updateable<BillingCheckouts>) =>
  ctx.trx
    .updateTable('billing_checkouts')
    .set(values)
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('id', '=', id)
    .execute();

/** The restaurant of a checkout, read outside any restaurant (the public test checkout page). */
export const restaurantOfCheckout = (db: Kysely<DB>, id: string) =>
  db.selectFrom('billing_checkouts').select('restaurant_id').where('id', '=', id).executeTakeFirst();

/** The restaurant of a provider's subscription, when its event does not name it. */
export const restaurantOfProviderSubscription = (db: Kysely<DB>, provider: string, subscriptionId: string) =>
  db
    .selectFrom('subscriptions')
    .select('restaurant_id')
    .where('provider', '=', provider)
    .where('provider_subscription_id', '=', subscriptionId)
    .executeTakeFirst();

/** Records a provider event as applied; false when it already was (a replay). */
export async function markEventApplied(ctx: RepoContext, provider: string, eventId: string, type: string) {
  const row = await ctx.trx
    .insertInto('billing_provider_events')
    .values({ provider, event_id: eventId, type, restaurant_id: ctx.restaurantId })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds a period's invoice, numbered next; the same provider invoice again updates its status. */
export async function saveInvoice(
  ctx: RepoContext,
  values: Omit<Insertable<SubscriptionInvoices>, 'restaurant_id' | 'number'>,
) {
  const existing = await ctx.trx
    .selectFrom('subscription_invoices')
    .selectAll()
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('provider', '=', values.provider)
    .where('provider_ref', '=', values.provider_ref)
    .forUpdate()
    .executeTakeFirst();
  if (existing) {
    if (existing.status === values.status) return existing;
    return ctx.trx
      .updateTable('subscription_invoices')
      .set({ status: values.status, paid_at: values.paid_at ?? null })
      .where('restaurant_id', '=', ctx.restaurantId)
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  // The subscription row is locked by every caller, so numbers are taken one at a time.
  const { next } = await ctx.trx
    .selectFrom('subscription_invoices')
    .select(sql<number>`coalesce(max(number), 0) + 1`.as('next'))
    .where('restaurant_id', '=', ctx.restaurantId)
    .executeTakeFirstOrThrow();
  return ctx.trx
    .insertInto('subscription_invoices')
    .values({ ...values, restaurant_id: ctx.restaurantId, number: Number(next) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const listInvoices = (ctx: RepoContext) =>
  ctx.trx
    .selectFrom('subscription_invoices')
    .selectAll()
    .where('restaurant_id', '=', ctx.restaurantId)
    .orderBy('number', 'desc')
    .execute();

export const findInvoice = (ctx: RepoContext, id: string) =>
  ctx.trx
    .selectFrom('subscription_invoices')
    .selectAll()
    .where('restaurant_id', '=', ctx.restaurantId)
    .where('id', '=', id)
    .executeTakeFirst();

/** Test-provider subscriptions the clock has work for at `now`: a period ended, or a grace period over. */
export const dueSubscriptions = (db: Kysely<DB>, now: Date) =>
  db
    .selectFrom('subscriptions')
    .select('restaurant_id')
    .where('status', '<>', 'ended')
    .where((eb) =>
      eb.or([
        eb.and([eb('provider', '=', 'test'), eb('current_period_end', '<=', now)]),
        eb.and([eb('cancel_at_period_end', '=', true), eb('current_period_end', '<=', now)]),
        eb('grace_until', '<=', now),
      ]),
    )
    .execute();
