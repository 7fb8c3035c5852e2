import { ZPaymentResult } from '@ros/shared-events';
import { defineRoutes } from '../../http/routes';
import { created } from '../../http/replies';
import { recordPayment, refundPayment, voidPayment } from './pay-bill';
import { ZRecordPaymentBody, ZRefundBody, ZVoidPaymentBody } from './payments.schemas';

/** Payments on bills: take, refund, void. */
export const paymentsRoutes = defineRoutes('payments', (r) => {
  const base = '/api/restaurants/:restaurantId';
  r.tenant('post', `${base}/bills/:billId/payments`, { summary: 'Take a payment on a bill', body: ZRecordPaymentBody, reply: ZPaymentResult }, async (ctx, { params, body }) =>
    created(await recordPayment(ctx, params.billId, body)));
  r.tenant('post', `${base}/payments/:paymentId/refund`, { summary: 'Refund a payment (all or part)', body: ZRefundBody, reply: ZPaymentResult }, async (ctx, { params, body }) =>
    created(await refundPayment(ctx, params.paymentId, body)));
  r.tenant('post', `${base}/payments/:paymentId/void`, { summary: 'Void a payment', body: ZVoidPaymentBody, reply: ZPaymentResult }, (ctx, { params, body }) =>
    voidPayment(ctx, params.paymentId, body.reason));
});
