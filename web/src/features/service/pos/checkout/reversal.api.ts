import { apiRequest } from '../../../../api/http';
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

/** Refunds and voids of payments (needs `payments.refund`). */
export const reversalApi = {
  reverse: (rid: string, paymentId: string, body: ReversalBody, key: string) => {
    const { kind, ...rest } = body;
    return apiRequest<{ payment: Payment; bill: Bill }>('POST', `${base(rid)}/payments/${paymentId}/${kind}`, rest, { headers: { 'Idempotency-Key': key } });
  },
};

/** What is left to refund of a payment: its amount less its completed refunds (0 once voided). */
export function refundableOf(bill: Pick<Bill, 'payments'>, payment: Payment): number {
  if (payment.kind !== 'payment' || payment.status !== 'completed') return 0;
  const refunded = bill.payments.filter((p) => p.refundOfId === payment.id && p.status === 'completed').reduce((s, p) => s + p.amount, 0);
  return payment.amount - refunded;
}
