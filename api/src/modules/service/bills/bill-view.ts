import type { Bill, Payment } from '@ros/shared-events';
import { orderTarget } from '@ros/shared-events';
import { notFound } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/tenant';
import type { PersonRef } from '../orders';
import * as repo from './bill-view.repo';
import type { RepoContext } from '../../../kernel/repo-context';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** A bill line: Particular, Rate, QTY, Sub Total. */
export interface BillLine {
  orderItemId: string;
  particular: string;
  rate: number;
  qty: number;
  subTotal: number;
  seat: number | null;
  /** A fee (the delivery fee), not a dish: no service charge on it. */
  isFee?: boolean;
}

export const STATUS_LABEL: Record<string, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partial_payment: 'Partial Payment',
  paid: 'Paid',
  past_due: 'Past Due',
  downloaded: 'Downloaded',
  split: 'Split',
  void: 'Void',
};

/**
 * An unpaid bill whose due date has passed is Past Due; a draft or sent one whose invoice PDF has
 * been downloaded is Downloaded (the specification's invoice status: the client has it in hand).
 */
export function effectiveStatus(
  status: string,
  dueDay: string | null,
  today: string,
  downloadedAt: Date | string | null = null,
): string {
  if ((status === 'draft' || status === 'sent' || status === 'partial_payment') && dueDay && dueDay < today)
    return 'past_due';
  if ((status === 'draft' || status === 'sent') && downloadedAt) return 'downloaded';
  return status;
}

export function toPayment(p: repo.PaymentRow): Payment {
  return {
    id: p.id,
    billId: p.bill_id,
    kind: p.kind as 'payment' | 'refund',
    method: p.method as 'cash' | 'card' | 'wallet' | 'other',
    amount: p.amount,
    tendered: p.tendered,
    changeDue: p.change_due,
    reference: p.reference,
    status: p.status as 'completed' | 'voided',
    refundOfId: p.refund_of_id,
    reason: p.reason,
    drawerSessionId: p.drawer_session_id,
    createdBy: p.created_by as PersonRef,
    approvedBy: p.approved_by as PersonRef | null,
    createdAt: iso(p.created_at)!,
    voidedAt: iso(p.voided_at),
  };
}

/** The number shown on a bill: its own, or for a part of a split the order's number and the part's ("4-1"). */
export function billNumber(r: {
  bill_no: number;
  display_no: number;
  parent_bill_id: string | null;
  split_index: number | null;
}): string {
  return r.parent_bill_id && r.split_index ? `${r.display_no}-${r.split_index}` : String(r.bill_no);
}

/** Loads whole bills (lines, totals, payments) in the order of `ids`. `today` decides Past Due. */
export async function loadBills(ctx: RepoContext, ids: string[], today: string): Promise<Bill[]> {
  if (!ids.length) return [];
  return toBills(await repo.loadBillRows(ctx, ids), ids, today);
}

/** The bills `ids` (in that order, those found) from their rows as `readBillRows` reads them. `today` decides Past Due. */
export function toBills(rows: repo.BillRows, ids: string[], today: string): Bill[] {
  const byId = new Map(rows.bills.map((r) => [r.id, r]));
  const payments = rows.payments;
  const counts = new Map(rows.evenParts.map((r) => [r.parent_bill_id!, Number(r.n)]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const status = effectiveStatus(r.status, r.due_day, today, r.downloaded_at) as Bill['status'];
    return [
      {
        id: r.id,
        billNo: r.bill_no,
        number: billNumber(r),
        orderId: r.order_id,
        orderDisplayNo: r.display_no,
        orderType: r.order_type as Bill['orderType'],
        target: orderTarget(r.order_type, r.table_name, r.customer_name),
        guests: r.guests,
        parentBillId: r.parent_bill_id,
        splitMode: r.split_mode,
        splitIndex: r.split_index,
        share:
          r.parent_bill_id && r.split_mode === 'even' && r.split_index
            ? { index: r.split_index, of: counts.get(r.parent_bill_id) ?? r.split_index }
            : null,
        status,
        statusLabel: STATUS_LABEL[status] ?? status,
        customer: r.customer_ref_id ? { id: r.customer_ref_id, name: r.customer_name ?? '' } : null,
        customerName: r.customer_name,
        lines: r.lines as unknown as BillLine[],
        discount: { amount: r.discount_amount, percent: r.discount_bp / 100 },
        serviceChargePercent: r.service_charge_bp / 100,
        taxPercent: r.tax_bp / 100,
        taxInclusive: r.tax_inclusive,
        roundingUnit: r.rounding_unit,
        totals: {
          subtotal: r.subtotal,
          discount: r.discount_total,
          serviceCharge: r.service_charge,
          tax: r.tax,
          tip: r.tip,
          rounding: r.rounding,
          grandTotal: r.grand_total,
        },
        paid: r.paid_total,
        refunded: r.refunded_total,
        // A split parent is paid through its parts: nothing is due on it.
        balanceDue: r.status === 'paid' || r.status === 'split' ? 0 : Math.max(0, r.grand_total - r.paid_total),
        payments: payments.filter((p) => p.bill_id === id).map(toPayment),
        methods: [
          ...new Set(
            payments
              .filter((p) => p.bill_id === id && p.kind === 'payment' && p.status === 'completed')
              .map((p) => p.method),
          ),
        ],
        dueDate: r.due_day,
        remarks: r.remarks,
        comp: r.comp_kind
          ? {
              kind: r.comp_kind as 'comp' | 'staff_meal',
              reason: r.comp_reason ?? '',
              approvedBy: r.comp_approved_by as PersonRef,
            }
          : null,
        businessDate: r.business_day,
        createdBy: r.created_by as PersonRef,
        version: r.version,
        createdAt: iso(r.created_at)!,
        updatedAt: iso(r.updated_at)!,
        paidAt: iso(r.paid_at),
        downloadedAt: iso(r.downloaded_at),
      },
    ];
  });
}

export async function loadBill(ctx: RepoContext, id: string, today: string): Promise<Bill> {
  const [b] = isUuid(id) ? await loadBills(ctx, [id], today) : [];
  if (!b) throw notFound('Bill');
  return b;
}
