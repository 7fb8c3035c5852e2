import { ZPaymentResult } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created } from '../../../kernel/replies';
import { overrideLimiterOf } from '../../identity/auth';
import { recordPayment, refundPayment, voidPayment } from './pay-bill';
import { ZRecordPaymentBody, ZRefundBody, ZVoidPaymentBody } from './payments.schemas';

/** Payments on bills: take, refund, void. */
export const paymentsRoutes = defineRoutes('payments', (r, deps) => {
  const base = '/api/restaurants/:restaurantId';
  // The same limiter as item voids: refused manager overrides count together.
  const overrideLimiter = overrideLimiterOf(deps.config);
  r.tenant('post', `${base}/bills/:billId/payments`, { summary: 'Take a payment on a bill', body: ZRecordPaymentBody, reply: ZPaymentResult }, async (ctx, { params, body }) =>
    created(await recordPayment(ctx, params.billId, body)));
  r.tenant('post', `${base}/payments/:paymentId/refund`, { summary: 'Refund a payment (all or part; a manager override for a role without payments.refund)', body: ZRefundBody, reply: ZPaymentResult }, async (ctx, { params, body }) =>
    created(await refundPayment(ctx, params.paymentId, body, overrideLimiter)));
  r.tenant('post', `${base}/payments/:paymentId/void`, { summary: 'Void a payment (a manager override for a role without payments.refund)', body: ZVoidPaymentBody, reply: ZPaymentResult }, (ctx, { params, body }) =>
    voidPayment(ctx, params.paymentId, body, overrideLimiter));
});
