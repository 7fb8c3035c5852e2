import type { DrawerReport, ReceiptData, Ticket } from '@ros/shared-events';
import type { PrintLine } from './print-layout';

/** What every reprint carries on top, so the kitchen never cooks a ticket twice. */
export const REPRINT_BANNER: PrintLine[] = [{ text: '*** REPRINT ***', big: true, bold: true, center: true }];

/** `lines` with the reprint banner on top (once). */
export const asReprint = (lines: PrintLine[]): PrintLine[] => {
  const first = lines[0];
  return first && 'text' in first && first.text === '*** REPRINT ***' ? lines : [...REPRINT_BANNER, ...lines];
};

const clock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
const dateTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/**
 * A kitchen ticket: where it goes (table or takeaway name) in big letters, order number and time,
 * station and fire, then its items with quantities, variants, modifiers, remarks and seats, by course.
 */
export function ticketLines(t: Ticket, timeZone: string): PrintLine[] {
  const lines: PrintLine[] = [
    // What the pass calls out: the table, or the takeaway's or delivery's name.
    { text: t.orderType === 'dine_in' && t.tableName ? `Table ${t.tableName}` : t.target, big: true, bold: true },
    { left: `Order #${t.orderDisplayNo}`, right: clock(t.createdAt, timeZone), bold: true },
    { left: t.stationName ?? 'Kitchen', right: t.fireNo > 1 ? `Fire ${t.fireNo}` : '' },
  ];
  if (t.serverName) lines.push({ text: `Server: ${t.serverName}` });
  const courses = [...new Set(t.items.map((i) => i.course ?? ''))];
  for (const course of courses) {
    lines.push(course ? { text: `-- ${course} --`, bold: true, center: true } : { rule: true });
    for (const i of t.items.filter((x) => (x.course ?? '') === course)) {
      lines.push({ text: `${i.quantity} x ${i.name}${i.variantName ? ` (${i.variantName})` : ''}`, big: true });
      for (const m of i.modifiers) lines.push({ text: `   + ${m}` });
      if (i.remarks) lines.push({ text: `   ! ${i.remarks}`, bold: true });
      if (i.seat !== null) lines.push({ text: `   Seat ${i.seat}` });
    }
  }
  const count = t.items.reduce((n, i) => n + i.quantity, 0);
  lines.push({ rule: true }, { text: `${count} item${count === 1 ? '' : 's'}`, center: true });
  return lines;
}

/** "12.34" from minor units. */
const money = (minor: number) =>
  `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

/** A bill's receipt (the 80 mm layout of the browser print, in printer lines). */
export function receiptLines(r: ReceiptData, timeZone: string): PrintLine[] {
  const lines: PrintLine[] = [{ text: r.restaurant.name, big: true, bold: true, center: true }];
  for (const extra of [r.restaurant.address, r.restaurant.contact])
    if (extra) lines.push({ text: extra, center: true });
  // The bill's number as the guest knows it ("4-1" for a part of a split), not the internal counter.
  lines.push(
    { rule: true },
    { left: `Bill #${r.number}`, right: `Order #${r.orderDisplayNo}` },
    { left: r.target, right: dateTime(r.createdAt, timeZone) },
  );
  if (r.server) lines.push({ text: `Server: ${r.server}` });
  if (r.customer) lines.push({ text: `Customer: ${r.customer}` });
  lines.push({ rule: true });
  for (const l of r.lines)
    lines.push({ text: l.particular }, { left: `  ${l.qty} x ${money(l.rate)}`, right: money(l.subTotal) });
  const t = r.totals;
  lines.push({ rule: true }, { left: 'Sub Total', right: money(t.subtotal) });
  if (t.discount) lines.push({ left: 'Discount', right: `-${money(t.discount)}` });
  if (t.serviceCharge) lines.push({ left: `Service charge ${r.serviceChargePercent}%`, right: money(t.serviceCharge) });
  if (t.tax) lines.push({ left: `Tax ${r.taxPercent}%${r.taxInclusive ? ' (included)' : ''}`, right: money(t.tax) });
  if (t.tip) lines.push({ left: 'Tip', right: money(t.tip) });
  if (t.rounding) lines.push({ left: 'Rounding', right: money(t.rounding) });
  lines.push({ left: `TOTAL ${r.currency}`, right: money(t.grandTotal), bold: true }, { rule: true });
  for (const p of r.payments) {
    lines.push({
      left: `${p.kind === 'refund' ? 'Refund' : 'Paid'} (${p.method})`,
      right: money(p.kind === 'refund' ? -p.amount : p.amount),
    });
    if (p.tendered !== null && p.changeDue)
      lines.push({ left: '  Tendered', right: money(p.tendered) }, { left: '  Change', right: money(p.changeDue) });
  }
  if (r.balanceDue) lines.push({ left: 'Balance due', right: money(r.balanceDue), bold: true });
  lines.push({ text: '' }, { text: r.footer, center: true });
  return lines;
}

