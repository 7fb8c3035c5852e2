import type { Selectable } from 'kysely';
import type { SubscriptionInvoices } from '@ros/db';
import { A4, PdfDocument } from '../../../kernel/pdf';
import { invoiceNumber } from './billing.service';

const money = (minor: number, currency: string) => `${currency} ${(minor / 100).toFixed(2)}`;
const day = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

/** A subscription invoice as PDF (the one PDF writer): who is billed, the period, the amount, paid or not. */
export function subscriptionInvoicePdf(row: Selectable<SubscriptionInvoices>, restaurantName: string): Buffer {
  const doc = new PdfDocument(A4);
  const right = A4.width - A4.margin;
  const number = invoiceNumber(row.number);
  doc.line(
    [
      { x: A4.margin, text: 'Restaurant OS', size: 20, bold: true },
      { x: right, text: 'INVOICE', size: 20, bold: true, right: true },
    ],
    30,
  );
  doc.line([{ x: A4.margin, text: `Invoice ${number}`, size: 11, bold: true }], 16);
  doc.line([{ x: A4.margin, text: `Date: ${day(row.created_at)}`, size: 10 }], 14);
  doc.line([{ x: A4.margin, text: `Billed to: ${restaurantName}`, size: 10 }], 14);
  doc.line([{ x: A4.margin, text: `Status: ${row.status === 'paid' ? 'Paid' : 'Payment failed'}`, size: 10 }], 14);
  doc.gap(14);
  doc.line(
    [
      { x: A4.margin, text: 'Description', size: 10, bold: true },
      { x: right, text: 'Amount', size: 10, bold: true, right: true },
    ],
    18,
  );
  const plan = row.plan[0]!.toUpperCase() + row.plan.slice(1);
  doc.line(
    [
      {
        x: A4.margin,
        text: `${plan} plan, ${row.period === 'year' ? 'yearly' : 'monthly'}: ${day(row.period_start)} to ${day(row.period_end)}`,
        size: 10,
      },
      { x: right, text: money(row.amount, row.currency), size: 10, right: true },
    ],
    16,
  );
  doc.gap(8);
  doc.line(
    [
      { x: A4.margin, text: 'Total', size: 11, bold: true },
      { x: right, text: money(row.amount, row.currency), size: 11, bold: true, right: true },
    ],
    18,
  );
  if (row.provider === 'test') {
    doc.gap(10);
    doc.line([{ x: A4.margin, text: 'Test payments - no money moves.', size: 9 }], 12);
  }
  return doc.end({ title: `Invoice ${number}` });
}
