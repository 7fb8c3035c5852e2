import type { PaymentResult } from '@ros/shared-events';
import { AppError, forbidden, notFound, ruleViolation } from '../../../kernel/errors';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { jsonb } from '../../../kernel/jsonb';
import { isSettledBill, toBills, toPayment } from '../bills';
import { lockBillFor, today } from '../bills';
import { completeOrder, type OrderToComplete } from '../orders';
import { approveOverride, type Approver, type ManagerOverride, type OverrideLimiter } from '../../identity/auth';
import { recordCustomerVisit } from '../customers';
import { loadPosSettings } from '../../identity/restaurants';
import * as repo from './payments.repo';
import type { RecordPaymentBody, RefundBody, VoidPaymentBody } from '@ros/shared-events';
import { printRefundReceipt } from '../printers';

/**
 * Re-derives a bill's paid amount and status from its payments. Paid in full → `paid` with
 * `bill.paid`; then, if every bill of the order is paid, the order completes (`order.completed`),
 * its table needs cleaning and the customer's visit and spend are counted.
 */
export async function settleBill(ctx: TenantContext, billId: string, options: { isRefund?: boolean } = {}) {
  const locked = await repo.lockBillWithSums(ctx, billId);
  const row = locked.bill();
  if (!row) throw notFound('Bill');
  const { paid, refunded } = locked.sums();
  // Money given back on a settled bill (a refund) leaves it paid; a voided payment does not.
  const isPaid =
    (options.isRefund && row.status === 'paid') || (paid >= row.grand_total && (paid > 0 || row.grand_total === 0));
  const status = isPaid ? 'paid' : paid > 0 ? 'partial_payment' : row.status === 'sent' ? 'sent' : 'draft';
  const becamePaid = isPaid && row.status !== 'paid';
  const paidAt = becamePaid ? new Date() : isPaid ? row.paid_at : null;
  const day = await today(ctx);
  // One round trip: the update, the bill read back after it and, once it is paid, what `bill.paid`
  // and the order's completion need.
  const written = await repo.updateAndReadSettledBill(
    ctx,
    billId,
    { paid_total: paid, refunded_total: refunded, status, paid_at: paidAt },
    becamePaid ? row.order_id : null,
  );
  written.updated();
  const [bill] = toBills(written.bill(), [billId], day);
  if (!bill) throw notFound('Bill');
  if (!becamePaid) return bill;

  ctx.emit('bill.paid', {
    billId,
    billNo: bill.billNo,
    orderId: bill.orderId,
    totals: bill.totals,
    paidAt: bill.paidAt!,
    methods: written.methods(),
  });
  const payable = written.payable();
  if (!payable.every((b) => b.id === billId || isSettledBill(b))) return bill;
  await completeSettledOrder(ctx, written.order(), payable);
  return bill;
}

/** Completes the order (once: a completed order stays so) and counts its customer's visit and spend. */
async function completeSettledOrder(
  ctx: TenantContext,
  order: OrderToComplete | undefined,
  bills: { grand_total: number | string }[],
) {
  const completed = order ? await completeOrder(ctx, order) : null;
  if (completed?.customerId) {
    const spent = bills.reduce((sum, b) => sum + Number(b.grand_total), 0);
    await recordCustomerVisit(ctx, completed.customerId, spent);
  }
}

/**
 * After a bill of the order was charged to an account: once every bill of the order is paid or on
 * account, the order completes and its table is freed, as when it is paid (`order.completed`, table status).
 */
export async function closeOrderIfSettled(ctx: TenantContext, orderId: string) {
  const read = await repo.payableBillsAndOrder(ctx, orderId);
  const payable = read.payable();
  if (!payable.every(isSettledBill)) return;
  await completeSettledOrder(ctx, read.order(), payable);
}

/** Takes a payment (partial or full). Cash: change due from the amount tendered, into the terminal's drawer. */
export async function recordPayment(
  ctx: TenantContext,
  billId: string,
  body: RecordPaymentBody,
): Promise<PaymentResult> {
  ctx.authorize('edit', 'payments');
  return takePayment(ctx, billId, body, { needsDrawer: true });
}

/**
 * The drawer session cash goes into: the open one named by the terminal, else (no name) the first
 * open one. When the restaurant requires an open drawer for cash and there is none, the cash is
 * refused before anything is written; a driver's collected cash (`needsDrawer: false`) never is.
 */
async function cashDrawerFor(ctx: TenantContext, name: string | undefined, needsDrawer: boolean, doing: string) {
  const drawer = await repo.openDrawer(ctx, name);
  if (!drawer && needsDrawer && (await loadPosSettings(ctx)).cashDrawer.requiredForCash) {
    throw ruleViolation(
      name ? `Open the cash drawer "${name}" on this terminal before ${doing}.` : `Open a cash drawer before ${doing}.`,
      'method',
    );
  }
  return drawer;
}

