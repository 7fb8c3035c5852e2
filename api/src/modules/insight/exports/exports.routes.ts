import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, fileReply } from '../../../kernel/replies';
import * as exportsService from './exports.service';

/** An export is its requester's alone: never kept by a browser's or a proxy's cache. */
const PRIVATE_FILE = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };

/** Exports of reports and bills, built by the workers with progress, kept 7 days. */
export const exportsRoutes = defineRoutes('exports', (r) => {
  r.tenant(op.listExports, { summary: 'My exports of the last 7 days' }, (ctx) => exportsService.listExports(ctx));
  r.tenant(
    op.requestExport,
    { summary: 'Export a report or the bills of a period (CSV, XLSX or PDF)' },
    async (ctx, { body }) => created(await exportsService.requestExport(ctx, body)),
  );
  r.tenant(
    op.requestDataExport,
    { summary: "Export all of the restaurant's data as a zip (its owner only; not from a terminal)", floor: false },
    async (ctx) => created(await exportsService.requestDataExport(ctx)),
  );
  r.tenant(op.getExport, { summary: 'One of my exports' }, (ctx, { params }) =>
    exportsService.getExport(ctx, params.exportId),
  );
  r.tenant(
    op.exportFile,
    { summary: 'Download a finished export', produces: 'application/octet-stream' },
    async (ctx, { params }) => {
      const file = await exportsService.exportFile(ctx, params.exportId);
      return fileReply(file.type, file.content, { kind: 'attachment', filename: file.fileName }, PRIVATE_FILE);
    },
  );
});
