import type { Brand } from './brand';
import { defineTemplate, type Strings } from './define-template';
import { formatDay, formatMoney } from './format';
import { MailLayout, MailText } from './layout';
import { MailTable } from './table';

interface PurchaseOrderData {
  poNo: string | number;
  supplierName: string;
  /** The supplier's contact person, when known (the greeting names them). */
  contactName: string | null;
  /** The day the restaurant expects the delivery, `YYYY-MM-DD`. */
  expectedOn: string | null;
  notes: string | null;
  currency: string;
  lines: { itemName: string; unit: string; quantity: number; unitCost: number; total: number }[];
  total: number;
  /** The order as a PDF (made by the purchases module), attached. */
  pdfBase64: string;
}

const strings: Strings<{
  subject: (d: PurchaseOrderData, b: Brand) => string;
  heading: (d: PurchaseOrderData) => string;
  greeting: (d: PurchaseOrderData) => string;
  body: (b: Brand) => string;
  expected: (day: string) => string;
  notes: string;
  columns: { item: string; quantity: string; unitCost: string; total: string };
  total: string;
  footer: (b: Brand) => string;
  file: (d: PurchaseOrderData) => string;
}> = {
  en: {
    subject: (d, b) => `Purchase order ${d.poNo} from ${b.name}`,
    heading: (d) => `Purchase order ${d.poNo}`,
    greeting: (d) => `Hello ${d.contactName ?? d.supplierName},`,
    body: (b) => `${b.name} would like to order the following. The order is attached as a PDF.`,
    expected: (day) => `Expected delivery: ${day}.`,
    notes: 'Notes',
    columns: { item: 'Item', quantity: 'Quantity', unitCost: 'Unit cost', total: 'Total' },
    total: 'Order total',
    footer: (b) => `Please confirm by replying to this email. Sent by ${b.name}.`,
    file: (d) => `purchase-order-${d.poNo}.pdf`,
  },
  es: {
    subject: (d, b) => `Pedido de compra ${d.poNo} de ${b.name}`,
    heading: (d) => `Pedido de compra ${d.poNo}`,
    greeting: (d) => `Hola, ${d.contactName ?? d.supplierName}:`,
    body: (b) => `${b.name} quiere pedir lo siguiente. El pedido va adjunto en PDF.`,
    expected: (day) => `Entrega prevista: ${day}.`,
    notes: 'Notas',
    columns: { item: 'Artículo', quantity: 'Cantidad', unitCost: 'Coste unitario', total: 'Total' },
    total: 'Total del pedido',
    footer: (b) => `Confírmalo respondiendo a este correo. Enviado por ${b.name}.`,
    file: (d) => `pedido-de-compra-${d.poNo}.pdf`,
  },
};

/** A purchase order to its supplier, with the order's PDF attached. */
export const purchaseOrder = defineTemplate<PurchaseOrderData>({
  channel: 'email',
  render(data, brand) {
    const t = strings[brand.language];
    const money = (cents: number) => formatMoney(cents, data.currency, brand.language);
    const subject = t.subject(data, brand);
    return {
      subject,
      attachments: [{ filename: t.file(data), contentType: 'application/pdf', contentBase64: data.pdfBase64 }],
      body: (
        <MailLayout brand={brand} preview={subject} heading={t.heading(data)} footer={t.footer(brand)}>
          <MailText>{t.greeting(data)}</MailText>
          <MailText>{t.body(brand)}</MailText>
          <MailTable
            columns={[
              { label: t.columns.item },
              { label: t.columns.quantity, numeric: true },
              { label: t.columns.unitCost, numeric: true },
              { label: t.columns.total, numeric: true },
            ]}
            rows={[
              ...data.lines.map((l) => [l.itemName, `${l.quantity} ${l.unit}`, money(l.unitCost), money(l.total)]),
              [<strong key="total">{t.total}</strong>, '', '', <strong key="sum">{money(data.total)}</strong>],
            ]}
          />
          {data.expectedOn ? <MailText>{t.expected(formatDay(data.expectedOn, brand.language))}</MailText> : null}
          {data.notes ? <MailText>{`${t.notes}: ${data.notes}`}</MailText> : null}
        </MailLayout>
      ),
    };
  },
});
