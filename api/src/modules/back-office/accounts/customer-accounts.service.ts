import type { CustomerLedger, CustomerPayment } from '@ros/shared-events';
import { addDays, daysBetween } from '../../../kernel/days';
import { AppError, ruleViolation } from '../../../kernel/errors';
import { jsonb } from '../../../kernel/jsonb';
import type { TenantContext } from '../../../kernel/tenant';
import { getBill, updateBill } from '../../service/bills';
import { closeOrderIfSettled, recordPayment } from '../../service/payments';
import { getCustomer } from '../../service/customers';
import { businessDate } from '../../identity/restaurants';
import { notify } from '../../messaging/notifications';
import type { CustomerPaymentBody } from '@ros/shared-events';
import * as repo from './customer-accounts.repo';
import { age, emptyAging, todayOf } from './payables.service';

const balanceOf = (b: repo.AccountBillRow) => Number(b.grand_total) - Number(b.paid_total);

async function creditCustomer(ctx: TenantContext, customerId: string, field = 'customerId') {
  const customer = await getCustomer(ctx, customerId).catch(() => {
    throw new AppError('invalid_input', 'Choose one of your customers.', { [field]: 'Unknown customer.' });
  });
  return customer;
}

/**
 * Charges an unpaid bill to a credit customer's account: the bill is theirs, due by their payment
 * terms, and sent; once every bill of the order is paid or on account, the order completes and its
 * table is freed. Paying the account later settles the bill without re-opening the order. Refused for a customer without credit, or when it would take them over their limit.
 */
export async function chargeToAccount(ctx: TenantContext, billId: string, customerId: string) {
  ctx.authorize('edit', 'payments');
  const customer = await creditCustomer(ctx, customerId);
  if (!customer.hasCreditAccount)
    throw ruleViolation(`${customer.name} has no credit account; open one first.`, 'customerId');
  const bill = await getBill(ctx, billId);
  if (!['draft', 'sent', 'downloaded', 'partial_payment', 'past_due'].includes(bill.status))
    throw ruleViolation(`This bill is ${bill.statusLabel.toLowerCase()}; it cannot be charged to an account.`);
  const owed = (await repo.accountBills(ctx, customerId, true))
    .filter((b) => b.id !== billId)
    .reduce((s, b) => s + balanceOf(b), 0);
  // No limit: the account takes any amount.
  if (customer.creditLimit !== null && owed + bill.balanceDue > customer.creditLimit) {
    throw ruleViolation(
      `This would take ${customer.name} to ${((owed + bill.balanceDue) / 100).toFixed(2)}, over the credit limit of ${(customer.creditLimit / 100).toFixed(2)}.`,
      'customerId',
    );
  }
  const charged = await updateBill(ctx, billId, {
    version: bill.version,
    customerId,
    dueDate: addDays(await todayOf(ctx), customer.paymentTermsDays),
    status: 'sent',
  });
  // The bill is settled on account: the order completes and its table is freed, as when it is paid.
  await closeOrderIfSettled(ctx, charged.orderId);
  return charged;
}

