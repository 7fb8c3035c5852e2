import { z } from 'zod';
import { ZPage, ZPersonRef } from './common';

/** Reply shapes of the printers operations (see common.ts). */

/** What a printer prints: a station's kitchen tickets, or a terminal's receipts. */
export const PRINTER_KINDS = ['kitchen', 'receipt'] as const;

/** What one piece of paper is. */
export const PRINT_JOB_KINDS = ['ticket', 'receipt', 'test', 'z_report'] as const;

/** A print job's fate: `fell_back` went to the fallback printer (or stayed on the KDS). */
export const PRINT_JOB_STATUSES = ['queued', 'printed', 'failed', 'fell_back'] as const;

const ZRef = z.object({ id: z.string(), name: z.string() });

export const ZPrinter = z.object({
  id: z.string(),
  name: z.string(),
  host: z.string(),
  port: z.number(),
  kind: z.enum(PRINTER_KINDS),
  /** A kitchen printer's station (null: every station's tickets). */
  station: ZRef.nullable(),
  /** A receipt printer's terminal (null: shared). */
  terminal: ZRef.nullable(),
  /** Where its paper goes when it does not answer (null: kitchen tickets stay on the KDS). */
  fallback: ZRef.nullable(),
  widthChars: z.number(),
  enabled: z.boolean(),
  status: z.enum(['ok', 'failing']),
  lastError: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Printer = z.infer<typeof ZPrinter>;

export const ZPrinterPage = ZPage(ZPrinter);
export type PrinterPage = z.infer<typeof ZPrinterPage>;

export const ZPrintJob = z.object({
  id: z.string(),
  printer: ZRef,
  kind: z.enum(PRINT_JOB_KINDS),
  /** The paper as text, laid out for the printer's width. */
  text: z.string(),
  reprint: z.boolean(),
  status: z.enum(PRINT_JOB_STATUSES),
  attempts: z.number(),
  error: z.string().nullable(),
  ticketId: z.string().nullable(),
  billId: z.string().nullable(),
  /** The job this one replaces on a fallback printer. */
  fallbackOfId: z.string().nullable(),
  /** Where a fallen-back job went: a printer, or null (the KDS) once it fell back. */
  fellBackTo: ZRef.nullable(),
  requestedBy: ZPersonRef.nullable(),
  createdAt: z.string(),
  printedAt: z.string().nullable(),
});
export type PrintJob = z.infer<typeof ZPrintJob>;

export const ZPrintJobPage = ZPage(ZPrintJob);
export type PrintJobPage = z.infer<typeof ZPrintJobPage>;
