import { linkTo, type Brand } from './brand';
import { defineTemplate, type Strings } from './define-template';
import { formatDay, formatMoney } from './format';
import { MailAction, MailLayout, MailText } from './layout';
import { MailTable } from './table';

/** The Z report's figures of one business day, in cents. */
interface DayFigures {
  bills: number;
  covers: number;
  netSales: number;
  grandTotal: number;
  discounts: number;
  refunds: number;
  refundCount: number;
  voidAmount: number;
  voids: number;
  serviceCharge: number;
  tax: number;
  tips: number;
}

interface EndOfDayData {
  /** The business day, `YYYY-MM-DD`. */
  day: string;
  currency: string;
  figures: DayFigures;
  methods: { label: string; amount: number }[];
  /** The product mix, best sellers first (the caller keeps the top of it). */
  dishes: { label: string; quantity: number; amount: number; share: number }[];
}

const strings: Strings<{
  subject: (b: Brand, day: string) => string;
  heading: (day: string) => string;
  figure: string;
  amount: string;
  rows: Record<
    | 'bills'
    | 'covers'
    | 'netSales'
    | 'grandTotal'
    | 'discounts'
    | 'refunds'
    | 'voids'
    | 'serviceCharge'
    | 'tax'
    | 'tips',
    string
  >;
  methods: string;
  noPayments: string;
  dishes: string;
  dish: string;
  quantity: string;
  share: string;
  noDishes: string;
  action: string;
  footer: string;
}> = {
  en: {
    subject: (b, day) => `${b.name}: end of day ${day}`,
    heading: (day) => `The day of ${day}`,
    figure: 'Figure',
    amount: 'Amount',
    rows: {
      bills: 'Bills',
      covers: 'Covers',
      netSales: 'Net sales',
      grandTotal: 'Total taken',
      discounts: 'Discounts',
      refunds: 'Refunds',
      voids: 'Voids',
      serviceCharge: 'Service charge',
      tax: 'Tax',
      tips: 'Tips',
    },
    methods: 'Payments',
    noPayments: 'No payments.',
    dishes: 'Product mix',
    dish: 'Dish',
    quantity: 'Sold',
    share: 'Share',
    noDishes: 'No dishes sold.',
    action: 'Open the reports',
    footer: 'You receive this as an owner or manager of the restaurant.',
  },
  es: {
    subject: (b, day) => `${b.name}: cierre del día ${day}`,
    heading: (day) => `El día ${day}`,
    figure: 'Concepto',
    amount: 'Importe',
    rows: {
      bills: 'Cuentas',
      covers: 'Comensales',
      netSales: 'Ventas netas',
      grandTotal: 'Total cobrado',
      discounts: 'Descuentos',
      refunds: 'Devoluciones',
      voids: 'Anulaciones',
      serviceCharge: 'Cargo por servicio',
      tax: 'Impuestos',
      tips: 'Propinas',
    },
    methods: 'Cobros',
    noPayments: 'Ningún cobro.',
    dishes: 'Ventas por plato',
    dish: 'Plato',
    quantity: 'Vendidos',
    share: 'Porcentaje',
    noDishes: 'Ningún plato vendido.',
    action: 'Abrir los informes',
    footer: 'Lo recibes como propietario o encargado del restaurante.',
  },
};

/** A business day's figures to the owner and managers: the Z report, payments by method and the product mix, as tables. */
export const endOfDay = defineTemplate<EndOfDayData>({
  channel: 'email',
  render(data, brand) {
    const t = strings[brand.language];
    const money = (cents: number) => formatMoney(cents, data.currency, brand.language);
    const f = data.figures;
    const figures: [string, string][] = [
      [t.rows.bills, String(f.bills)],
      [t.rows.covers, String(f.covers)],
      [t.rows.netSales, money(f.netSales)],
      [t.rows.grandTotal, money(f.grandTotal)],
      [t.rows.discounts, money(f.discounts)],
      [`${t.rows.refunds} (${f.refundCount})`, money(f.refunds)],
      [`${t.rows.voids} (${f.voids})`, money(f.voidAmount)],
      [t.rows.serviceCharge, money(f.serviceCharge)],
      [t.rows.tax, money(f.tax)],
      [t.rows.tips, money(f.tips)],
    ];
    const subject = t.subject(brand, data.day);
    return {
      subject,
      body: (
        <MailLayout
          brand={brand}
          preview={subject}
          heading={t.heading(formatDay(data.day, brand.language))}
          footer={t.footer}
        >
          <MailTable columns={[{ label: t.figure }, { label: t.amount, numeric: true }]} rows={figures} />
          <MailText style={{ fontWeight: 'bold' }}>{t.methods}</MailText>
          <MailTable
            columns={[{ label: t.methods }, { label: t.amount, numeric: true }]}
            rows={data.methods.map((m) => [m.label, money(m.amount)])}
            empty={t.noPayments}
          />
          <MailText style={{ fontWeight: 'bold' }}>{t.dishes}</MailText>
          <MailTable
            columns={[
              { label: t.dish },
              { label: t.quantity, numeric: true },
              { label: t.amount, numeric: true },
              { label: t.share, numeric: true },
            ]}
            rows={data.dishes.map((d) => [d.label, String(d.quantity), money(d.amount), `${d.share} %`])}
            empty={t.noDishes}
          />
          <MailAction href={linkTo(brand, '/apps/reports')} label={t.action} />
        </MailLayout>
      ),
    };
  },
});
