import { operations as op } from '@ros/shared-events';
import type { Bill } from '@ros/shared-events';
import type { TenantContext } from '../../../kernel/tenant';
import type { OverrideLimiter } from '../../identity/auth';
import type { CompBillBody } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, fileReply } from '../../../kernel/replies';
import { overrideLimiterOf } from '../../identity/auth';
import * as bills from './bills.service';
import { downloadInvoice } from './invoice-download';
import { invoicePdf } from './invoice-pdf';
import { receiptData, receiptText } from './receipt';
import { splitBill } from './split-bill';

/** What the bills' routes start that reaches past bills: giving a bill away settles it (api/src/flows/comp-bill.ts). */
export interface BillsFlows {
  compBill: (ctx: TenantContext, id: string, body: CompBillBody, limiter: OverrideLimiter) => Promise<Bill>;
}

/** Bills of orders: create/refresh, change, split, receipts. The route list gives it its flows. */
export const billsRoutes = ({ compBill }: BillsFlows) =>
  defineRoutes('bills', (r, deps) => {
    // The same limiter as voids and refunds: refused manager overrides count together.
    const overrideLimiter = overrideLimiterOf(deps.config);
    r.tenant(
      op.postOrdersBill,
      { summary: 'Bill an order (or refresh its open bill)' },
      async (ctx, { params, body }) => {
        const { bill, created: isNew } = await bills.createBill(ctx, params.orderId, body);
        return isNew ? created(bill) : bill;
      },
    );
    r.tenant(op.billsOfOrder, { summary: "The order's bills" }, (ctx, { params }) =>
      bills.billsOfOrder(ctx, params.orderId),
    );
    r.tenant(op.getBill, { summary: 'One bill' }, (ctx, { params }) => bills.getBill(ctx, params.billId));
    r.tenant(op.updateBill, { summary: 'Change a bill (discount, charges, tip, customer)' }, (ctx, { params, body }) =>
      bills.updateBill(ctx, params.billId, body),
    );
    r.tenant(
      op.postBillsComp,
      {
        summary:
          'Give a bill away in full: a comp or a staff meal, with a reason (a manager override for a role without discounts or voids)',
      },
      (ctx, { params, body }) => compBill(ctx, params.billId, body, overrideLimiter),
    );
    r.tenant(op.splitBill, { summary: 'Split a bill evenly, by items or by seats' }, (ctx, { params, body }) =>
      splitBill(ctx, params.billId, body),
    );
    r.tenant(op.getBillsReceipt, { summary: "A bill's receipt data" }, (ctx, { params }) =>
      receiptData(ctx, params.billId),
    );
    r.tenant(
      op.receiptText,
      { summary: "A bill's receipt as 80 mm text", produces: 'text/plain' },
      async (ctx, { params }) =>
        fileReply('text/plain; charset=utf-8', receiptText(await receiptData(ctx, params.billId))),
    );
    r.tenant(
      op.getBillInvoicePdf,
      { summary: "A bill's invoice as PDF (its first download marks it Downloaded)", produces: 'application/pdf' },
      async (ctx, { params }) => {
        const data = await downloadInvoice(ctx, params.billId);
        return fileReply('application/pdf', invoicePdf(data), { kind: 'inline', filename: `bill-${data.billNo}.pdf` });
      },
    );
  });
