import { operations as op } from '@ros/shared-events';
import { created, noContent } from '../../../kernel/replies';
import { defineRoutes } from '../../../kernel/routes';
import * as printers from './printers.service';

/** Kitchen and receipt printers (ESC/POS over TCP), their test pages, receipts, reprints and recent jobs. */
export const printersRoutes = defineRoutes('printers', (r, deps) => {
  r.tenant(op.listPrinters, { summary: 'Printers with their status' }, (ctx, { query }) =>
    printers.listPrinters(ctx, query),
  );
  r.tenant(op.createPrinter, { summary: 'Add a printer' }, async (ctx, { body }) =>
    created(await printers.createPrinter(ctx, body, deps.printerNetwork)),
  );
  r.tenant(op.getPrinter, { summary: 'One printer' }, (ctx, { params }) => printers.getPrinter(ctx, params.printerId));
  r.tenant(op.updatePrinter, { summary: 'Change a printer (versioned)' }, (ctx, { params, body }) =>
    printers.updatePrinter(ctx, params.printerId, body, deps.printerNetwork),
  );
  r.tenant(op.deletePrinter, { summary: 'Remove a printer' }, async (ctx, { params }) => {
    await printers.deletePrinter(ctx, params.printerId);
    return noContent();
  });
  r.tenant(op.printTestPage, { summary: 'Print a test page' }, async (ctx, { params }) =>
    created(await printers.printTestPage(ctx, params.printerId)),
  );
  r.tenant(op.listPrintJobs, { summary: 'Recent print jobs, newest first' }, (ctx, { query }) =>
    printers.listPrintJobs(ctx, query),
  );
  r.tenant(op.reprintJob, { summary: 'Print a job again, marked REPRINT' }, async (ctx, { params, body }) =>
    created(await printers.reprintJob(ctx, params.printJobId, body)),
  );
  r.tenant(op.printReceipt, { summary: "Print a bill's receipt on a receipt printer" }, async (ctx, { params, body }) =>
    created(await printers.printReceipt(ctx, params.billId, body)),
  );
});