/** A refund's receipt: a REFUND banner with the amount given back and why, then the bill as it now stands. */
export function refundReceiptLines(
  r: ReceiptData,
  refund: { amount: number; method: string; reason: string | null },
  timeZone: string,
): PrintLine[] {
  const head: PrintLine[] = [
    { text: '*** REFUND ***', big: true, bold: true, center: true },
    { left: `Refunded (${refund.method})`, right: money(-refund.amount), bold: true },
  ];
  if (refund.reason) head.push({ text: `Reason: ${refund.reason}` });
  return [...head, { rule: true }, ...receiptLines(r, timeZone)];
}

/**
 * A drawer session's Z report on the receipt printer: the period, sales by method and the day's
 * figures, then the drawer's cash (float, cash in and out, expected, counted, over or short).
 */
export function zReportLines(z: DrawerReport, restaurant: string, timeZone: string): PrintLine[] {
  const s = z.session;
  const lines: PrintLine[] = [
    { text: restaurant, big: true, bold: true, center: true },
    { text: `Z REPORT - ${s.name}`, bold: true, center: true },
    { left: 'From', right: dateTime(z.from, timeZone) },
    { left: 'To', right: dateTime(z.to, timeZone) },
    { left: 'Opened by', right: s.openedBy.name },
    { rule: true },
  ];
  for (const [method, amount] of Object.entries(z.salesByMethod))
    lines.push({ left: `Sales ${method}`, right: money(amount) });
  lines.push(
    { left: 'Bills paid', right: String(z.bills) },
    { left: 'Paid bills total', right: money(z.paidBillsTotal) },
    { left: 'Discounts', right: money(z.discounts) },
    { left: 'Refunds', right: money(z.refunds) },
    { left: 'Tips', right: money(z.tips) },
    { left: `Voided items (${z.voids.items})`, right: money(z.voids.itemsAmount) },
    { left: `Voided payments (${z.voids.payments})`, right: money(z.voids.paymentsAmount) },
    { rule: true },
    { left: 'Opening float', right: money(s.openingFloat) },
    { left: 'Cash sales', right: money(s.cashSales) },
    { left: 'Cash refunds', right: money(-s.cashRefunds) },
    { left: 'Pay-ins', right: money(z.payIns) },
    { left: 'Pay-outs', right: money(-z.payOuts) },
    { left: 'Expected cash', right: money(z.expectedCash), bold: true },
  );
  if (z.counted !== null) lines.push({ left: 'Counted', right: money(z.counted) });
  if (z.overShort !== null)
    lines.push({ left: z.overShort < 0 ? 'Short' : 'Over', right: money(z.overShort), bold: true });
  lines.push({ rule: true }, { text: s.status === 'open' ? 'Drawer still open' : 'Drawer closed', center: true });
  return lines;
}

/** What a test page shows: the printer's settings, a ruler of its width, styles and accents. */
export function testPageLines(
  p: { name: string; host: string; port: number; kind: string; station: string | null; widthChars: number },
  restaurant: string,
  timeZone: string,
): PrintLine[] {
  const ruler = Array.from({ length: p.widthChars }, (_, i) => String((i + 1) % 10)).join('');
  return [
    { text: 'TEST PAGE', big: true, bold: true, center: true },
    { text: restaurant, center: true },
    { rule: true },
    { left: 'Printer', right: p.name },
    { left: 'Address', right: `${p.host}:${p.port}` },
    { left: 'Prints', right: p.kind === 'kitchen' ? `Kitchen tickets: ${p.station ?? 'every station'}` : 'Receipts' },
    { left: 'Printed', right: dateTime(new Date().toISOString(), timeZone) },
    { rule: true },
    { text: ruler },
    { text: 'Bold text', bold: true },
    { text: 'Big text', big: true },
    { text: 'Àéíóú ñ ü ç € £' },
    { rule: true },
    { text: 'If you can read this, the printer works.', center: true },
  ];
}
