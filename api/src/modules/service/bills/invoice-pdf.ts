import { A4, PdfDocument, type TextRun } from '../../../kernel/pdf';
import { money, type ReceiptData } from './receipt';

/** The A4 invoice layout: header, bill facts, the Particular/Rate/QTY/Sub Total table, totals, payments. */
function layout(doc: PdfDocument, r: ReceiptData) {
  const line = (runs: TextRun[], height: number) => doc.line(runs, height);
  const cols = { particular: A4.margin, rate: 360, qty: 430, sub: A4.width - A4.margin };
  line(
    [
      { x: A4.margin, text: r.restaurant.name, size: 20, bold: true },
      { x: cols.sub, text: 'INVOICE', size: 20, bold: true, right: true },
    ],
    28,
  );
  for (const t of [r.restaurant.address, r.restaurant.contact, r.restaurant.email])
    if (t) line([{ x: A4.margin, text: t, size: 10 }], 14);
  doc.gap(10);
  line(
    [
      { x: A4.margin, text: `Bill #${r.number}`, size: 11, bold: true },
      { x: cols.sub, text: new Date(r.createdAt).toISOString().slice(0, 10), size: 11, right: true },
    ],
    16,
  );
  line(
    [
      { x: A4.margin, text: `${r.target}  ·  Order #${r.orderDisplayNo}`.replace('·', '-'), size: 10 },
      { x: cols.sub, text: `Status: ${r.status}`, size: 10, right: true },
    ],
    14,
  );
  if (r.billTo) {
    line([{ x: A4.margin, text: 'Bill to', size: 10, bold: true }], 14);
    for (const t of [r.billTo.name, r.billTo.company, r.billTo.country])
      if (t) line([{ x: A4.margin, text: t, size: 10 }], 14);
  } else if (r.customer) line([{ x: A4.margin, text: `Customer: ${r.customer}`, size: 10 }], 14);
  if (r.server) line([{ x: A4.margin, text: `Server: ${r.server}`, size: 10 }], 14);
  doc.gap(12);
  line(
    [
      { x: cols.particular, text: 'Particular', size: 10, bold: true },
      { x: cols.rate, text: 'Rate', size: 10, bold: true, right: true },
      { x: cols.qty, text: 'QTY', size: 10, bold: true, right: true },
      { x: cols.sub, text: 'Sub Total', size: 10, bold: true, right: true },
    ],
    18,
  );
  for (const l of r.lines) {
    line(
      [
        { x: cols.particular, text: l.particular.slice(0, 60), size: 10 },
        { x: cols.rate, text: money(l.rate), size: 10, right: true },
        { x: cols.qty, text: String(l.qty), size: 10, right: true },
        { x: cols.sub, text: money(l.subTotal), size: 10, right: true },
      ],
      15,
    );
  }
  doc.gap(10);
  const t = r.totals;
  const totals: [string, number, boolean?][] = [['Sub Total', t.subtotal]];
  if (t.discount) totals.push(['Discount', -t.discount]);
  if (t.serviceCharge) totals.push([`Service charge ${r.serviceChargePercent}%`, t.serviceCharge]);
  if (t.tax) totals.push([`Tax ${r.taxPercent}%${r.taxInclusive ? ' (included)' : ''}`, t.tax]);
  if (t.tip) totals.push(['Tip', t.tip]);
  if (t.rounding) totals.push(['Rounding', t.rounding]);
  totals.push([`GRAND TOTAL ${r.currency}`, t.grandTotal, true]);
  for (const [label, value, bold] of totals) {
    line(
      [
        { x: cols.qty, text: label, size: bold ? 12 : 10, bold, right: true },
        { x: cols.sub, text: money(value), size: bold ? 12 : 10, bold, right: true },
      ],
      bold ? 20 : 15,
    );
  }
  if (r.payments.length) {
    doc.gap(10);
    line([{ x: A4.margin, text: 'Payments', size: 10, bold: true }], 15);
    for (const p of r.payments)
      line(
        [
          { x: A4.margin, text: `${p.kind === 'refund' ? 'Refund' : 'Paid'} (${p.method})`, size: 10 },
          { x: cols.sub, text: money(p.kind === 'refund' ? -p.amount : p.amount), size: 10, right: true },
        ],
        15,
      );
  }
  if (r.balanceDue)
    line(
      [
        { x: cols.qty, text: 'Balance due', size: 11, bold: true, right: true },
        { x: cols.sub, text: money(r.balanceDue), size: 11, bold: true, right: true },
      ],
      18,
    );
  if (r.paymentDetails) {
    doc.gap(10);
    line([{ x: A4.margin, text: 'Payment details', size: 10, bold: true }], 15);
    const { bankName, iban, swiftBic } = r.paymentDetails;
    for (const [label, value] of [
      ['Bank', bankName],
      ['IBAN', iban && iban.replace(/(.{4})(?=.)/g, '$1 ')],
      ['SWIFT/BIC', swiftBic],
    ] as const)
      if (value) line([{ x: A4.margin, text: `${label}: ${value}`, size: 10 }], 14);
  }
  doc.gap(20);
  line([{ x: A4.margin, text: r.footer, size: 10 }], 14);
}

/** Renders the bill as an A4 PDF through the API's one PDF writer (kernel/pdf.ts). */
export function invoicePdf(r: ReceiptData): Buffer {
  const doc = new PdfDocument(A4);
  layout(doc, r);
  return doc.end();
}
