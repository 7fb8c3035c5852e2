import { orderTarget, type Income } from '@ros/shared-events';
import type { TenantContext } from '../../../kernel/tenant';
import { loadBill, loadBills } from '../bills';
import { businessDate, loadPosSettings } from '../../identity/restaurants';
import * as repo from './invoices.repo';
import type { IncomeQuery, InvoiceListQuery } from '@ros/shared-events';

/** The invoices list (Account › Invoices): every bill with its status, Past Due derived from the due date. */
export async function listInvoices(ctx: TenantContext, query: InvoiceListQuery) {
  ctx.authorize('view', 'income');
  const settings = await loadPosSettings(ctx);
  const today = businessDate(settings);
  const { ids, total, capped } = await repo.listInvoiceIds(ctx, query, today);
  return { data: await loadBills(ctx, ids, today), total, capped };
}

export async function getInvoice(ctx: TenantContext, billId: string) {
  ctx.authorize('view', 'income');
  const settings = await loadPosSettings(ctx);
  return loadBill(ctx, billId, businessDate(settings));
}

/** Account › Income: paid bills in a date range (restaurant business days) with their totals. */
export async function listIncome(ctx: TenantContext, query: IncomeQuery): Promise<Income> {
  ctx.authorize('view', 'income');
  const settings = await loadPosSettings(ctx);
  const { ids, total, totals } = await repo.income(ctx, query, settings.timeZone);
  return { data: await loadBills(ctx, ids, businessDate(settings)), total, totals };
}

/**
 * For exports: the next batch of paid bills of the days `from`–`to` after `after` (oldest payment
 * first) as an export writes them, where the batch ended, and (first batch) how many in all.
 */
export async function paidBillsBatch(
  ctx: TenantContext,
  range: { from: string; to: string },
  after: repo.PaidBillCursor | null,
  limit: number,
) {
  ctx.authorize('view', 'income');
  const settings = await loadPosSettings(ctx);
  const { rows, next } = await repo.paidBillsAfter(ctx, range, settings.timeZone, after, limit);
  const count = after ? null : await repo.countPaidBills(ctx, range, settings.timeZone);
  const data = rows.map((r) => ({
    id: r.id,
    billNo: r.bill_no,
    paidAt: r.paid_at,
    who: r.customer_name ?? orderTarget(r.order_type, r.table_name, r.customer_name),
    totals: {
      subtotal: r.subtotal,
      discount: r.discount_total,
      serviceCharge: r.service_charge,
      tax: r.tax,
      tip: r.tip,
      grandTotal: r.grand_total,
    },
    methods: r.methods,
  }));
  return { data, next, count };
}
