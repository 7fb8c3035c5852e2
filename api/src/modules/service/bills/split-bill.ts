import { randomUUID } from 'node:crypto';
import type { SplitBill } from '@ros/shared-events';
import { notFound, ruleViolation, invalidInput } from '../../../kernel/errors';
import type { TenantContext } from '../../../kernel/tenant';
import { jsonb } from '../../../kernel/jsonb';
import { businessDate } from '../../identity/restaurants';
import { toBills, type BillLine } from './bill-view';
import { lockBillWithSettings, totalsColumns, totalsFor } from './bills.service';
import * as repo from './bills.repo';
import type { SplitBillBody } from '@ros/shared-events';
import { splitEvenly, splitProportionally, type BillTotals } from '../pricing';

/**
 * Splits a bill into part bills: by item (the parts name the order items), by seat, or evenly
 * into n. The parent becomes `split`; each part is paid on its own. Even shares divide every
 * total with the remainder cents on the first parts, so the parts sum exactly to the parent.
 */
export async function splitBill(ctx: TenantContext, id: string, body: SplitBillBody): Promise<SplitBill> {
  ctx.authorize('edit', 'orders');
  const { row, settings } = await lockBillWithSettings(ctx, id);
  if (row.status === 'split' || row.status === 'paid' || row.status === 'void')
    throw ruleViolation(`This bill is ${row.status}.`);
  if (row.paid_total > 0) throw ruleViolation('A bill with payments cannot be split.');
  if (row.parent_bill_id) throw ruleViolation('A part of a split bill cannot be split again.');
  const lines = row.lines as unknown as BillLine[];
  const day = businessDate(settings);

  let parts: { lines: BillLine[]; totals: BillTotals; discountAmount: number; tip: number }[];
  if (body.mode === 'even') {
    const n = body.n;
    const shares = (v: number) => splitEvenly(v, n);
    const cols = {
      subtotal: shares(row.subtotal),
      discount: shares(row.discount_total),
      serviceCharge: shares(row.service_charge),
      tax: shares(row.tax),
      tip: shares(row.tip),
      rounding: shares(row.rounding),
      grandTotal: shares(row.grand_total),
    };
    parts = Array.from({ length: n }, (_, i) => ({
      lines,
      totals: {
        subtotal: cols.subtotal[i]!,
        discount: cols.discount[i]!,
        serviceCharge: cols.serviceCharge[i]!,
        tax: cols.tax[i]!,
        tip: cols.tip[i]!,
        rounding: cols.rounding[i]!,
        grandTotal: cols.grandTotal[i]!,
      },
      discountAmount: row.discount_bp > 0 ? 0 : splitEvenly(row.discount_amount, n)[i]!,
      tip: cols.tip[i]!,
    }));
  } else {
    let groups: BillLine[][];
    if (body.mode === 'items') {
      const seen = new Set<string>();
      groups = body.parts.map((p) =>
        p.itemIds.map((itemId) => {
          const line = lines.find((l) => l.orderItemId === itemId);
          if (!line) throw invalidInput('parts', 'An item is not on this bill.');
          if (seen.has(itemId)) throw invalidInput('parts', 'An item is in two parts.');
          seen.add(itemId);
          return line;
        }),
      );
      if (seen.size !== lines.length) throw invalidInput('parts', 'Put every item in a part.');
    } else {
      const seats = [...new Set(lines.map((l) => l.seat ?? 0))].sort((a, b) => a - b);
      if (seats.length < 2) throw ruleViolation('The items are not on at least two seats.');
      groups = seats.map((s) => lines.filter((l) => (l.seat ?? 0) === s));
    }
    const subs = groups.map((g) => g.reduce((s, l) => s + l.subTotal, 0));
    const amounts =
      row.discount_bp > 0 ? subs.map(() => 0) : splitProportionally(Math.min(row.discount_amount, row.subtotal), subs);
    parts = groups.map((g, i) => {
      const settingsOf = { ...row, discount_amount: amounts[i]!, tip: i === 0 ? row.tip : 0 };
      return { lines: g, totals: totalsFor(g, settingsOf), discountAmount: amounts[i]!, tip: settingsOf.tip };
    });
  }

  // One round trip: the parts (ids chosen here, numbers taken in order), the parent marked split,
  // then everything read back.
  const ids = parts.map(() => randomUUID());
  const rows = await repo.splitAndReadBills(
    ctx,
    row.id,
    body.mode,
    parts.map((part, i) => ({
      id: ids[i]!,
      order_id: row.order_id,
      parent_bill_id: row.id,
      split_mode: body.mode,
      split_index: i + 1,
      status: 'draft',
      customer_id: row.customer_id,
      lines: jsonb(part.lines),
      discount_amount: part.discountAmount,
      discount_bp: row.discount_bp,
      service_charge_bp: row.service_charge_bp,
      tax_bp: row.tax_bp,
      tax_inclusive: row.tax_inclusive,
      rounding_unit: row.rounding_unit,
      ...totalsColumns(part.totals),
      tip: part.tip,
      due_date: row.due_date,
      remarks: row.remarks,
      created_by: jsonb(ctx.actor),
      business_date: day,
    })),
  );
  const [parent, ...bills] = toBills(rows, [row.id, ...ids], day);
  if (!parent || bills.length !== ids.length) throw notFound('Bill');
  ctx.emit('bill.split', { parent, bills });
  return { parent, bills };
}
