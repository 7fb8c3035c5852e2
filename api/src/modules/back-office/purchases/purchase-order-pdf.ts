import PDFDocument from 'pdfkit';

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
 * The purchase order as an A4 PDF (pdfkit, the built-in Helvetica): the restaurant and the supplier,
 * the order's number and days, one row per line and the total, in the restaurant's language and currency.
 */
export function purchaseOrderPdf(po: PurchaseOrderDocument): Promise<Buffer> {
  const t = LABELS[po.language];
  const money = (cents: number) =>
    new Intl.NumberFormat(po.language, { style: 'currency', currency: po.currency }).format(cents / 100);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${t.title} ${po.poNo}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const left = 50;
    const right = doc.page.width - 50;
    const cols = [left, 300, 390, 470];
    const widths = [cols[1]! - left - 8, 80, 72, right - cols[3]!];
    const row = (cells: string[], bold = false) => {
      if (doc.y > doc.page.height - 80) doc.addPage();
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
      cells.forEach((c, i) =>
        doc.text(c, cols[i]!, y, {
          width: widths[i]!,
          align: i === 0 ? 'left' : 'right',
          lineBreak: false,
          ellipsis: true,
        }),
      );
      doc.moveDown(0.7);
    };
    doc.font('Helvetica-Bold').fontSize(18).text(po.restaurant.name, left, 50);
    doc.font('Helvetica').fontSize(10);
    for (const line of [po.restaurant.address, po.restaurant.contact, po.restaurant.email]) if (line) doc.text(line);
    doc.font('Helvetica-Bold').fontSize(16).text(`${t.title} ${po.poNo}`, left, 50, { align: 'right' });
    doc.moveDown(4);
    doc.x = left;
    doc.font('Helvetica-Bold').fontSize(11).text(t.supplier);
    doc.font('Helvetica').fontSize(10).text(po.supplier.name);
    for (const line of [po.supplier.contactName, po.supplier.address, po.supplier.email]) if (line) doc.text(line);
    doc.moveDown();
    if (po.orderedOn) doc.text(`${t.ordered}: ${po.orderedOn}`);
    if (po.expectedOn) doc.text(`${t.expected}: ${po.expectedOn}`);
    doc.moveDown();
    row([t.item, t.quantity, t.unitCost, t.total], true);
    for (const l of po.lines) row([l.itemName, `${l.quantity} ${l.unit}`, money(l.unitCost), money(l.total)]);
    doc.moveDown(0.5);
    row([t.orderTotal, '', '', money(po.total)], true);
    if (po.notes) {
      doc.moveDown();
      doc.x = left;
      doc.font('Helvetica-Bold').text(t.notes);
      doc.font('Helvetica').text(po.notes, { width: right - left });
    }
    doc.end();
  });
}
