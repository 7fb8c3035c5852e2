/** The operations of the api's `exports` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZReportExport } from '../reports';
import { ZExportBody } from '../requests/exports';
import { z } from 'zod';
import * as route from './routes';

export const listExports = { ...route.listExports, reply: z.object({ data: z.array(ZReportExport) }) } as const;
export const requestExport = { ...route.requestExport, body: ZExportBody, reply: ZReportExport } as const;
/** The owner's export of all of the restaurant's data: a zip built by the same job, with progress. */
export const requestDataExport = { ...route.requestDataExport, reply: ZReportExport } as const;
export const getExport = { ...route.getExport, reply: ZReportExport } as const;
export const exportFile = { ...route.exportFile } as const;
