import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingJobs } from '@ros/api/modules/identity/billing/billing.jobs';
import { inviteAndJoin, registerUser, createRestaurant, roleIdOf, type RegisteredUser } from '../factories';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { jobOf } from '../fixtures/run-job';
import { TEST_REDIS_URL } from '../env';
import { startTestApp, testDatabase, type TestApp } from '../harness';

/**
 * Issue 39, billing: the plan changes only when the billing provider confirms a checkout, once per
 * provider event; annual reports and their exports are Premium; a failed renewal goes past due,
 * then Basic after the grace period with Premium data readable and not writable; the invoices
 * download as PDF; Stripe's webhooks are applied when signed and refused when not.
 */

const DAY = 86_400_000;
/** Noon (UTC) `days` from now: on a reservation slot. */
const noonIn = (days: number) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(12, 0, 0, 0);
  return d.toISOString();
};
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { ownDatabase: true });
});
afterAll(() => app?.close());

const renew = (at: Date) =>
  jobOf(billingJobs, 'billing.renew', { db: app.deps.db, log: app.deps.log, billing: app.deps.config.billing }).handle({
    windowStart: at.getTime(),
  });
const planOf = async (owner: RegisteredUser, rid: string) =>
  (await ok(owner.api.get(`/api/restaurants/${rid}`))).plan as string;
/** As the web opens one: with an Idempotency-Key (every POST of the web carries one). */
const checkout = (owner: RegisteredUser, rid: string, period = 'month') =>
  ok(
    owner.api.post(
      `/api/restaurants/${rid}/subscription/checkout`,
      { plan: 'premium', period },
      { 'idempotency-key': `checkout-${rid}` },
    ),
  );
const answer = (checkoutId: string, outcome: 'pay' | 'decline') =>
  app.api.post(`/api/public/billing/test-checkouts/${checkoutId}`, { outcome });

describe('upgrading through the test checkout', () => {
  it('upgrades only when the checkout is paid, and a replay of the confirmation changes nothing', async () => {
    const { owner, rid, base } = await setupRestaurant(app);
    const started = await checkout(owner, rid, 'year');
    expect(started.url).toBe(`/billing/test-checkout/${started.checkoutId}`);

    // Opened but not paid: still Basic, and the page shows what is bought.
    expect(await planOf(owner, rid)).toBe('basic');
    const page = await ok(app.api.get(`/api/public/billing/test-checkouts/${started.checkoutId}`));
    expect(page).toMatchObject({ plan: 'premium', period: 'year', amount: 190_00, currency: 'EUR', status: 'open' });

    expect((await ok(answer(started.checkoutId, 'pay'))).status).toBe('paid');
    expect(await planOf(owner, rid)).toBe('premium');
    const sub = await ok(owner.api.get(`${base}/subscription`));
    expect(sub.subscription).toMatchObject({ plan: 'premium', period: 'year', status: 'active', amount: 190_00 });

    // The same confirmation again (the provider repeating itself): nothing more.
    expect((await ok(answer(started.checkoutId, 'pay'))).status).toBe('paid');
    const invoices = (await ok(owner.api.get(`${base}/subscription/invoices`))).data;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ number: 'SUB-000001', amount: 190_00, status: 'paid', period: 'year' });
    const applied = await app.deps.db
      .selectFrom('billing_provider_events')
      .selectAll()
      .where('restaurant_id', '=', rid)
      .execute();
    expect(applied).toHaveLength(1);
    const planEvents = await app.deps.db
      .selectFrom('events')
      .select('payload')
      .where('restaurant_id', '=', rid)
      .where('type', '=', 'restaurant.updated')
      .execute();
    expect(
      planEvents.filter((e) => (e.payload as { changes: { plan?: string } }).changes.plan === 'premium'),
    ).toHaveLength(1);
  });

  it('leaves the restaurant on Basic when the checkout is declined', async () => {
    const { owner, rid } = await setupRestaurant(app);
    const started = await checkout(owner, rid);
    expect((await ok(answer(started.checkoutId, 'decline'))).status).toBe('declined');
    expect(await planOf(owner, rid)).toBe('basic');
    // A declined checkout cannot be paid afterwards.
    expect((await ok(answer(started.checkoutId, 'pay'))).status).toBe('declined');
    expect(await planOf(owner, rid)).toBe('basic');
  });

  it('lets only those who manage billing upgrade: a manager without the switch gets 403, a stranger 404', async () => {
    const { owner, rid, base } = await setupRestaurant(app);
    const manager = await inviteAndJoin(app, owner.api, rid, 'manager');
    // Managers have "Manage Billing & Roles" unless the owner takes it away.
    const managerRole = await roleIdOf(owner.api, rid, 'manager');
    const roles = await ok(owner.api.get(`${base}/roles`));
    const { roles: _billing, ...permissions } = roles.data.find(
      (r: { id: string }) => r.id === managerRole,
    ).permissions;
    expect(_billing).toBe('edit');
    await ok(owner.api.patch(`${base}/roles/${managerRole}`, { permissions }));
    const stranger = await registerUser(app.api);
    const body = { plan: 'premium', period: 'month' };
    const refused = await manager.api.post(`${base}/subscription/checkout`, body);
    expect(refused.status).toBe(403);
    expect((await manager.api.get(`${base}/subscription`)).status).toBe(403);
    expect((await manager.api.get(`${base}/subscription/invoices`)).status).toBe(403);
    expect((await stranger.api.post(`${base}/subscription/checkout`, body)).status).toBe(404);
    expect((await stranger.api.get(`${base}/subscription`)).status).toBe(404);
    // Enterprise is sold by our sales team, not through checkout.
    const enterprise = await owner.api.post(`${base}/subscription/checkout`, { plan: 'enterprise', period: 'month' });
    expect(enterprise.status).toBe(400);
    expect(enterprise.body.error.fields.plan).toBeTruthy();
    expect(await planOf(owner, rid)).toBe('basic');
  });
});

