import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created } from '../../../kernel/replies';
import { overrideLimiterOf } from '../../identity/auth';
import { recordPayment, refundPayment, voidPayment } from './pay-bill';

/** Payments on bills: take, refund, void. */
export const paymentsRoutes = defineRoutes('payments', (r, deps) => {
  // The same limiter as item voids: refused manager overrides count together.
  const overrideLimiter = overrideLimiterOf(deps.config);
  r.tenant(op.recordPayment, { summary: 'Take a payment on a bill' }, async (ctx, { params, body }) =>
    created(await recordPayment(ctx, params.billId, body)),
  );
  r.tenant(
    op.refundPayment,
    { summary: 'Refund a payment (all or part; a manager override for a role without payments.refund)' },
    async (ctx, { params, body }) =>
      created(await refundPayment(ctx, params.paymentId, body, overrideLimiter, deps.config.linkBase)),
  );
  r.tenant(
    op.voidPayment,
    { summary: 'Void a payment (a manager override for a role without payments.refund)' },
    (ctx, { params, body }) => voidPayment(ctx, params.paymentId, body, overrideLimiter),
  );
});
