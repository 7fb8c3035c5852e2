import { ZBill, ZIncome, ZInvoicePage } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { ZIncomeQuery, ZInvoiceListQuery } from './invoices.schemas';
import * as invoices from './invoices.service';

/** Account › Invoices and Income. */
export const invoicesRoutes = defineRoutes('invoices', (r) => {
  const base = '/api/restaurants/:restaurantId';
  r.tenant('get', `${base}/invoices`, { summary: 'Invoices: every bill, with statuses', query: ZInvoiceListQuery, reply: ZInvoicePage }, (ctx, { query }) => invoices.listInvoices(ctx, query));
  r.tenant('get', `${base}/invoices/:billId`, { summary: 'One invoice', reply: ZBill }, (ctx, { params }) => invoices.getInvoice(ctx, params.billId));
  r.tenant('get', `${base}/income`, { summary: 'Income: paid bills and their totals', query: ZIncomeQuery, reply: ZIncome }, (ctx, { query }) => invoices.listIncome(ctx, query));
});
