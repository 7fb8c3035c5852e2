import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '@ros/api';
import { registerUser } from '../factories';
import { addDish } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant, type RestaurantSetup } from '../fixtures/restaurant';
import { signedInTerminal } from '../fixtures/terminal';
import { jobOf } from '../fixtures/run-job';
import { webhookJobs } from '@ros/api/modules/integrations/webhooks/webhooks.jobs';
import { insertApiKey, startReceiver, verifiesPerSpec, type Receiver } from '../fixtures/webhooks';
import { until } from '../realtime/fixtures';
import { ApiClient, startTestApp, type TestApp } from '../harness';

/**
 * Issue 39, signed webhooks: a receiver on 127.0.0.1 (a self-hosted install allows private
 * targets) gets each subscribed order event once, in order, signed per the Standard Webhooks spec;
 * a receiver that is down gets what it missed, in order, once it is back (a short retry schedule);
 * private targets are refused at create and at send when the mode is off; a key's endpoints read
 * only what the key reads; a redelivery carries the same webhook-id; an endpoint failing for the
 * whole schedule is disabled, its owner notified, and re-enabling sends what it missed.
 */

/** Six attempts over 1.5 s: the Standard Webhooks schedule, shortened. */
const SCHEDULE = '0,100,200,300,400,500';
const ORDER_TYPES = ['order.placed', 'order.sent_to_kitchen'];

let app: TestApp;
let place: RestaurantSetup<['waiter']>;
let dishId: string;
let keyId: string;
const receivers: Receiver[] = [];

const receiver = async () => {
  const r = await startReceiver();
  receivers.push(r);
  return r;
};
const createEndpoint = (body: Record<string, unknown>) => place.owner.api.post(`${place.base}/webhooks`, body);
const placeOrder = () =>
  ok(
    place.owner.api.post(`${place.base}/orders`, { type: 'takeaway', items: [{ dishId, quantity: 1 }], send: true }),
    201,
  );
/** The restaurant's events of `types` after `afterSeq`, in order. */
const eventsOf = async (types: string[], afterSeq: number) =>
  (
    await app.deps.db
      .selectFrom('events')
      .select(['id', 'seq', 'type'])
      .where('restaurant_id', '=', place.rid)
      .where('type', 'in', types)
      .where('seq', '>', afterSeq)
      .orderBy('seq')
      .execute()
  ).map((e) => ({ ...e, seq: Number(e.seq) }));
const lastSeq = async () =>
  Number(
    (
      await app.deps.db
        .selectFrom('event_streams')
        .select('last_seq')
        .where('restaurant_id', '=', place.rid)
        .executeTakeFirstOrThrow()
    ).last_seq,
  );
const bodyOf = (r: { body: string }) => JSON.parse(r.body) as { id: string; seq: number; type: string; payload: any };