/** A customer's account: charged bills (debit), payments (credit) and refunds, running balance, aging by due date. */
export async function customerLedger(ctx: TenantContext, customerId: string): Promise<CustomerLedger> {
  ctx.authorize('view', 'income');
  const customer = await getCustomer(ctx, customerId);
  const today = await todayOf(ctx);
  const rows = await repo.accountBills(ctx, customerId);
  const payments = await repo.billPayments(
    ctx,
    rows.map((b) => b.id),
  );
  const bills = rows.map((b) => {
    const balance = balanceOf(b);
    const daysOverdue = balance > 0 ? Math.max(0, daysBetween(b.due_day, today)) : 0;
    const status: CustomerLedger['bills'][number]['status'] =
      balance <= 0
        ? 'paid'
        : daysOverdue > 0
          ? 'past_due'
          : b.status === 'partial_payment'
            ? 'partial_payment'
            : 'sent';
    return {
      id: b.id,
      billNo: b.bill_no,
      businessDate: b.business_day,
      dueDate: b.due_day,
      amount: Number(b.grand_total),
      paid: Number(b.paid_total),
      balance,
      status,
      daysOverdue,
    };
  });
  const byId = new Map(bills.map((b) => [b.id, b]));
  const entries = [
    ...bills.map((b) => ({
      date: b.businessDate,
      kind: 'bill' as const,
      id: b.id,
      reference: `Bill #${b.billNo}`,
      billId: b.id,
      debit: b.amount,
      credit: 0,
      balance: 0,
    })),
    ...payments.map((p) => ({
      date: businessDate(ctx.restaurant, new Date(p.created_at)),
      kind: p.kind === 'refund' ? ('refund' as const) : ('payment' as const),
      id: p.id,
      reference: `Bill #${byId.get(p.bill_id)!.billNo}${p.reference ? ` · ${p.reference}` : ''}`,
      billId: p.bill_id,
      debit: p.kind === 'refund' ? Number(p.amount) : 0,
      credit: p.kind === 'refund' ? 0 : Number(p.amount),
      balance: 0,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date) || (a.kind === 'bill' ? -1 : 1));
  let balance = 0;
  for (const e of entries) e.balance = balance += e.debit - e.credit;
  const aging = emptyAging();
  for (const b of bills) if (b.balance > 0) age(aging, b);
  const owed = bills.reduce((s, b) => s + Math.max(0, b.balance), 0);
  return {
    customer: {
      id: customer.id,
      name: customer.name,
      creditLimit: customer.creditLimit,
      paymentTermsDays: customer.paymentTermsDays,
    },
    entries,
    bills,
    balance: owed,
    available: customer.creditLimit === null ? null : customer.creditLimit - owed,
    aging,
  };
}

/** A payment on the account, split over the customer's open bills, oldest due first (each an ordinary bill payment). */
export async function receiveCustomerPayment(ctx: TenantContext, body: CustomerPaymentBody): Promise<CustomerPayment> {
  ctx.authorize('edit', 'payments');
  await creditCustomer(ctx, body.customerId);
  const open = (await repo.accountBills(ctx, body.customerId, true)).filter((b) => balanceOf(b) > 0);
  const owed = open.reduce((s, b) => s + balanceOf(b), 0);
  if (!owed) throw ruleViolation('Nothing is owed on this account.', 'customerId');
  if (body.amount > owed) throw ruleViolation(`The account owes ${(owed / 100).toFixed(2)}.`, 'amount');
  let left = body.amount;
  const allocations: CustomerPayment['allocations'] = [];
  for (const b of open) {
    if (!left) break;
    const amount = Math.min(left, balanceOf(b));
    const { payment } = await recordPayment(ctx, b.id, {
      method: body.method,
      amount,
      tendered: body.method === 'cash' ? amount : undefined,
      reference: body.reference ?? 'Account payment',
    });
    allocations.push({ billId: b.id, billNo: b.bill_no, amount, paymentId: payment.id });
    left -= amount;
  }
  const row = await repo.insertCustomerPayment(ctx.trx, {
    restaurant_id: ctx.restaurant.id,
    customer_id: body.customerId,
    amount: body.amount,
    method: body.method,
    reference: body.reference,
    payment_ids: jsonb(allocations.map((a) => a.paymentId)),
    created_by: jsonb(ctx.actor),
  });
  return {
    id: row.id,
    customerId: body.customerId,
    amount: body.amount,
    method: body.method,
    reference: body.reference,
    allocations,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Announces once each account bill that passed its due date unpaid (`account.bill_past_due`) and
 * notifies those who may view income; the restaurant's day decides.
 */
export async function announcePastDue(ctx: TenantContext, today: string) {
  const due = await repo.markPastDue(ctx, today);
  for (const b of due) {
    ctx.emit('account.bill_past_due', {
      id: b.id,
      billNo: b.bill_no,
      customerId: b.customer_id,
      amount: Number(b.balance),
      name: b.name,
      day: b.due_day,
    });
    // Those who follow the money learn it too, once per bill.
    await notify(ctx, {
      kind: 'bill_past_due',
      to: { permission: 'income' },
      title: `Bill #${b.bill_no} of ${b.name} is past due`,
      body: `It was due on ${b.due_day}; ${(Number(b.balance) / 100).toFixed(2)} is still owed.`,
      link: '/apps/invoice/list',
      relatedId: b.id,
      dedupeKey: `bill_past_due:${b.id}`,
    });
  }
  return due.length;
}
