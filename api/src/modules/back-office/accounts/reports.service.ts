import type { Daybook, ProfitAndLoss } from '@ros/shared-events';
import { AppError } from '../../../kernel/errors';
import type { TenantContext } from '../../../kernel/tenant';
import { loadPosSettings } from '../../identity/restaurants';
import * as repo from './reports.repo';

const METHOD_LABEL: Record<string, string> = {
  cash: 'cash',
  card: 'card',
  wallet: 'wallet',
  bank_transfer: 'bank transfer',
  other: 'other',
};

/**
 * The daybook of one business day: bill payments and refunds by method, drawer pay-ins and
 * pay-outs, expenses, supplier payments and other income, in time order; totals in and out per
 * method; the day's opening cash (its drawers' floats) and closing cash (opening + cash in − out).
 */
export async function daybook(ctx: TenantContext, date: string): Promise<Daybook> {
  if (!ctx.can('view', 'income') && !ctx.can('view', 'expenses')) ctx.authorize('view', 'income');
  const { timeZone } = await loadPosSettings(ctx);
  const d = await repo.daybookLines(ctx, date, timeZone);
  const at = (t: Date | string) => new Date(t).toISOString();
  const entries: Daybook['entries'] = [
    ...d.payments.map((p) =>
      p.kind === 'refund'
        ? {
            at: at(p.created_at),
            kind: 'refund' as const,
            description: `Refund on bill #${p.bill_no}`,
            method: p.method,
            in: 0,
            out: Number(p.amount),
          }
        : {
            at: at(p.created_at),
            kind: 'payment' as const,
            description: `Bill #${p.bill_no}`,
            method: p.method,
            in: Number(p.amount),
            out: 0,
          },
    ),
    ...d.drawer.map((m) =>
      m.kind === 'pay_in'
        ? {
            at: at(m.created_at),
            kind: 'pay_in' as const,
            description: `Pay-in (${m.name} drawer): ${m.reason}`,
            method: 'cash',
            in: Number(m.amount),
            out: 0,
          }
        : {
            at: at(m.created_at),
            kind: 'pay_out' as const,
            description: `Pay-out (${m.name} drawer): ${m.reason}`,
            method: 'cash',
            in: 0,
            out: Number(m.amount),
          },
    ),
    ...d.expenses.map((e) => ({
      at: at(e.created_at),
      kind: 'expense' as const,
      description: `Expense: ${e.category}${e.payee ? ` · ${e.payee}` : ''}`,
      method: e.method,
      in: 0,
      out: Number(e.amount) + Number(e.tax),
    })),
    ...d.supplierPayments.map((p) => ({
      at: at(p.created_at),
      kind: 'supplier_payment' as const,
      description: `Paid ${p.name}${p.reference ? ` (${p.reference})` : ''}`,
      method: p.method,
      in: 0,
      out: Number(p.amount),
    })),
    ...d.income.map((i) => ({
      at: at(i.created_at),
      kind: 'other_income' as const,
      description: `Income (${i.kind}): ${i.description}`,
      method: i.method,
      in: Number(i.amount),
      out: 0,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const byMethod = new Map<string, { method: string; in: number; out: number }>();
  for (const e of entries) {
    const m = byMethod.get(e.method) ?? { method: e.method, in: 0, out: 0 };
    m.in += e.in;
    m.out += e.out;
    byMethod.set(e.method, m);
  }
  const totalIn = entries.reduce((s, e) => s + e.in, 0);
  const totalOut = entries.reduce((s, e) => s + e.out, 0);
  const cash = byMethod.get('cash') ?? { in: 0, out: 0 };
  return {
    date,
    entries,
    totals: { in: totalIn, out: totalOut, net: totalIn - totalOut },
    byMethod: [...byMethod.values()].map((m) => ({ ...m, method: METHOD_LABEL[m.method] ?? m.method })),
    openingCash: d.openingCash,
    closingCash: d.openingCash + cash.in - cash.out,
  };
}

type Figures = ProfitAndLoss['months'][number];
const blank = (month: string): Figures & { tax: number; tips: number } => ({
  month,
  sales: 0,
  discounts: 0,
  serviceCharge: 0,
  refunds: 0,
  netRevenue: 0,
  otherIncome: 0,
  cogs: 0,
  grossMargin: 0,
  expenses: 0,
  net: 0,
  tax: 0,
  tips: 0,
});

/** The months from `from` to `to` ("2026-09", "2026-10"…). */
function monthsOf(from: string, to: string) {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  while (`${y}-${String(m).padStart(2, '0')}` <= to.slice(0, 7)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    if (++m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}

/**
 * Profit & loss for a period (days in the restaurant's time zone): revenue of the bills paid (what
 * was paid, less tax and tips, which belong to others) net of refunds, plus other income; cost of
 * goods sold at average cost from the stock ledger's sales (less void returns); gross margin;
 * expenses by category; net. Month by month and in total, to the cent.
 */
export async function profitAndLoss(ctx: TenantContext, from: string, to: string): Promise<ProfitAndLoss> {
  ctx.authorize('view', 'income');
  if (monthsOf(from, to).length > 36)
    throw new AppError('invalid_input', 'Choose at most 36 months.', { to: 'At most 36 months after the start.' });
  const { timeZone } = await loadPosSettings(ctx);
  const r = await repo.profitAndLoss(ctx, from, to, timeZone);
  const months = new Map(monthsOf(from, to).map((m) => [m, blank(m)]));
  const at = (month: string) => months.get(month) ?? months.set(month, blank(month)).get(month)!;
  for (const b of r.bills) {
    const m = at(b.month);
    m.tax += Number(b.tax);
    m.tips += Number(b.tip);
    m.discounts += Number(b.discounts);
    m.serviceCharge += Number(b.service_charge);
    m.sales += Number(b.grand_total) - Number(b.tax) - Number(b.tip) + Number(b.discounts);
  }
  for (const x of r.refunds) at(x.month).refunds += Number(x.amount);
  for (const x of r.cogs) at(x.month).cogs += Number(x.amount);
  for (const x of r.income) at(x.month).otherIncome += Number(x.amount);
  const byCategory = new Map<string, { categoryId: string; name: string; amount: number }>();
  for (const e of r.expenses) {
    at(e.month).expenses += Number(e.amount);
    const c = byCategory.get(e.category_id) ?? { categoryId: e.category_id, name: e.name, amount: 0 };
    c.amount += Number(e.amount);
    byCategory.set(e.category_id, c);
  }
  const total = blank('total');
  for (const m of months.values()) {
    m.netRevenue = m.sales - m.discounts - m.refunds;
    m.grossMargin = m.netRevenue + m.otherIncome - m.cogs;
    m.net = m.grossMargin - m.expenses;
    for (const k of [
      'sales',
      'discounts',
      'serviceCharge',
      'refunds',
      'netRevenue',
      'otherIncome',
      'cogs',
      'grossMargin',
      'expenses',
      'net',
      'tax',
      'tips',
    ] as const)
      total[k] += m[k];
  }
  const { month: _m, ...figures } = total;
  const revenue = figures.netRevenue + figures.otherIncome;
  return {
    from,
    to,
    figures: {
      ...figures,
      grossMarginPercent: revenue > 0 ? Math.round((figures.grossMargin / revenue) * 1000) / 10 : null,
    },
    expensesByCategory: [...byCategory.values()].sort((a, b) => b.amount - a.amount),
    months: [...months.values()]
      .sort((a, b) => a.month.localeCompare(b.month))
      .map(({ tax: _t, tips: _tp, ...m }) => m),
  };
}
