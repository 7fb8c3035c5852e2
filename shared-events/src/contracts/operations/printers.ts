/** The operations of the api's `printers` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZPrintJob, ZPrintJobPage, ZPrinter, ZPrinterPage } from '../printers';
import {
  ZCreatePrinterBody,
  ZPrintJobListQuery,
  ZPrintReceiptBody,
  ZPrinterListQuery,
  ZReprintBody,
  ZUpdatePrinterBody,
} from '../requests/printers';
import * as route from './routes';

export const listPrinters = { ...route.listPrinters, query: ZPrinterListQuery, reply: ZPrinterPage } as const;
export const createPrinter = { ...route.createPrinter, body: ZCreatePrinterBody, reply: ZPrinter } as const;
export const getPrinter = { ...route.getPrinter, reply: ZPrinter } as const;
export const updatePrinter = { ...route.updatePrinter, body: ZUpdatePrinterBody, reply: ZPrinter } as const;
export const deletePrinter = { ...route.deletePrinter } as const;
export const printTestPage = { ...route.printTestPage, reply: ZPrintJob } as const;
export const listPrintJobs = { ...route.listPrintJobs, query: ZPrintJobListQuery, reply: ZPrintJobPage } as const;
export const reprintJob = { ...route.reprintJob, body: ZReprintBody, reply: ZPrintJob } as const;
export const printReceipt = { ...route.printReceipt, body: ZPrintReceiptBody, reply: ZPrintJob } as const;
