import type { Aging, Payables, PersonRef, SupplierBill, SupplierLedger, SupplierPayment } from '@ros/shared-events';
import { addDays, daysBetween } from '../../../kernel/days';
import { AppError, notFound, ruleViolation } from '../../../kernel/errors';
import { jsonb } from '../../../kernel/jsonb';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { businessDate, loadPosSettings } from '../../identity/restaurants';
import { loadSupplier } from '../suppliers';
import type { SupplierBillBody, SupplierBillQuery, SupplierPaymentBody } from '@ros/shared-events';
import * as repo from './payables.repo';

/** The restaurant's business day now (its time zone). */
export async function todayOf(ctx: TenantContext) {
  return businessDate(await loadPosSettings(ctx));
}

export function toBill(b: repo.BillRow, today: string): SupplierBill {
  const amount = Number(b.amount);
  const paid = Number(b.paid);
  const overdueDays = paid < amount ? Math.max(0, daysBetween(b.due_day, today)) : 0;
  return {
    id: b.id,
    supplierId: b.supplier_id,
    supplierName: b.supplier_name,
    purchaseOrderId: b.purchase_order_id,
    poNo: b.po_no ?? null,
    reference: b.reference,
    issuedOn: b.issued_day,
    dueOn: b.due_day,
    amount,
    paid,
    balance: amount - paid,
    status: paid >= amount ? 'paid' : overdueDays > 0 ? 'overdue' : paid > 0 ? 'partly_paid' : 'open',
    daysOverdue: overdueDays,
    notes: b.notes,
  };
}

export const emptyAging = (): Aging => ({ current: 0, days30: 0, days60: 0, days90: 0, over90: 0 });
/** Adds an open bill's balance to its bucket: not yet due, 1–30, 31–60, 61–90 or over 90 days past due. */
export function age(aging: Aging, bill: { balance: number; daysOverdue: number }) {
  const d = bill.daysOverdue;
  const bucket: keyof Aging =
    d <= 0 ? 'current' : d <= 30 ? 'days30' : d <= 60 ? 'days60' : d <= 90 ? 'days90' : 'over90';
  aging[bucket] += bill.balance;
}

const toPayment = (p: repo.PaymentRow): SupplierPayment => ({
  id: p.id,
  supplierId: p.supplier_id,
  supplierName: p.supplier_name,
  billId: p.bill_id,
  amount: Number(p.amount),
  method: p.method as SupplierPayment['method'],
  paidOn: p.paid_day,
  reference: p.reference,
  notes: p.notes,
  createdBy: p.created_by as PersonRef,
  createdAt: new Date(p.created_at).toISOString(),
});

export async function listBills(ctx: TenantContext, query: SupplierBillQuery) {
  ctx.authorize('view', 'expenses');
  const today = await todayOf(ctx);
  const { rows, total } = await repo.listBills(ctx, query, today);
  return { data: rows.map((b) => toBill(b, today)), total };
}

async function loadBill(ctx: TenantContext, id: string, forUpdate = false) {
  const row = isUuid(id) ? await repo.findBill(ctx, id, forUpdate) : undefined;
  if (!row) throw notFound('Supplier bill');
  return row;
}

/** A bill entered by hand (services, a delivery without a purchase order); due by the supplier's terms unless given. */
export async function createBill(ctx: TenantContext, body: SupplierBillBody) {
  ctx.authorize('edit', 'expenses');
  const supplier = await loadSupplier(ctx, body.supplierId).catch(() => {
    throw new AppError('invalid_input', 'Choose one of your suppliers.', { supplierId: 'Unknown supplier.' });
  });
  const dueOn = body.dueOn ?? addDays(body.issuedOn, supplier.payment_terms_days);
  if (dueOn < body.issuedOn)
    throw new AppError('invalid_input', 'The due date is before the bill date.', {
      dueOn: 'On or after the bill date.',
    });
  const row = await repo.insertBill(ctx.trx, {
    restaurant_id: ctx.restaurant.id,
    supplier_id: body.supplierId,
    reference: body.reference,
    issued_on: body.issuedOn,
    due_on: dueOn,
    amount: body.amount,
    notes: body.notes,
  });
  ctx.emit('account.supplier_billed', {
    id: row.id,
    supplierId: body.supplierId,
    amount: body.amount,
    name: supplier.name,
    day: body.issuedOn,
  });
  return toBill(await loadBill(ctx, row.id), await todayOf(ctx));
}

/**
 * What a received purchase order owes: its bill is created at the first receipt (dated that day,
 * due by the supplier's payment terms) and its amount follows the goods received.
 */
