import { routes, type operations } from '@ros/shared-events';
import { api } from '../../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../../api/operation';
import type { Bill, Payment } from '../pos.types';

type Op = typeof operations;

/**
 * Refund (all or part, cash back from the terminal's drawer) or void a payment, with a reason;
 * the approver, if any, is a manager override.
 */
export type ReversalBody =
  ({ kind: 'refund' } & BodyOf<Op['refundPayment']>) | ({ kind: 'void' } & BodyOf<Op['voidPayment']>);

/**
 * Refunds and voids of payments (needs `payments.refund`), run by the checkout saga with the
 * dialog's Idempotency-Key (its retries reuse it). The payment events refresh what shows the bill,
 * so it invalidates no cache tags.
 */
export const reversalApi = api.injectEndpoints({
  endpoints: (build) => ({
    reversePayment: build.mutation<
      ViewOf<Op['refundPayment'] | Op['voidPayment'], { payment: Payment; bill: Bill }>,
      { rid: string; paymentId: string; body: ReversalBody; key: string }
    >({
      query: ({ rid, paymentId, body: { kind, ...rest }, key }) => ({
        url: urlOf(kind === 'refund' ? routes.refundPayment : routes.voidPayment, { restaurantId: rid, paymentId }),
        method: 'POST',
        body: rest,
        idempotencyKey: key,
      }),
    }),
  }),
});

/** What is left to refund of a payment: its amount less its completed refunds (0 once voided). */
export function refundableOf(bill: Pick<Bill, 'payments'>, payment: Payment): number {
  if (payment.kind !== 'payment' || payment.status !== 'completed') return 0;
  const refunded = bill.payments
    .filter((p) => p.refundOfId === payment.id && p.status === 'completed')
    .reduce((s, p) => s + p.amount, 0);
  return payment.amount - refunded;
}
