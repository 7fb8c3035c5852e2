import { z } from 'zod';
import { ZReportExport } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, fileReply } from '../../../kernel/replies';
import { ZExportBody } from './exports.schemas';
import * as exportsService from './exports.service';

/** Exports of reports and bills, built by the workers with progress, kept 7 days. */
export const exportsRoutes = defineRoutes('exports', (r) => {
  const base = '/api/restaurants/:restaurantId/exports';
  r.tenant('get', base, { summary: 'My exports of the last 7 days', reply: z.object({ data: z.array(ZReportExport) }) }, (ctx) => exportsService.listExports(ctx));
  r.tenant('post', base, { summary: 'Export a report or the bills of a period (CSV, XLSX or PDF)', body: ZExportBody, reply: ZReportExport }, async (ctx, { body }) => created(await exportsService.requestExport(ctx, body)));
  r.tenant('get', `${base}/:exportId`, { summary: 'One of my exports', reply: ZReportExport }, (ctx, { params }) => exportsService.getExport(ctx, params.exportId));
  r.tenant('get', `${base}/:exportId/file`, { summary: 'Download a finished export', produces: 'application/octet-stream' }, async (ctx, { params }) => {
    const file = await exportsService.exportFile(ctx, params.exportId);
    return fileReply(file.type, file.content, { kind: 'attachment', filename: file.fileName });
  });
});