export async function billPurchase(
  ctx: TenantContext,
  po: { id: string; poNo: number; supplierId: string; supplierName: string; receivedValue: number },
) {
  const supplier = await loadSupplier(ctx, po.supplierId);
  const today = await todayOf(ctx);
  const bill = await repo.upsertPurchaseBill(ctx.trx, {
    restaurant_id: ctx.restaurant.id,
    supplier_id: po.supplierId,
    purchase_order_id: po.id,
    reference: `PO ${po.poNo}`,
    issued_on: today,
    due_on: addDays(today, supplier.payment_terms_days),
    amount: po.receivedValue,
  });
  ctx.emit('account.supplier_billed', {
    id: bill.id,
    supplierId: po.supplierId,
    amount: po.receivedValue,
    name: po.supplierName,
    day: today,
  });
}

/** Pays a bill in full or in part (never more than it still owes). */
export async function paySupplier(ctx: TenantContext, body: SupplierPaymentBody) {
  ctx.authorize('edit', 'expenses');
  const bill = await loadBill(ctx, body.billId, true).catch(() => {
    throw new AppError('invalid_input', 'Choose one of your supplier bills.', { billId: 'Unknown bill.' });
  });
  const owed = Number(bill.amount) - Number(bill.paid);
  if (owed <= 0) throw ruleViolation('This bill is paid.', 'billId');
  if (body.amount > owed) throw ruleViolation(`The bill has ${(owed / 100).toFixed(2)} left to pay.`, 'amount');
  const row = await repo.insertPayment(ctx.trx, {
    restaurant_id: ctx.restaurant.id,
    supplier_id: bill.supplier_id,
    bill_id: bill.id,
    amount: body.amount,
    method: body.method,
    paid_on: body.paidOn,
    reference: body.reference,
    notes: body.notes,
    created_by: jsonb(ctx.actor),
  });
  await repo.addPaid(ctx, bill.id, body.amount);
  ctx.emit('account.supplier_paid', {
    id: row.id,
    supplierId: bill.supplier_id,
    billId: bill.id,
    amount: body.amount,
    name: bill.supplier_name,
    day: body.paidOn,
  });
  return toPayment((await repo.paymentsOf(ctx, null, [row.id]))[0]!);
}

/** Every supplier with something owed: balance, overdue and aging; with the totals. */
export async function payables(ctx: TenantContext): Promise<Payables> {
  ctx.authorize('view', 'expenses');
  const today = await todayOf(ctx);
  const bySupplier = new Map<string, Payables['data'][number]>();
  const totals = { balance: 0, overdue: 0, aging: emptyAging() };
  for (const row of await repo.billsOf(ctx, null, true)) {
    const bill = toBill(row, today);
    const s = bySupplier.get(bill.supplierId) ?? {
      supplierId: bill.supplierId,
      name: bill.supplierName,
      balance: 0,
      overdue: 0,
      openBills: 0,
      aging: emptyAging(),
    };
    s.balance += bill.balance;
    s.openBills++;
    if (bill.daysOverdue > 0) s.overdue += bill.balance;
    age(s.aging, bill);
    age(totals.aging, bill);
    bySupplier.set(bill.supplierId, s);
  }
  const data = [...bySupplier.values()].sort((a, b) => b.balance - a.balance);
  for (const s of data) {
    totals.balance += s.balance;
    totals.overdue += s.overdue;
  }
  return { data, totals };
}

/** A supplier's ledger: bills (debit) and payments (credit) by date with the running balance, its bills and aging. */
export async function supplierLedger(ctx: TenantContext, supplierId: string): Promise<SupplierLedger> {
  ctx.authorize('view', 'expenses');
  const supplier = await loadSupplier(ctx, supplierId);
  const today = await todayOf(ctx);
  const bills = (await repo.billsOf(ctx, supplierId)).map((b) => toBill(b, today));
  const payments = await repo.paymentsOf(ctx, supplierId);
  const entries = [
    ...bills.map((b) => ({
      date: b.issuedOn,
      kind: 'bill' as const,
      id: b.id,
      reference: b.reference,
      billId: b.id,
      debit: b.amount,
      credit: 0,
      balance: 0,
    })),
    ...payments.map((p) => ({
      date: p.paid_day,
      kind: 'payment' as const,
      id: p.id,
      reference: p.reference,
      billId: p.bill_id,
      debit: 0,
      credit: Number(p.amount),
      balance: 0,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date) || (a.kind === b.kind ? 0 : a.kind === 'bill' ? -1 : 1));
  let balance = 0;
  for (const e of entries) e.balance = balance += e.debit - e.credit;
  const aging = emptyAging();
  for (const b of bills) if (b.balance > 0) age(aging, b);
  return {
    supplier: {
      id: supplier.id,
      name: supplier.name,
      paymentTermsDays: supplier.payment_terms_days,
      address: supplier.address,
    },
    entries,
    bills,
    balance,
    aging,
  };
}
