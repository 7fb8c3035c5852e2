import type { Brand } from './brand';
import { defineTemplate, type Strings } from './define-template';
import { formatMoney } from './format';
import { MailLayout, MailText } from './layout';
import { MailTable } from './table';

interface RefundReceiptData {
  customerName: string;
  billNumber: string | number;
  currency: string;
  /** This refund, in cents. */
  amount: number;
  /** How it goes back: the method of the payment refunded (cash, card…). */
  method: string;
  reason: string;
  /** The bill's refunds so far (this one included) and what stays paid after them, in cents. */
  refunded: number;
  paid: number;
}

const strings: Strings<{
  subject: (b: Brand) => string;
  heading: string;
  body: (d: RefundReceiptData, amount: string) => string;
  rows: { bill: string; amount: string; method: string; reason: string; refunded: string; paid: string };
  footer: (b: Brand) => string;
}> = {
  en: {
    subject: (b) => `Your refund from ${b.name}`,
    heading: 'Refund receipt',
    body: (d, amount) => `Hi ${d.customerName}, ${amount} was refunded to your ${d.method} payment.`,
    rows: {
      bill: 'Bill',
      amount: 'Refunded now',
      method: 'Paid back to',
      reason: 'Reason',
      refunded: 'Refunded in all',
      paid: 'Paid after refunds',
    },
    footer: (b) => `Keep this email as your receipt. Questions? Reply to ${b.name}.`,
  },
  es: {
    subject: (b) => `Tu devolución de ${b.name}`,
    heading: 'Justificante de devolución',
    body: (d, amount) => `Hola, ${d.customerName}: te hemos devuelto ${amount} a tu pago (${d.method}).`,
    rows: {
      bill: 'Cuenta',
      amount: 'Devuelto ahora',
      method: 'Devuelto a',
      reason: 'Motivo',
      refunded: 'Devuelto en total',
      paid: 'Pagado tras devoluciones',
    },
    footer: (b) => `Guarda este correo como justificante. ¿Dudas? Responde a ${b.name}.`,
  },
};

/** A guest's refund receipt (a receipt, never marketing: an unsubscribed guest still gets it). */
export const refundReceipt = defineTemplate<RefundReceiptData>({
  channel: 'email',
  render(data, brand) {
    const t = strings[brand.language];
    const money = (cents: number) => formatMoney(cents, data.currency, brand.language);
    const subject = t.subject(brand);
    return {
      subject,
      body: (
        <MailLayout brand={brand} preview={subject} heading={t.heading} footer={t.footer(brand)}>
          <MailText>{t.body(data, money(data.amount))}</MailText>
          <MailTable
            columns={[{}, { numeric: true }]}
            rows={[
              [t.rows.bill, `#${data.billNumber}`],
              [t.rows.amount, money(data.amount)],
              [t.rows.method, data.method],
              [t.rows.reason, data.reason],
              [t.rows.refunded, money(data.refunded)],
              [t.rows.paid, money(data.paid)],
            ]}
          />
        </MailLayout>
      ),
    };
  },
});
