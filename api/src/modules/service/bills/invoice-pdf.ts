import { money, type ReceiptData } from './receipt';

/** One text run on an A4 page: position in points from the top-left, size, bold. */
interface Run {
  x: number;
  y: number;
  text: string;
  size: number;
  bold?: boolean;
  right?: boolean;
}

const A4 = { width: 595, height: 842, margin: 50 };
// Helvetica's average glyph width is about half the font size: enough to right-align numbers.
const widthOf = (text: string, size: number) => text.length * size * 0.5;
const escape = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

/** The A4 invoice layout: header, bill facts, the Particular/Rate/QTY/Sub Total table, totals, payments. */
function layout(r: ReceiptData): Run[][] {
  const pages: Run[][] = [[]];
  let y = A4.margin;
  const page = () => pages[pages.length - 1]!;
  const line = (runs: Omit<Run, 'y'>[], height: number) => {
    if (y + height > A4.height - A4.margin) {
      pages.push([]);
      y = A4.margin;
    }
    for (const run of runs) page().push({ ...run, y });
    y += height;
  };
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
  y += 10;
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
  y += 12;
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
  y += 10;
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
    y += 10;
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
    y += 10;
    line([{ x: A4.margin, text: 'Payment details', size: 10, bold: true }], 15);
    const { bankName, iban, swiftBic } = r.paymentDetails;
    for (const [label, value] of [
      ['Bank', bankName],
      ['IBAN', iban && iban.replace(/(.{4})(?=.)/g, '$1 ')],
      ['SWIFT/BIC', swiftBic],
    ] as const)
      if (value) line([{ x: A4.margin, text: `${label}: ${value}`, size: 10 }], 14);
  }
  y += 20;
  line([{ x: A4.margin, text: r.footer, size: 10 }], 14);
  return pages;
}

/**
 * Renders the bill as an A4 PDF (PDF 1.4, the built-in Helvetica fonts, text only). Written by
 * hand rather than with pdfkit: an invoice is a few lines of text, and this keeps the API free of
 * a native-font dependency.
 */
export function invoicePdf(r: ReceiptData): Buffer {
  const pages = layout(r);
  const objects: string[] = [];
  // Object number = index + 1.
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // pages, filled below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const runs of pages) {
    const content = runs
      .map((run) => {
        const x = run.right ? run.x - widthOf(run.text, run.size) : run.x;
        const y = A4.height - run.y - run.size;
        return `BT /${run.bold ? 'F2' : 'F1'} ${run.size} Tf ${x.toFixed(1)} ${y.toFixed(1)} Td (${escape(run.text)}) Tj ET`;
      })
      .join('\n');
    add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    const contentNo = objects.length;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentNo} 0 R >>`,
    );
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