describe('annual reports are Premium', () => {
  it('gives a Basic restaurant 402 on a yearly report and its yearly export, and a quarter is fine', async () => {
    const { owner, base } = await setupRestaurant(app);
    const year = { from: day(-364), to: day(0) };
    const summary = await owner.api.get(`${base}/reports/summary?from=${year.from}&to=${year.to}`);
    expect(summary.status).toBe(402);
    expect(summary.body.error).toMatchObject({ code: 'plan_required' });
    expect((await owner.api.get(`${base}/reports/sales?from=${year.from}&to=${year.to}`)).status).toBe(402);
    const exported = await owner.api.post(`${base}/exports`, { kind: 'sales', format: 'csv', ...year });
    expect(exported.status).toBe(402);
    expect((await owner.api.get(`${base}/dashboard/summary?from=${year.from}&to=${year.to}`)).status).toBe(402);

    const quarter = { from: day(-91), to: day(0) };
    await ok(owner.api.get(`${base}/reports/summary?from=${quarter.from}&to=${quarter.to}`));
    await ok(owner.api.post(`${base}/exports`, { kind: 'sales', format: 'csv', ...quarter }), 201);
  });

  it('gives a Premium restaurant its yearly report and export', async () => {
    const { owner, base } = await setupRestaurant(app, { plan: 'premium' });
    const year = { from: day(-364), to: day(0) };
    await ok(owner.api.get(`${base}/reports/summary?from=${year.from}&to=${year.to}`));
    await ok(owner.api.post(`${base}/exports`, { kind: 'sales', format: 'csv', ...year }), 201);
  });
});