/** Takes a payment on a bill; `needsDrawer: false` for a driver's collected cash (see `cashDrawerFor`). */
export async function takePayment(
  ctx: TenantContext,
  billId: string,
  body: RecordPaymentBody,
  options: { needsDrawer: boolean },
): Promise<PaymentResult> {
  const rid = ctx.restaurant.id;
  const row = await lockBillFor(ctx, billId);
  if (row.status === 'paid' || row.status === 'split' || row.status === 'void') {
    throw ruleViolation(row.status === 'split' ? 'This bill was split; pay its parts.' : `This bill is ${row.status}.`);
  }
  const balance = row.grand_total - row.paid_total;
  if (body.amount > balance)
    throw new AppError('rule_violation', `The amount is more than the balance due (${balance}).`, {
      amount: 'More than the balance due.',
    });
  let tendered: number | null = null;
  let change: number | null = null;
  if (body.method === 'cash') {
    tendered = body.tendered ?? body.amount;
    if (tendered < body.amount)
      throw new AppError('invalid_input', 'The cash tendered is less than the amount.', {
        tendered: 'Less than the amount.',
      });
    change = tendered - body.amount;
  }
  const drawer =
    body.method === 'cash' ? await cashDrawerFor(ctx, body.drawer, options.needsDrawer, 'taking cash') : undefined;
  // One round trip: the payment, then the bill settled from it (its first reads go right after the insert).
  const taken = await repo.insertPaymentThen(
    ctx,
    {
      restaurant_id: rid,
      bill_id: billId,
      kind: 'payment',
      method: body.method,
      amount: body.amount,
      tendered,
      change_due: change,
      reference: body.reference ?? null,
      drawer_session_id: drawer?.id ?? null,
      created_by: jsonb(ctx.actor),
    },
    () => settleBill(ctx, billId),
  );
  const payment = toPayment(taken.payment()!);
  const bill = taken.after();
  ctx.emit('payment.recorded', { payment, bill });
  return { payment, bill };
}

const OVERRIDE_REFUSED = 'The manager email or password is not valid, or this person may not approve refunds.';

/**
 * Who approves a refund or void: the member themself with `payments.refund`; else, for a member who
 * takes payments, a manager's override (an active member whose role has `payments.refund`), checked
 * and rate limited as item voids are. Refused before anything is read or written.
 */
async function approverOf(
  ctx: TenantContext,
  override: ManagerOverride | undefined,
  limiter: OverrideLimiter,
): Promise<Approver | typeof ctx.actor> {
  if (ctx.can('edit', 'payments.refund')) return ctx.actor;
  ctx.authorize('edit', 'payments');
  if (!override) throw forbidden('Refunding or voiding a payment needs a manager’s approval.');
  return approveOverride(ctx, override, 'payments.refund', limiter, OVERRIDE_REFUSED);
}

async function lockPaymentFor(ctx: TenantContext, id: string) {
  const row = isUuid(id) ? await repo.lockPayment(ctx, id) : undefined;
  if (!row) throw notFound('Payment');
  if (row.kind !== 'payment' || row.status !== 'completed')
    throw ruleViolation('Only a completed payment can be refunded or voided.');
  return row;
}

/** Gives money back (the whole payment by default, less earlier refunds); cash from the terminal's drawer. */
export async function refundPayment(
  ctx: TenantContext,
  paymentId: string,
  body: RefundBody,
  limiter: OverrideLimiter,
  /** Where the refund receipt's links point (`config.linkBase`). */
  linkBase: string,
): Promise<PaymentResult> {
  const { amount, reason } = body;
  const approver = await approverOf(ctx, body.override, limiter);
  const p = await lockPaymentFor(ctx, paymentId);
  const left = p.amount - (await repo.refundedOf(ctx, p.id));
  const value = amount ?? left;
  if (value <= 0 || value > left) throw ruleViolation(`At most ${left} can be refunded.`, 'amount');
  const drawer = p.method === 'cash' ? await cashDrawerFor(ctx, body.drawer, true, 'giving cash back') : undefined;
  const payment = toPayment(
    await repo.insertPayment(ctx.trx, {
      restaurant_id: ctx.restaurant.id,
      bill_id: p.bill_id,
      kind: 'refund',
      method: p.method,
      amount: value,
      refund_of_id: p.id,
      reason,
      drawer_session_id: drawer?.id ?? null,
      created_by: jsonb(ctx.actor),
      approved_by: jsonb(approver),
    }),
  );
  const bill = await settleBill(ctx, p.bill_id, { isRefund: true });
  if (bill.customer) {
    await repo.queueRefundEmail(ctx, linkBase, bill.customer.id, payment.id, {
      billNumber: bill.number,
      amount: value,
      method: p.method,
      reason,
      refunded: bill.refunded,
      paid: bill.paid,
    });
  }
  await printRefundReceipt(ctx, p.bill_id, { id: payment.id, amount: value, method: p.method, reason });
  ctx.emit('payment.refunded', { payment, bill });
  return { payment, bill };
}

/** Voids a payment taken by mistake (with its refunds, if any, left as they are). */
export async function voidPayment(
  ctx: TenantContext,
  paymentId: string,
  body: VoidPaymentBody,
  limiter: OverrideLimiter,
): Promise<PaymentResult> {
  const { reason } = body;
  const approver = await approverOf(ctx, body.override, limiter);
  const p = await lockPaymentFor(ctx, paymentId);
  if ((await repo.refundedOf(ctx, p.id)) > 0) throw ruleViolation('A refunded payment cannot be voided.');
  const payment = toPayment(
    await ctx.trx
      .updateTable('payments')
      .set({ status: 'voided', voided_at: new Date(), reason, approved_by: jsonb(approver) })
      .where('restaurant_id', '=', ctx.restaurant.id)
      .where('id', '=', p.id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  const bill = await settleBill(ctx, p.bill_id);
  ctx.emit('payment.voided', { payment, bill });
  return { payment, bill };
}
