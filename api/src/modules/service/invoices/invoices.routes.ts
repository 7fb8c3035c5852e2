import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import * as invoices from './invoices.service';

/** Account › Invoices and Income. */
export const invoicesRoutes = defineRoutes('invoices', (r) => {
  r.tenant(op.listInvoices, { summary: 'Invoices: every bill, with statuses' }, (ctx, { query }) =>
    invoices.listInvoices(ctx, query),
  );
  r.tenant(op.getInvoice, { summary: 'One invoice' }, (ctx, { params }) => invoices.getInvoice(ctx, params.billId));
  r.tenant(op.getIncome, { summary: 'Income: paid bills and their totals' }, (ctx, { query }) =>
    invoices.listIncome(ctx, query),
  );
});
