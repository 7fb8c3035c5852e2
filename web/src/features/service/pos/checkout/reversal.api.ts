import { api } from '../../../../api/baseApi';
import type { Bill, Payment } from '../pos.types';

const base = (rid: string) => `/api/restaurants/${rid}`;

/** A manager's email and password, approving a refund or void for a role without `payments.refund`. */
export interface ManagerOverride {
  email: string;
  password: string;
}

/**
 * Refund (all or part, cash back from the terminal's drawer) or void a payment, with a reason;
 * the approver, if any, is a manager override.
 */
export type ReversalBody =
  | { kind: 'refund'; amount?: number; reason: string; drawer?: string; override?: ManagerOverride }
  | { kind: 'void'; reason: string; override?: ManagerOverride };

/**
 * Refunds and voids of payments (needs `payments.refund`), run by the checkout saga with the
 * dialog's Idempotency-Key (its retries reuse it). The payment events refresh what shows the bill,
 * so it invalidates no cache tags.
 */
export const reversalApi = api.injectEndpoints({
  endpoints: (build) => ({
    reversePayment: build.mutation<
      { payment: Payment; bill: Bill },
      { rid: string; paymentId: string; body: ReversalBody; key: string }
    >({
      query: ({ rid, paymentId, body: { kind, ...rest }, key }) => ({
        url: `${base(rid)}/payments/${paymentId}/${kind}`,
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
