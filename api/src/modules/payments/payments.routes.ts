import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { created, tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import { recordPayment, refundPayment, voidPayment } from './pay-bill';
import { ZRecordPaymentBody, ZRefundBody, ZVoidPaymentBody } from './payments.schemas';

/** Payments on bills: take, refund, void. */
export const paymentsRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  const base = '/api/restaurants/:restaurantId';
  r.post(`${base}/bills/:billId/payments`, auth, tenant(deps, async (ctx, req) =>
    created(await recordPayment(ctx, String(req.params.billId), parse(ZRecordPaymentBody, req.body)))));
  r.post(`${base}/payments/:paymentId/refund`, auth, tenant(deps, async (ctx, req) => {
    const body = parse(ZRefundBody, req.body);
    return created(await refundPayment(ctx, String(req.params.paymentId), body.amount, body.reason));
  }));
  r.post(`${base}/payments/:paymentId/void`, auth, tenant(deps, (ctx, req) =>
    voidPayment(ctx, String(req.params.paymentId), parse(ZVoidPaymentBody, req.body).reason)));
  return r;
};
