import { ZPrinter, ZPrinterPage, ZPrintJob, ZPrintJobPage } from '@ros/shared-events';
import { created, noContent } from '../../../kernel/replies';
import { defineRoutes } from '../../../kernel/routes';
import { ZCreatePrinterBody, ZPrinterListQuery, ZPrintJobListQuery, ZPrintReceiptBody, ZReprintBody, ZUpdatePrinterBody } from './printers.schemas';
import * as printers from './printers.service';

/** Kitchen and receipt printers (ESC/POS over TCP), their test pages, receipts, reprints and recent jobs. */
export const printersRoutes = defineRoutes('printers', (r, deps) => {
  const root = '/api/restaurants/:restaurantId';
  const base = `${root}/printers`;
  r.tenant('get', base, { summary: 'Printers with their status', query: ZPrinterListQuery, reply: ZPrinterPage }, (ctx, { query }) => printers.listPrinters(ctx, query));
  r.tenant('post', base, { summary: 'Add a printer', body: ZCreatePrinterBody, reply: ZPrinter }, async (ctx, { body }) => created(await printers.createPrinter(ctx, body, deps.printerNetwork)));
  r.tenant('get', `${base}/:printerId`, { summary: 'One printer', reply: ZPrinter }, (ctx, { params }) => printers.getPrinter(ctx, params.printerId));
  r.tenant('patch', `${base}/:printerId`, { summary: 'Change a printer (versioned)', body: ZUpdatePrinterBody, reply: ZPrinter }, (ctx, { params, body }) =>
    printers.updatePrinter(ctx, params.printerId, body, deps.printerNetwork));
  r.tenant('delete', `${base}/:printerId`, { summary: 'Remove a printer' }, async (ctx, { params }) => {
    await printers.deletePrinter(ctx, params.printerId);
    return noContent();
  });
  r.tenant('post', `${base}/:printerId/test-page`, { summary: 'Print a test page', reply: ZPrintJob }, async (ctx, { params }) =>
    created(await printers.printTestPage(ctx, params.printerId)));
  r.tenant('get', `${root}/print-jobs`, { summary: 'Recent print jobs, newest first', query: ZPrintJobListQuery, reply: ZPrintJobPage }, (ctx, { query }) =>
    printers.listPrintJobs(ctx, query));
  r.tenant('post', `${root}/print-jobs/:printJobId/reprint`, { summary: 'Print a job again, marked REPRINT', body: ZReprintBody, reply: ZPrintJob }, async (ctx, { params, body }) =>
    created(await printers.reprintJob(ctx, params.printJobId, body)));
  r.tenant('post', `${root}/bills/:billId/print-receipt`, { summary: "Print a bill's receipt on a receipt printer", body: ZPrintReceiptBody, reply: ZPrintJob }, async (ctx, { params, body }) =>
    created(await printers.printReceipt(ctx, params.billId, body)));
});