beforeAll(async () => {
  // A database of its own: another file's app would otherwise run these deliveries with its own settings.
  app = await startTestApp(
    { WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1', WEBHOOK_RETRY_SCHEDULE_MS: SCHEDULE },
    { ownDatabase: true },
  );
  place = await setupRestaurant(app, { staff: ['waiter'] });
  dishId = await addDish(place.owner.api, place.base, { name: 'Soup', price: 700 });
  keyId = await insertApiKey(app.deps.db, place.rid, { orders: 'view' });
});
afterAll(async () => {
  await app?.close();
  await Promise.all(receivers.map((r) => r.close()));
});

describe('webhooks', () => {
  it('sends each subscribed order event once, in order, signed so the receiver verifies it', async () => {
    const r = await receiver();
    const created = await ok(
      createEndpoint({ url: r.url, description: 'Books', apiKeyId: keyId, eventTypes: ORDER_TYPES }),
      201,
    );
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    // The secret is shown once: the list and the endpoint itself do not carry it.
    const listed = await ok(place.owner.api.get(`${place.base}/webhooks`));
    expect(listed.data.map((e: any) => e.id)).toEqual([created.id]);
    expect(listed.data[0]).not.toHaveProperty('secret');

    const from = await lastSeq();
    for (let i = 0; i < 3; i++) await placeOrder();
    const expected = await eventsOf(ORDER_TYPES, from);
    expect(expected.length).toBeGreaterThanOrEqual(6);
    await until(() => r.received.length >= expected.length, 'every order event at the receiver');
    // Nothing more comes (each event once): the delivery log agrees.
    const log = await ok(place.owner.api.get(`${place.base}/webhooks/${created.id}/deliveries?perPage=100`));
    expect(log.total).toBe(expected.length);
    expect(log.data.every((d: any) => d.status === 'succeeded' && d.responseCode === 200 && d.attempts === 1)).toBe(
      true,
    );

    expect(r.received.map((x) => bodyOf(x).seq)).toEqual(expected.map((e) => e.seq));
    expect(r.received.map((x) => x.headers['webhook-id'])).toEqual(expected.map((e) => `msg_${e.id}`));
    for (const x of r.received) {
      expect(verifiesPerSpec(created.secret, x)).toBe(true);
      expect(verifyWebhook(created.secret, x.headers, x.body)).toBe(true);
      // A body changed on the way, or another endpoint's secret, does not verify.
      expect(verifiesPerSpec(created.secret, { ...x, body: x.body.replace('"seq"', '"seq" ') })).toBe(false);
      expect(verifiesPerSpec(`whsec_${Buffer.alloc(24).toString('base64')}`, x)).toBe(false);
      // Outside the replay window (a captured request sent again 6 minutes later) it is refused.
      expect(verifiesPerSpec(created.secret, x, Date.now() + 6 * 60_000)).toBe(false);
    }
    // The payload is the event envelope, as sockets deliver it.
    const first = bodyOf(r.received[0]!);
    expect(first).toMatchObject({ id: expected[0]!.id, restaurantId: place.rid, type: expected[0]!.type });
    expect(first.payload).toBeTruthy();
    await ok(place.owner.api.delete(`${place.base}/webhooks/${created.id}`), 204);
  });

  it('sends what a receiver missed while it was down, in order, once it answers again', async () => {
    const r = await receiver();
    const created = await ok(createEndpoint({ url: r.url, apiKeyId: keyId, eventTypes: ORDER_TYPES }), 201);
    r.state.failNext = 4; // down for the first four attempts (503), then back
    const from = await lastSeq();
    await placeOrder();
    await placeOrder();
    const expected = await eventsOf(ORDER_TYPES, from);
    await until(() => r.accepted().length >= expected.length, 'the missed events after the receiver is back');
    expect(r.received.slice(0, 4).every((x) => x.status === 503)).toBe(true);
    // Every attempt before recovery was the oldest message: the others waited behind it.
    expect(new Set(r.received.slice(0, 5).map((x) => x.headers['webhook-id'])).size).toBe(1);
    expect(r.accepted().map((x) => bodyOf(x).seq)).toEqual(expected.map((e) => e.seq));
    const log = await ok(place.owner.api.get(`${place.base}/webhooks/${created.id}/deliveries?perPage=100`));
    const head = log.data.find((d: any) => d.eventSeq === expected[0]!.seq);
    expect(head).toMatchObject({ status: 'succeeded', attempts: 5, responseCode: 200 });
    const failedOnly = await ok(place.owner.api.get(`${place.base}/webhooks/${created.id}/deliveries?status=failed`));
    expect(failedOnly.total).toBe(0);
    await ok(place.owner.api.delete(`${place.base}/webhooks/${created.id}`), 204);
  });

  it('refuses event types the key may not read (400) and never sends them', async () => {
    const r = await receiver();
    const refused = await createEndpoint({ url: r.url, apiKeyId: keyId, eventTypes: ['order.placed', 'bill.paid'] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.eventTypes).toMatch(/bill\.paid/);
    // What the create dialog offers: the key's readable types only.
    const keys = await ok(place.owner.api.get(`${place.base}/webhook-keys`));
    const offered: string[] = keys.data.find((k: any) => k.id === keyId).eventTypes;
    expect(offered).toContain('order.placed');
    expect(offered).not.toContain('bill.paid');
    expect(offered).not.toContain('payment.recorded');
    expect(offered).not.toContain('notification.created');

    // An endpoint row that names an unreadable type anyway (written around the API) gets none of it.
    const created = await ok(createEndpoint({ url: r.url, apiKeyId: keyId, eventTypes: ['order.placed'] }), 201);
    await app.deps.db
      .updateTable('webhook_endpoints')
      .set({ event_types: ['order.placed', 'bill.created', 'payment.recorded', 'bill.paid'] })
      .where('id', '=', created.id)
      .execute();
    const from = await lastSeq();
    const order = await placeOrder();
    const bill = await ok(place.owner.api.post(`${place.base}/orders/${order.id}/bill`, {}), 201);
    await ok(
      place.owner.api.post(`${place.base}/bills/${bill.id}/payments`, {
        method: 'cash',
        amount: bill.totals.grandTotal,
      }),
      201,
    );
    const paid = await eventsOf(['bill.paid', 'payment.recorded'], from);
    expect(paid.length).toBeGreaterThan(0);
    const readable = await eventsOf(['order.placed', 'bill.created'], from);
    await until(() => r.received.length >= readable.length, 'the readable events');
    // bill.created is read with `orders` (sent); bill.paid and payment.recorded are not (never queued).
    await until(async () => (await lastCursor()) >= (await lastSeq()), 'the fan-out past the payment');
    const types = r.received.map((x) => bodyOf(x).type);
    expect(types).not.toContain('bill.paid');
    expect(types).not.toContain('payment.recorded');
    const queued = await app.deps.db
      .selectFrom('webhook_deliveries')
      .select('event_type')
      .where('endpoint_id', '=', created.id)
      .execute();
    expect(queued.map((q) => q.event_type).sort()).toEqual(readable.map((e) => e.type).sort());
    await ok(place.owner.api.delete(`${place.base}/webhooks/${created.id}`), 204);
  });

  it('redelivers a message with the same webhook-id', async () => {
    const r = await receiver();
    const created = await ok(createEndpoint({ url: r.url, apiKeyId: keyId, eventTypes: ['order.placed'] }), 201);
    await placeOrder();
    await until(() => r.received.length >= 1, 'the order at the receiver');
    const log = await ok(place.owner.api.get(`${place.base}/webhooks/${created.id}/deliveries`));
    const delivery = log.data[0];
    const again = await ok(
      place.owner.api.post(`${place.base}/webhooks/${created.id}/deliveries/${delivery.id}/redeliver`),
      201,
    );
    expect(again).toMatchObject({ messageId: delivery.messageId, redeliveryOf: delivery.id, status: 'pending' });
    await until(() => r.received.length >= 2, 'the redelivery');
    expect(r.received[1]!.headers['webhook-id']).toBe(r.received[0]!.headers['webhook-id']);
    expect(r.received[1]!.body).toBe(r.received[0]!.body);
    expect(verifiesPerSpec(created.secret, r.received[1]!)).toBe(true);
    // A test event goes through the same queue; a rotated secret signs what follows.
    const rotated = await ok(place.owner.api.post(`${place.base}/webhooks/${created.id}/rotate-secret`));
    expect(rotated.secret).not.toBe(created.secret);
    await ok(place.owner.api.post(`${place.base}/webhooks/${created.id}/test`), 201);
    await until(() => r.received.length >= 3, 'the test event');
    expect(bodyOf(r.received[2]!).type).toBe('webhook.test');
    expect(verifiesPerSpec(rotated.secret, r.received[2]!)).toBe(true);
    expect(verifiesPerSpec(created.secret, r.received[2]!)).toBe(false);
    await ok(place.owner.api.delete(`${place.base}/webhooks/${created.id}`), 204);
  });

  it('disables an endpoint that fails for the whole schedule, tells the owner, and resends from there when enabled', async () => {
    const r = await receiver();
    r.state.alwaysFail = true;
    const created = await ok(createEndpoint({ url: r.url, apiKeyId: keyId, eventTypes: ['order.placed'] }), 201);
    await placeOrder();
    await until(
      async () => !(await ok(place.owner.api.get(`${place.base}/webhooks/${created.id}`))).enabled,
      'the endpoint disabled',
    );
    const endpoint = await ok(place.owner.api.get(`${place.base}/webhooks/${created.id}`));
    expect(endpoint.disabledReason).toMatch(/every attempt failed/);
    expect(r.received).toHaveLength(6);
    const failed = await ok(place.owner.api.get(`${place.base}/webhooks/${created.id}/deliveries?status=failed`));
    expect(failed.data).toEqual([expect.objectContaining({ attempts: 6, responseCode: 503 })]);
    const notes = await app.deps.db
      .selectFrom('notifications')
      .select(['user_id', 'title'])
      .where('restaurant_id', '=', place.rid)
      .where('kind', '=', 'webhook_disabled')
      .execute();
    expect(notes).toEqual([{ user_id: place.owner.user.id, title: expect.stringContaining(r.url) }]);
    // The owner's email is queued too (webhook_disabled is emailed unless they turn it off).
    const mail = await app.deps.db
      .selectFrom('messages')
      .select('to')
      .where('restaurant_id', '=', place.rid)
      .where('related_id', '=', created.id)
      .where('channel', '=', 'email')
      .execute();
    expect(mail).toEqual([{ to: place.owner.user.email }]);

    // While disabled, new events wait; enabling sends the failed one and what came after, in order.
    await placeOrder();
    r.state.alwaysFail = false;
    await ok(
      place.owner.api.patch(`${place.base}/webhooks/${created.id}`, { enabled: true, version: endpoint.version }),
    );
    await until(() => r.accepted().length >= 2, 'the missed events after re-enabling');
    const seqs = r.accepted().map((x) => bodyOf(x).seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(r.accepted()[0]!.headers['webhook-id']).toBe(r.received[0]!.headers['webhook-id']);
  });

  it('sends again a message whose sender died mid-post, once its lease lapses (the clock sweep)', async () => {
    const r = await receiver();
    const created = await ok(createEndpoint({ url: r.url, apiKeyId: keyId, eventTypes: ['order.placed'] }), 201);
    // Queued while nothing wakes a sender (disabled under the API), then a sender "dies" holding the
    // lease mid-post: the row is pending, enabled, its lease lapsed, and no wake-up is left.
    await app.deps.db.updateTable('webhook_endpoints').set({ enabled: false }).where('id', '=', created.id).execute();
    await placeOrder();
    await until(async () => (await lastCursor()) >= (await lastSeq()), 'the fan-out past the order');
    await app.deps.db
      .updateTable('webhook_endpoints')
      .set({ enabled: true, lease_until: new Date(Date.now() - 1000) })
      .where('id', '=', created.id)
      .execute();
    await jobOf(webhookJobs, 'webhooks.sweep', {
      ...app.deps,
      queue: app.runtime.queue!,
    } as never).handle({ windowStart: Date.now() });
    await until(() => r.received.length >= 1, 'the stranded message');
    const log = await ok(place.owner.api.get(`${place.base}/webhooks/${created.id}/deliveries`));
    expect(log.data).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 1 })]);
    expect(r.received[0]!.headers['webhook-id']).toBe(log.data[0].messageId);
    await ok(place.owner.api.delete(`${place.base}/webhooks/${created.id}`), 204);
  });

  it('stops the endpoints of a revoked key', async () => {
    const r = await receiver();
    const revocable = await insertApiKey(app.deps.db, place.rid, { orders: 'view' }, { name: 'Old sync' });
    const created = await ok(createEndpoint({ url: r.url, apiKeyId: revocable, eventTypes: ['order.placed'] }), 201);
    await app.deps.db.updateTable('api_keys').set({ revoked_at: new Date() }).where('id', '=', revocable).execute();
    await placeOrder();
    await until(async () => (await lastCursor()) >= (await lastSeq()), 'the fan-out past the order');
    const queued = await app.deps.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('endpoint_id', '=', created.id)
      .execute();
    expect(queued).toEqual([]);
    expect(r.received).toEqual([]);
    const listed = await ok(place.owner.api.get(`${place.base}/webhooks/${created.id}`));
    expect(listed.apiKey).toEqual({ id: revocable, name: 'Old sync', revoked: true });
  });

  it('is the restaurant management’s: 404 for a stranger, 403 for a waiter and for a PIN session', async () => {
    const stranger = await registerUser(app.api);
    expect((await stranger.api.get(`${place.base}/webhooks`)).status).toBe(404);
    const waiter = place.staff[0];
    expect((await waiter.api.get(`${place.base}/webhooks`)).status).toBe(403);
    expect(
      (
        await waiter.api.post(`${place.base}/webhooks`, {
          url: 'https://example.com/x',
          apiKeyId: keyId,
          eventTypes: ['order.placed'],
        })
      ).status,
    ).toBe(403);
    // The owner's own PIN on a shared terminal: a floor session, refused (a password session is needed).
    const ownerMember = await app.deps.db
      .selectFrom('members')
      .select('id')
      .where('restaurant_id', '=', place.rid)
      .where('user_id', '=', place.owner.user.id)
      .executeTakeFirstOrThrow();
    await ok(place.owner.api.put(`${place.base}/members/${ownerMember.id}/pin`, { pin: '7373' }));
    const terminal = await signedInTerminal(place.owner.api, place.base, 'Bar');
    const session = await ok(
      app.api.withToken(null).post(`${place.base}/pin-switch`, { terminalToken: terminal.token, pin: '7373' }),
    );
    const floor = app.api.withToken(session.accessToken);
    expect((await floor.get(place.base)).status).toBe(200);
    expect((await floor.get(`${place.base}/webhooks`)).status).toBe(403);
    // An API key (made by the owner's route) acts for the owner but may not manage webhooks,
    // whatever its scopes; a webhook may belong to it.
    const key = await ok(
      place.owner.api.post(`${place.base}/api-keys`, { name: 'Zap', scopes: ['restaurant:write', 'orders:read'] }),
      201,
    );
    const asKey = new ApiClient(app.url, key.key);
    expect((await asKey.get(`${place.base}/webhooks`)).status).toBe(403);
    const offered = (await ok(place.owner.api.get(`${place.base}/webhook-keys`))).data.find(
      (k: { id: string }) => k.id === key.id,
    );
    expect(offered.eventTypes).toContain('order.placed');
    const bad = await createEndpoint({ url: 'ftp://example.com/x', apiKeyId: keyId, eventTypes: ['order.placed'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.url).toBeTruthy();
  });
});

/** How far the fan-out has read the restaurant's stream. */
async function lastCursor() {
  const row = await app.deps.db
    .selectFrom('job_cursors')
    .select('done_seq')
    .where('restaurant_id', '=', place.rid)
    .where('job_name', '=', 'webhooks.fan-out')
    .executeTakeFirst();
  return Number(row?.done_seq ?? 0);
}

describe('webhook targets without self-hosted mode', () => {
  let strict: TestApp;
  afterAll(() => strict?.close());

  it('refuses a loopback target at create (400) and at send time', async () => {
    strict = await startTestApp({ WEBHOOK_RETRY_SCHEDULE_MS: '0,60000' }, { ownDatabase: true });
    const s = await setupRestaurant(strict);
    const r = await receiver();
    const key = await insertApiKey(strict.deps.db, s.rid, { orders: 'view' });
    await addDish(s.owner.api, s.base, { name: 'Tea', price: 300 }).then(async (id) => {
      for (const url of [r.url, `http://[::1]:${r.port}/x`, 'http://169.254.169.254/latest', 'http://10.0.0.8/hook']) {
        const refused = await s.owner.api.post(`${s.base}/webhooks`, {
          url,
          apiKeyId: key,
          eventTypes: ['order.placed'],
        });
        expect(refused.status, url).toBe(400);
        expect(refused.body.error.fields.url).toMatch(/cannot receive webhooks/);
      }
      // A target saved while it looked public (written around the API: a name that now resolves to
      // 127.0.0.1 is the same case) is checked again on the address each attempt would connect to.
      const row = await strict.deps.db
        .insertInto('webhook_endpoints')
        .values({
          restaurant_id: s.rid,
          api_key_id: key,
          url: r.url,
          event_types: ['order.placed'],
          secret: `whsec_${Buffer.alloc(24, 1).toString('base64')}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ok(s.owner.api.post(`${s.base}/orders`, { type: 'takeaway', items: [{ dishId: id, quantity: 1 }] }), 201);
      let delivery: any;
      await until(async () => {
        const log = await ok(s.owner.api.get(`${s.base}/webhooks/${row.id}/deliveries`));
        delivery = log.data[0];
        return delivery?.attempts >= 1;
      }, 'the refused attempt');
      expect(delivery.lastError).toMatch(/target refused.*loopback/);
      expect(delivery.responseCode).toBeNull();
      expect(r.received).toEqual([]);
    });
  });
});
