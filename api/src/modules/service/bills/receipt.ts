import type { ReceiptData } from '@ros/shared-events';
import type { TenantContext } from '../../../kernel/tenant';
import { assertInScope, driverOfOrder, orderReadScope } from '../orders';
import { staffNames } from '../../identity/members';
import { businessDate, loadPosSettings } from '../../identity/restaurants';
import { loadBill } from './bill-view';

/** Characters per line of an 80 mm thermal printer (Font A). */
export const RECEIPT_WIDTH = 48;

/** "12.34" from 1234 minor units (2 decimals; the currency code is printed once in the header). */
export const money = (minor: number) =>
  `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

/** Receipt data for an 80 mm layout: header, Particular/Rate/QTY/Sub Total lines, totals, payments. */
export async function receiptData(ctx: TenantContext, billId: string): Promise<ReceiptData> {
  const scope = orderReadScope(ctx, ['orders', 'income']);
  const settings = await loadPosSettings(ctx);
  const bill = await loadBill(ctx, billId, businessDate(settings));
  if (scope) assertInScope(scope, await driverOfOrder(ctx, bill.orderId), 'Bill');
  const order = await ctx.trx
    .selectFrom('orders')
    .select('staff_user_id')
    .where('restaurant_id', '=', ctx.restaurant.id)
    .where('id', '=', bill.orderId)
    .executeTakeFirst();
  const names = await staffNames(ctx, order?.staff_user_id ? [order.staff_user_id] : []);
  const { billTo, paymentDetails } = await invoiceParties(ctx, bill.customer?.id ?? null);
  return {
    width: RECEIPT_WIDTH,
    currency: settings.currency,
    restaurant: { name: settings.name, address: settings.address, contact: settings.contact, email: settings.email },
    billNo: bill.billNo,
    number: bill.number,
    orderDisplayNo: bill.orderDisplayNo,
    target: bill.target,
    server: order?.staff_user_id ? (names.get(order.staff_user_id) ?? null) : null,
    customer: bill.customerName,
    billTo,
    paymentDetails,
    createdAt: bill.createdAt,
    split: bill.splitMode ? { mode: bill.splitMode, index: bill.splitIndex } : null,
    // A part of an even split pays a share of the whole bill: one line, not the whole bill's lines.
    lines: bill.share
      ? [
          {
            particular: `Share ${bill.share.index} of ${bill.share.of}`,
            qty: 1,
            rate: bill.totals.subtotal,
            subTotal: bill.totals.subtotal,
          },
        ]
      : bill.lines.map((l) => ({ particular: l.particular, qty: l.qty, rate: l.rate, subTotal: l.subTotal })),
    totals: bill.totals,
    serviceChargePercent: bill.serviceChargePercent,
    taxPercent: bill.taxPercent,
    taxInclusive: bill.taxInclusive,
    payments: bill.payments
      .filter((p) => p.status === 'completed')
      .map((p) => ({ kind: p.kind, method: p.method, amount: p.amount, tendered: p.tendered, changeDue: p.changeDue })),
    status: bill.statusLabel,
    balanceDue: bill.balanceDue,
    footer: 'Thank you!',
  };
}
export type { ReceiptData };

/** The invoice's parties beyond the header: the client on file (bill-to) and the restaurant's bank details. */
async function invoiceParties(ctx: TenantContext, customerId: string | null) {
  const [bank, client] = await Promise.all([
    ctx.trx
      .selectFrom('restaurants')
      .select(['bank_name', 'iban', 'swift_bic'])
      .where('id', '=', ctx.restaurant.id)
      .executeTakeFirstOrThrow(),
    customerId
      ? ctx.trx
          .selectFrom('customers')
          .select(['name', 'company', 'country'])
          .where('restaurant_id', '=', ctx.restaurant.id)
          .where('id', '=', customerId)
          .executeTakeFirst()
      : undefined,
  ]);
  return {
    billTo: client ? { name: client.name, company: client.company, country: client.country } : null,
    paymentDetails:
      bank.bank_name || bank.iban || bank.swift_bic
        ? { bankName: bank.bank_name, iban: bank.iban, swiftBic: bank.swift_bic }
        : null,
  };
}

const row = (left: string, right: string, width = RECEIPT_WIDTH) => {
  const l = left.length + right.length + 1 > width ? left.slice(0, width - right.length - 1) : left;
  return `${l}${' '.repeat(width - l.length - right.length)}${right}`;
};
const center = (s: string, width = RECEIPT_WIDTH) =>
  `${' '.repeat(Math.max(0, Math.floor((width - s.length) / 2)))}${s}`.slice(0, width);

/** The receipt as plain text, 48 columns. */
export function receiptText(r: ReceiptData): string {
  const w = r.width;
  const rule = '-'.repeat(w);
  const out = [center(r.restaurant.name, w)];
  if (r.restaurant.address) out.push(center(r.restaurant.address, w));
  if (r.restaurant.contact) out.push(center(r.restaurant.contact, w));
  out.push(
    rule,
    row(`Bill #${r.number}`, `Order #${r.orderDisplayNo}`, w),
    row(r.target, new Date(r.createdAt).toISOString().slice(0, 16).replace('T', ' '), w),
  );
  if (r.server) out.push(`Server: ${r.server}`);
  if (r.customer) out.push(`Customer: ${r.customer}`);
  out.push(rule, row('Particular', 'Rate  QTY  Sub Total', w), rule);
  for (const l of r.lines) {
    out.push(l.particular.slice(0, w));
    out.push(row('', `${money(l.rate)} x ${l.qty}  ${money(l.subTotal).padStart(9)}`, w));
  }
  const t = r.totals;
  out.push(rule, row('Sub Total', money(t.subtotal), w));
  if (t.discount) out.push(row('Discount', `-${money(t.discount)}`, w));
  if (t.serviceCharge) out.push(row(`Service charge ${r.serviceChargePercent}%`, money(t.serviceCharge), w));
  if (t.tax) out.push(row(`Tax ${r.taxPercent}%${r.taxInclusive ? ' (included)' : ''}`, money(t.tax), w));
  if (t.tip) out.push(row('Tip', money(t.tip), w));
  if (t.rounding) out.push(row('Rounding', money(t.rounding), w));
  out.push(row(`GRAND TOTAL ${r.currency}`, money(t.grandTotal), w), rule);
  for (const p of r.payments) {
    out.push(
      row(
        `${p.kind === 'refund' ? 'Refund' : 'Paid'} (${p.method})`,
        money(p.kind === 'refund' ? -p.amount : p.amount),
        w,
      ),
    );
    if (p.tendered !== null && p.changeDue)
      out.push(row('  Tendered', money(p.tendered), w), row('  Change', money(p.changeDue), w));
  }
  if (r.balanceDue) out.push(row('Balance due', money(r.balanceDue), w));
  out.push('', center(r.footer, w), '');
  return out.join('\n');
}
