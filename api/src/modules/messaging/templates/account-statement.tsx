import type { Brand } from './brand';
import { defineTemplate, type Strings } from './define-template';
import { formatDay, formatMoney } from './format';
import { MailLayout, MailText } from './layout';
import { MailTable } from './table';

interface AccountStatementData {
  customerName: string;
  currency: string;
  /** The period, `YYYY-MM-DD` days, both included. */
  from: string;
  to: string;
  /** What was owed before the period, and at its end (cents). */
  opening: number;
  closing: number;
  /** The period's charges (bills), payments and refunds, in date order, with the running balance (cents). */
  entries: {
    date: string;
    kind: 'bill' | 'payment' | 'refund';
    reference: string;
    debit: number;
    credit: number;
    balance: number;
  }[];
  /** Credit left under the limit now, or null without a limit. */
  available: number | null;
}

const strings: Strings<{
  subject: (b: Brand) => string;
  heading: (from: string, to: string) => string;
  greeting: (d: AccountStatementData) => string;
  columns: { date: string; reference: string; charge: string; payment: string; balance: string };
  kinds: Record<AccountStatementData['entries'][number]['kind'], string>;
  opening: string;
  closing: string;
  available: string;
  none: string;
  footer: (b: Brand) => string;
}> = {
  en: {
    subject: (b) => `Your account statement from ${b.name}`,
    heading: (from, to) => `Statement: ${from} to ${to}`,
    greeting: (d) => `Hello ${d.customerName}, here is your account for the period.`,
    columns: { date: 'Date', reference: 'Reference', charge: 'Charges', payment: 'Payments', balance: 'Balance' },
    kinds: { bill: 'Charge', payment: 'Payment', refund: 'Refund' },
    opening: 'Balance brought forward',
    closing: 'Balance due',
    available: 'Credit available',
    none: 'No charges or payments in this period.',
    footer: (b) => `Questions about this statement? Reply to ${b.name}.`,
  },
  es: {
    subject: (b) => `Tu extracto de cuenta de ${b.name}`,
    heading: (from, to) => `Extracto: del ${from} al ${to}`,
    greeting: (d) => `Hola, ${d.customerName}: este es el estado de tu cuenta en el periodo.`,
    columns: { date: 'Fecha', reference: 'Referencia', charge: 'Cargos', payment: 'Pagos', balance: 'Saldo' },
    kinds: { bill: 'Cargo', payment: 'Pago', refund: 'Devolución' },
    opening: 'Saldo anterior',
    closing: 'Saldo pendiente',
    available: 'Crédito disponible',
    none: 'Ningún cargo ni pago en este periodo.',
    footer: (b) => `¿Dudas sobre este extracto? Responde a ${b.name}.`,
  },
};

/** A credit customer's statement: the period's charges, payments and refunds, opening and closing balance. */
export const accountStatement = defineTemplate<AccountStatementData>({
  channel: 'email',
  render(data, brand) {
    const t = strings[brand.language];
    const money = (cents: number) => formatMoney(cents, data.currency, brand.language);
    const day = (d: string) => formatDay(d, brand.language);
    const subject = t.subject(brand);
    const summary: [string, string][] = [
      [t.opening, money(data.opening)],
      [t.closing, money(data.closing)],
    ];
    if (data.available !== null) summary.push([t.available, money(data.available)]);
    return {
      subject,
      body: (
        <MailLayout
          brand={brand}
          preview={subject}
          heading={t.heading(day(data.from), day(data.to))}
          footer={t.footer(brand)}
        >
          <MailText>{t.greeting(data)}</MailText>
          <MailTable
            columns={[
              { label: t.columns.date },
              { label: t.columns.reference },
              { label: t.columns.charge, numeric: true },
              { label: t.columns.payment, numeric: true },
              { label: t.columns.balance, numeric: true },
            ]}
            rows={data.entries.map((e) => [
              e.date,
              `${t.kinds[e.kind]} · ${e.reference}`,
              e.debit ? money(e.debit) : '',
              e.credit ? money(e.credit) : '',
              money(e.balance),
            ])}
            empty={t.none}
          />
          <MailTable columns={[{}, { numeric: true }]} rows={summary} />
        </MailLayout>
      ),
    };
  },
});
