import { A4, fitText, PdfDocument, wrapText, type TextRun } from '../../../kernel/pdf';

/** What a purchase order's PDF shows: who orders from whom, the lines and the total (money in cents). */
export interface PurchaseOrderDocument {
  language: 'en' | 'es';
  currency: string;
  restaurant: { name: string; address: string | null; email: string | null; contact: string | null };
  supplier: { name: string; contactName: string | null; address: string | null; email: string | null };
  poNo: number | string;
  orderedOn: string | null;
  expectedOn: string | null;
  notes: string | null;
  lines: { itemName: string; unit: string; quantity: number; unitCost: number; total: number }[];
  total: number;
}

const LABELS = {
  en: {
    title: 'PURCHASE ORDER',
    supplier: 'Supplier',
    ordered: 'Ordered',
    expected: 'Expected delivery',
    item: 'Item',
    quantity: 'Quantity',
    unitCost: 'Unit cost',
    total: 'Total',
    orderTotal: 'Order total',
    notes: 'Notes',
  },
  es: {
    title: 'PEDIDO DE COMPRA',
    supplier: 'Proveedor',
    ordered: 'Fecha del pedido',
    expected: 'Entrega prevista',
    item: 'Artículo',
    quantity: 'Cantidad',
    unitCost: 'Coste unitario',
    total: 'Total',
    orderTotal: 'Total del pedido',
    notes: 'Notas',
  },
};

/**
 * The purchase order as an A4 PDF (the API's one PDF writer, kernel/pdf.ts): the restaurant and the
 * supplier, the order's number and days, one row per line and the total, in the restaurant's
 * language and currency.
 */
export function purchaseOrderPdf(po: PurchaseOrderDocument): Buffer {
  const t = LABELS[po.language];
  const money = (cents: number) =>
    new Intl.NumberFormat(po.language, { style: 'currency', currency: po.currency }).format(cents / 100);
  const doc = new PdfDocument(A4);
  const left = A4.margin;
  const right = A4.width - A4.margin;
  const text = (s: string, size = 10, bold = false): TextRun => ({ x: left, text: s, size, bold });
  // Item on the left; quantity, unit cost and total right-aligned at their columns' right edges.
  const row = (cells: string[], bold = false) =>
    doc.line(
      [
        { x: left, text: fitText(cells[0]!, 242, 10), size: 10, bold },
        ...[382, 462, right].map((x, i) => ({ x, text: fitText(cells[i + 1]!, 72, 10), size: 10, bold, right: true })),
      ],
      16,
    );
  doc.line(
    [
      text(po.restaurant.name, 18, true),
      { x: right, text: `${t.title} ${po.poNo}`, size: 16, bold: true, right: true },
    ],
    24,
  );
  for (const line of [po.restaurant.address, po.restaurant.contact, po.restaurant.email])
    if (line) doc.line([text(line)], 14);
  doc.gap(30);
  doc.line([text(t.supplier, 11, true)], 16);
  for (const line of [po.supplier.name, po.supplier.contactName, po.supplier.address, po.supplier.email])
    if (line) doc.line([text(line)], 14);
  doc.gap(12);
  if (po.orderedOn) doc.line([text(`${t.ordered}: ${po.orderedOn}`)], 14);
  if (po.expectedOn) doc.line([text(`${t.expected}: ${po.expectedOn}`)], 14);
  doc.gap(12);
  row([t.item, t.quantity, t.unitCost, t.total], true);
  for (const l of po.lines) row([l.itemName, `${l.quantity} ${l.unit}`, money(l.unitCost), money(l.total)]);
  doc.gap(8);
  row([t.orderTotal, '', '', money(po.total)], true);
  if (po.notes) {
    doc.gap(12);
    doc.line([text(t.notes, 10, true)], 14);
    for (const line of wrapText(po.notes, right - left, 10)) doc.line([text(line)], 14);
  }
  return doc.end({ title: `${t.title} ${po.poNo}` });
}
