import { operations as op } from '@ros/shared-events';
import { AppError } from '../../../kernel/errors';
import { created } from '../../../kernel/replies';
import { defineRoutes } from '../../../kernel/routes';
import { GuestLimits } from './guest-limits';
import * as guest from './guest-orders.service';
import { receiveNotification, startPayment } from './guest-payments.service';
import { paymentProviders } from './payments/providers';
import { UNKNOWN_ORDER } from './guest-token';
import { INVALID_IDS } from '../../menu/public-menu';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;
/** The key a guest page keeps on its phone (`X-Guest-Device`); another shape is no key (a new phone). */
const DEVICE_KEY = /^[\x21-\x7e]{16,200}$/;

/**
 * Guest ordering: what a guest's phone calls without an account (price a cart, place an order, read
 * it by its token, call a waiter), and the staff's side (the POS's "To confirm" list, the floor's
 * requests).
 */
export const guestOrdersRoutes = defineRoutes('guest-orders', (r, deps) => {
  const guestDeps: guest.GuestDeps = {
    db: deps.db,
    log: deps.log,
    afterCommit: deps.afterCommit,
    secret: deps.config.jwtSecret,
    payments: paymentProviders({ testPayments: deps.config.testPayments, secret: deps.config.jwtSecret }),
    linkBase: deps.config.linkBase,
  };
  const limits = new GuestLimits(deps.config.redisUrl);
  const notFound = INVALID_IDS;

  r.open(op.restaurantBySlug, { summary: 'The restaurant of an online-ordering link' }, (ctx, { params }) =>
    guest.restaurantBySlug(ctx, params.slug),
  );
  r.open(
    op.ordering,
    { summary: 'What a restaurant offers online: zones, pickup and delivery times', notFound },
    (_ctx, { params }) => guest.ordering(guestDeps, params.restaurantId),
  );
  r.open(
    op.quote,
    { summary: "A guest's cart priced by the server, as its bill will be", notFound },
    async (ctx, { params, body }) => {
      await limits.quote(params.restaurantId, ctx.ip);
      return guest.quote(guestDeps, params.restaurantId, body);
    },
  );
  r.open(
    op.postPublicOrders,
    { summary: "A guest's order (a table's QR token, or pickup/delivery); needs an Idempotency-Key", notFound },
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
      return created(
        await guest.placeOrder(guestDeps, params.restaurantId, body, key, {
          device,
          checkValue: (total, cap) => limits.orderValue(params.restaurantId, from, total, cap),
        }),
      );
    },
  );
  r.open(
    op.getGuestOrder,
    { summary: "A guest's own order and where it is", notFound: UNKNOWN_ORDER },
    (_ctx, { params }) => guest.getGuestOrder(guestDeps, params.orderToken),
  );
  r.open(
    op.makeRequest,
    { summary: 'Call a waiter or ask for the bill', notFound: UNKNOWN_ORDER },
    async (_ctx, { params, body }) => {
      await limits.request(params.orderToken);
      return guest.makeRequest(guestDeps, params.orderToken, body.kind);
    },
  );
  r.open(
    op.startPayment,
    {
      summary: "Open a checkout with the restaurant's payment provider for what the guest owes",
      notFound: UNKNOWN_ORDER,
    },
    async (_ctx, { params }) => {
      await limits.request(params.orderToken);
      return startPayment(guestDeps, params.orderToken);
    },
  );
  r.open(
    op.receiveNotification,
    { summary: 'A payment provider reports a checkout paid or failed' },
    (_ctx, { params, req }) =>
      receiveNotification(guestDeps, params.provider, req.body, req.headers as Record<string, string | undefined>),
  );
  r.tenant(op.listToConfirm, { summary: 'Guest orders waiting for a waiter ("To confirm")' }, (ctx) =>
    guest.listToConfirm(ctx),
  );
  r.tenant(
    op.acceptGuestOrder,
    { summary: "Accept a guest's order: to the table's order and the kitchen" },
    (ctx, { params }) => guest.acceptGuestOrder(ctx, params.guestOrderId),
  );
  r.tenant(op.rejectGuestOrder, { summary: "Turn a guest's order down, with a reason" }, (ctx, { params, body }) =>
    guest.rejectGuestOrder(ctx, params.guestOrderId, body.reason),
  );
  r.tenant(op.listRequests, { summary: 'Open "call a waiter" / "bill" requests by table' }, (ctx) =>
    guest.listRequests(ctx),
  );
  r.tenant(op.resolveRequest, { summary: "Answer a table's request" }, (ctx, { params }) =>
    guest.resolveRequest(ctx, params.guestRequestId),
  );
});