describe('renewals by the clock', () => {
  it('renews with a card that pays, and runs safely twice', async () => {
    const { owner, rid, base } = await setupRestaurant(app, { plan: 'premium' });
    const sub = (await ok(owner.api.get(`${base}/subscription`))).subscription;
    const after = new Date(new Date(sub.currentPeriodEnd).getTime() + 60_000);
    await renew(after);
    await renew(after);
    const renewed = (await ok(owner.api.get(`${base}/subscription`))).subscription;
    expect(renewed.status).toBe('active');
    expect(new Date(renewed.currentPeriodStart).getTime()).toBe(new Date(sub.currentPeriodEnd).getTime());
    const invoices = (await ok(owner.api.get(`${base}/subscription/invoices`))).data;
    expect(invoices.map((i: { number: string; status: string }) => [i.number, i.status])).toEqual([
      ['SUB-000002', 'paid'],
      ['SUB-000001', 'paid'],
    ]);
    expect(await planOf(owner, rid)).toBe('premium');
  });

  it('cancels at the end of the paid period: Premium until then, Basic after, nothing charged', async () => {
    const { owner, rid, base } = await setupRestaurant(app, { plan: 'premium' });
    const cancelled = (await ok(owner.api.post(`${base}/subscription/cancel`, {}))).subscription;
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await planOf(owner, rid)).toBe('premium');
    const end = new Date(cancelled.currentPeriodEnd).getTime();
    await renew(new Date(end - 60_000));
    expect(await planOf(owner, rid)).toBe('premium');
    await renew(new Date(end + 60_000));
    expect(await planOf(owner, rid)).toBe('basic');
    expect((await ok(owner.api.get(`${base}/subscription`))).subscription.status).toBe('ended');
    expect((await ok(owner.api.get(`${base}/subscription/invoices`))).data).toHaveLength(1);
  });

  it('goes past due on a failed renewal, tells the owner, then Basic after the grace period with Premium data readable but not writable', async () => {
    const { owner, rid, base } = await setupRestaurant(app, { plan: 'premium' });
    const item = await ok(
      owner.api.post(`${base}/inventory-items`, { name: 'Flour', unitId: await unitId(owner, base) }),
      201,
    );
    const reservation = await ok(
      owner.api.post(`${base}/reservations`, {
        name: 'Ada',
        partySize: 2,
        startsAt: noonIn(2),
      }),
      201,
    );
    await ok(owner.api.put(`${base}/subscription/test-card`, { testCard: 'fails' }));
    const sub = (await ok(owner.api.get(`${base}/subscription`))).subscription;
    const periodEnd = new Date(sub.currentPeriodEnd).getTime();

    await renew(new Date(periodEnd + 60_000));
    const pastDue = (await ok(owner.api.get(`${base}/subscription`))).subscription;
    expect(pastDue.status).toBe('past_due');
    expect(new Date(pastDue.graceUntil).getTime()).toBe(periodEnd + 60_000 + 7 * DAY);
    expect(await planOf(owner, rid)).toBe('premium');
    const failed = (await ok(owner.api.get(`${base}/subscription/invoices`))).data[0];
    expect(failed).toMatchObject({ number: 'SUB-000002', status: 'failed' });
    const notes = await app.deps.db
      .selectFrom('notifications')
      .select(['title', 'user_id'])
      .where('restaurant_id', '=', rid)
      .where('kind', '=', 'subscription_payment')
      .execute();
    expect(notes).toEqual([{ title: 'The subscription payment failed', user_id: owner.user.id }]);

    // Within the grace period nothing more happens.
    await renew(new Date(periodEnd + 3 * DAY));
    expect(await planOf(owner, rid)).toBe('premium');

    // After it: Basic, the data kept.
    await renew(new Date(periodEnd + 8 * DAY));
    await renew(new Date(periodEnd + 8 * DAY));
    expect(await planOf(owner, rid)).toBe('basic');
    expect((await ok(owner.api.get(`${base}/subscription`))).subscription.status).toBe('ended');

    const list = await ok(owner.api.get(`${base}/inventory-items`));
    expect(list.data.map((i: { name: string }) => i.name)).toContain('Flour');
    await ok(owner.api.get(`${base}/inventory-items/${item.id}`));
    const bookings = await ok(owner.api.get(`${base}/reservations`));
    expect(bookings.data.map((r: { id: string }) => r.id)).toContain(reservation.id);
    await ok(owner.api.get(`${base}/reservations/${reservation.id}`));
    const write = await owner.api.patch(`${base}/inventory-items/${item.id}`, { name: 'Rye flour' });
    expect(write.status).toBe(402);
    expect(write.body.error.code).toBe('plan_required');
    const booking = await owner.api.post(`${base}/reservations`, {
      name: 'Grace',
      partySize: 2,
      startsAt: noonIn(3),
    });
    expect(booking.status).toBe(402);
    expect(
      (
        await app.deps.db
          .selectFrom('notifications')
          .select('title')
          .where('restaurant_id', '=', rid)
          .where('kind', '=', 'subscription_payment')
          .execute()
      ).map((n) => n.title),
    ).toContain('The restaurant is on the Basic plan');
  });
});

