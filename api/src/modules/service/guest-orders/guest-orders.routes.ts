import { ZGuestCheckout, ZGuestOrderList, ZGuestOrderSummary, ZGuestOrdering, ZGuestOrderView, ZGuestQuote, ZGuestRequest, ZGuestRequestList } from '@ros/shared-events';
import { z } from 'zod';
import { AppError } from '../../../kernel/errors';
import { created } from '../../../kernel/replies';
import { defineRoutes } from '../../../kernel/routes';
import { GuestLimits } from './guest-limits';
import { ZGuestOrderBody, ZGuestQuoteBody, ZGuestRequestBody, ZRejectBody } from './guest-orders.schemas';
import * as guest from './guest-orders.service';
import { receiveNotification, startPayment } from './guest-payments.service';
import { paymentProviders } from './payments/providers';
import { UNKNOWN_ORDER } from './guest-token';
import { INVALID_IDS } from '../../menu/public-menu';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;
/** The key a guest page keeps on its phone (`X-Guest-Device`); another shape is no key (a new phone). */
const DEVICE_KEY = /^[\x21-\x7e]{16,200}$/;
const ZPaymentNotificationReply = z.object({ status: z.enum(['paid', 'failed']) });

/**
 * Guest ordering: what a guest's phone calls without an account (price a cart, place an order, read
 * it by its token, call a waiter), and the staff's side (the POS's "To confirm" list, the floor's
 * requests).
 */
export const guestOrdersRoutes = defineRoutes('guest-orders', (r, deps) => {
  const guestDeps: guest.GuestDeps = {
    db: deps.db, log: deps.log, afterCommit: deps.afterCommit, secret: deps.config.jwtSecret,
    payments: paymentProviders({ testPayments: deps.config.testPayments, secret: deps.config.jwtSecret }),
  };
  const limits = new GuestLimits(deps.config.redisUrl);
  const pub = '/api/public/restaurants/:restaurantId';
  const notFound = INVALID_IDS;

  r.open('get', '/api/public/slugs/:slug', { summary: 'The restaurant of an online-ordering link', reply: z.object({ restaurantId: z.string() }) }, (ctx, { params }) =>
    guest.restaurantBySlug(ctx, params.slug));
  r.open('get', `${pub}/ordering`, { summary: 'What a restaurant offers online: zones, pickup and delivery times', notFound, reply: ZGuestOrdering }, (_ctx, { params }) =>
    guest.ordering(guestDeps, params.restaurantId));
  r.open('post', `${pub}/quote`, { summary: "A guest's cart priced by the server, as its bill will be", notFound, body: ZGuestQuoteBody, reply: ZGuestQuote }, async (ctx, { params, body }) => {
    await limits.quote(params.restaurantId, ctx.ip);
    return guest.quote(guestDeps, params.restaurantId, body);
  });
  r.open('post', `${pub}/orders`, { summary: "A guest's order (a table's QR token, or pickup/delivery); needs an Idempotency-Key", notFound, body: ZGuestOrderBody, reply: ZGuestOrderView },
    async (ctx, { params, body, req }) => {
      const key = req.header('idempotency-key');
      if (!key || !IDEMPOTENCY_KEY.test(key)) {
        const message = 'Send a unique key of 8 to 200 printable characters with each order.';
        throw new AppError('invalid_input', `Idempotency-Key: ${message}`, { 'Idempotency-Key': message });
      }
      const deviceKey = req.header('x-guest-device');
      const device = deviceKey && DEVICE_KEY.test(deviceKey) ? deviceKey : null;
      const from = { address: ctx.ip, device, tableToken: body.tableToken };
      await limits.order(params.restaurantId, from);
      return created(await guest.placeOrder(guestDeps, params.restaurantId, body, key, {
        device, checkValue: (total, cap) => limits.orderValue(params.restaurantId, from, total, cap),
      }));
    });
  r.open('get', '/api/public/orders/:orderToken', { summary: "A guest's own order and where it is", notFound: UNKNOWN_ORDER, reply: ZGuestOrderView }, (_ctx, { params }) =>
    guest.getGuestOrder(guestDeps, params.orderToken));
  r.open('post', '/api/public/orders/:orderToken/requests', { summary: 'Call a waiter or ask for the bill', notFound: UNKNOWN_ORDER, body: ZGuestRequestBody, reply: ZGuestOrderView },
    async (_ctx, { params, body }) => {
      await limits.request(params.orderToken);
      return guest.makeRequest(guestDeps, params.orderToken, body.kind);
    });
  r.open('post', '/api/public/orders/:orderToken/payment', { summary: "Open a checkout with the restaurant's payment provider for what the guest owes", notFound: UNKNOWN_ORDER, reply: ZGuestCheckout },
    async (_ctx, { params }) => {
      await limits.request(params.orderToken);
      return startPayment(guestDeps, params.orderToken);
    });
  r.open('post', '/api/public/payments/:provider/notifications', { summary: 'A payment provider reports a checkout paid or failed', reply: ZPaymentNotificationReply },
    (_ctx, { params, req }) => receiveNotification(guestDeps, params.provider, req.body, req.headers as Record<string, string | undefined>));

  const base = '/api/restaurants/:restaurantId';
  r.tenant('get', `${base}/guest-orders`, { summary: 'Guest orders waiting for a waiter ("To confirm")', reply: ZGuestOrderList }, (ctx) => guest.listToConfirm(ctx));
  r.tenant('post', `${base}/guest-orders/:guestOrderId/accept`, { summary: "Accept a guest's order: to the table's order and the kitchen", reply: ZGuestOrderSummary }, (ctx, { params }) =>
    guest.acceptGuestOrder(ctx, params.guestOrderId));
  r.tenant('post', `${base}/guest-orders/:guestOrderId/reject`, { summary: "Turn a guest's order down, with a reason", body: ZRejectBody, reply: ZGuestOrderSummary }, (ctx, { params, body }) =>
    guest.rejectGuestOrder(ctx, params.guestOrderId, body.reason));
  r.tenant('get', `${base}/guest-requests`, { summary: 'Open "call a waiter" / "bill" requests by table', reply: ZGuestRequestList }, (ctx) => guest.listRequests(ctx));
  r.tenant('post', `${base}/guest-requests/:guestRequestId/resolve`, { summary: "Answer a table's request", reply: ZGuestRequest }, (ctx, { params }) =>
    guest.resolveRequest(ctx, params.guestRequestId));
});