describe('the subscription invoice', () => {
  it('downloads as a PDF naming the restaurant, the plan and the amount', async () => {
    const { owner, rid, base, restaurant } = await setupRestaurant(app, { plan: 'premium' });
    const [invoice] = (await ok(owner.api.get(`${base}/subscription/invoices`))).data;
    const res = await fetch(`${app.url}${base}/subscription/invoices/${invoice.id}/invoice.pdf`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    const text = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(Invoice SUB-000001) Tj');
    expect(text).toContain(`(Billed to: ${restaurant.name}) Tj`);
    expect(text).toContain('(EUR 19.00) Tj');
    const other = await setupRestaurant(app);
    expect(
      (
        await fetch(`${app.url}/api/restaurants/${other.rid}/subscription/invoices/${invoice.id}/invoice.pdf`, {
          headers: { authorization: `Bearer ${other.owner.accessToken}` },
        })
      ).status,
    ).toBe(404);
    expect(rid).toBeTruthy();
  });
});

// A distributed deployment serves many owners: the test provider would give Premium away.
describe.skipIf(testDatabase === 'pglite')('a distributed deployment without Stripe', () => {
  it('sells no plan unless TEST_PAYMENTS=1: the checkout is refused and nothing is written', async () => {
    const distributed = await startTestApp({ REDIS_URL: TEST_REDIS_URL });
    try {
      const owner = await registerUser(distributed.api);
      const rid = (await createRestaurant(owner.api)).id;
      const subscription = await ok(owner.api.get(`/api/restaurants/${rid}/subscription`));
      expect(subscription.provider).toBe('none');
      const refused = await owner.api.post(`/api/restaurants/${rid}/subscription/checkout`, {
        plan: 'premium',
        period: 'month',
      });
      expect(refused.status).toBe(422);
      expect(refused.body.error.message).toMatch(/not set up billing/);
      const rows = await distributed.deps.db
        .selectFrom('billing_checkouts')
        .select('id')
        .where('restaurant_id', '=', rid)
        .execute();
      expect(rows).toEqual([]);
      expect((await owner.api.get(`/api/restaurants/${rid}`)).body.plan).toBe('basic');
    } finally {
      await distributed.close();
    }
    const withTest = await startTestApp({ REDIS_URL: TEST_REDIS_URL, TEST_PAYMENTS: '1' });
    try {
      const owner = await registerUser(withTest.api);
      const rid = (await createRestaurant(owner.api)).id;
      expect((await ok(owner.api.get(`/api/restaurants/${rid}/subscription`))).provider).toBe('test');
    } finally {
      await withTest.close();
    }
  });
});

describe('Stripe', () => {
  const WEBHOOK_SECRET = 'whsec_test_billing_secret';
  let stripeApp: TestApp;
  const stripe = new Stripe('sk_test_unused');
  beforeAll(async () => {
    stripeApp = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_PREMIUM_MONTH: 'price_month',
      STRIPE_PRICE_PREMIUM_YEAR: 'price_year',
    });
  });
  afterAll(() => stripeApp?.close());

  const send = (event: Record<string, unknown>, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return fetch(`${stripeApp.url}/api/public/billing/stripe/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  };
  const eventOf = (id: string, type: string, object: Record<string, unknown>) => ({
    id,
    object: 'event',
    type,
    api_version: '2025-10-29',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });

  it('applies signed webhooks once (checkout, invoice paid, payment failed, subscription deleted) and refuses a bad signature', async () => {
    const owner = await registerUser(stripeApp.api);
    const restaurant = await createRestaurant(owner.api);
    const rid = restaurant.id;
    // A checkout opened with Stripe (its creation calls Stripe; here it is recorded as it would be).
    const checkoutId = crypto.randomUUID();
    await stripeApp.deps.db
      .insertInto('billing_checkouts')
      .values({
        id: checkoutId,
        restaurant_id: rid,
        plan: 'premium',
        period: 'month',
        amount: 19_00,
        currency: 'EUR',
        provider: 'stripe',
      })
      .execute();
    const completed = eventOf('evt_checkout_1', 'checkout.session.completed', {
      id: 'cs_test_1',
      object: 'checkout.session',
      client_reference_id: rid,
      customer: 'cus_1',
      subscription: 'sub_1',
      metadata: { restaurantId: rid, checkoutId },
    });

    const forged = await send(completed, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
    const unsigned = await fetch(`${stripeApp.url}/api/public/billing/stripe/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(completed),
    });
    expect(unsigned.status).toBe(400);
    expect((await owner.api.get(`/api/restaurants/${rid}`)).body.plan).toBe('basic');

    expect(await (await send(completed)).json()).toEqual({ received: true, duplicate: false });
    expect((await owner.api.get(`/api/restaurants/${rid}`)).body.plan).toBe('premium');
    expect(await (await send(completed)).json()).toEqual({ received: true, duplicate: true });

    const start = Math.floor(Date.now() / 1000);
    const invoice = (id: string) => ({
      id,
      object: 'invoice',
      amount_paid: 19_00,
      amount_due: 19_00,
      currency: 'eur',
      period_start: start,
      period_end: start,
      parent: { subscription_details: { subscription: 'sub_1', metadata: { restaurantId: rid } } },
      lines: { data: [{ period: { start, end: start + 30 * 86_400 } }] },
    });
    await send(eventOf('evt_paid_1', 'invoice.paid', invoice('in_1')));
    await send(eventOf('evt_paid_1', 'invoice.paid', invoice('in_1')));
    const invoices = (await ok(owner.api.get(`/api/restaurants/${rid}/subscription/invoices`))).data;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amount: 19_00, currency: 'EUR', status: 'paid' });

    // A failed payment (found by its subscription id, no restaurant in the metadata): past due.
    const failedInvoice = { ...invoice('in_2'), parent: { subscription_details: { subscription: 'sub_1' } } };
    await send(eventOf('evt_failed_1', 'invoice.payment_failed', failedInvoice));
    const sub = (await ok(owner.api.get(`/api/restaurants/${rid}/subscription`))).subscription;
    expect(sub).toMatchObject({ status: 'past_due', testCard: null });
    expect((await owner.api.get(`/api/restaurants/${rid}`)).body.plan).toBe('premium');

    await send(
      eventOf('evt_deleted_1', 'customer.subscription.deleted', {
        id: 'sub_1',
        object: 'subscription',
        metadata: { restaurantId: rid },
      }),
    );
    expect((await owner.api.get(`/api/restaurants/${rid}`)).body.plan).toBe('basic');

    // Another provider's route, or an event type we do not act on.
    expect((await stripeApp.api.post('/api/public/billing/test/webhooks', {})).status).toBe(404);
    expect(
      await (await send(eventOf('evt_other', 'customer.created', { id: 'cus_2', object: 'customer' }))).json(),
    ).toEqual({
      received: true,
      duplicate: false,
    });
  });
});

async function unitId(owner: RegisteredUser, base: string): Promise<string> {
  const units = await ok(owner.api.get(`${base}/measuring-units`));
  return (units.data ?? units)[0].id;
}
