import { z } from 'zod';
import { ZPageQuery } from './page-query';
import { PRINT_JOB_KINDS, PRINT_JOB_STATUSES, PRINTER_KINDS } from '../printers';
import { INT32_MAX } from './primitives';

const optionalId = (message: string) => z.string().uuid(message).nullable().optional();

const fields = {
  name: z
    .string({ error: 'Printer name is required.' })
    .trim()
    .min(1, 'Printer name is required.')
    .max(60, 'At most 60 characters.'),
  /** An IP address or a host name on the restaurant's network. */
  host: z
    .string({ error: 'Enter the printer’s IP address or host name.' })
    .trim()
    .min(1, 'Enter the printer’s IP address or host name.')
    .max(253)
    .regex(
      /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$|^\[?[0-9A-Fa-f:.]+\]?$/,
      'Enter an IP address or host name, such as 192.168.1.50.',
    ),
  port: z
    .number()
    .int('Whole number.')
    .min(1, 'Ports go from 1 to 65535.')
    .max(65535, 'Ports go from 1 to 65535.')
    .optional(),
  kind: z.enum(PRINTER_KINDS, { error: 'Choose kitchen or receipt.' }),
  stationId: optionalId('Unknown kitchen station.'),
  terminalSessionId: optionalId('Unknown terminal.'),
  fallbackPrinterId: optionalId('Unknown printer.'),
  widthChars: z
    .number()
    .int('Whole number.')
    .min(24, 'Between 24 and 64 characters.')
    .max(64, 'Between 24 and 64 characters.')
    .optional(),
  enabled: z.boolean().optional(),
};

export const ZCreatePrinterBody = z.object(fields);
export type CreatePrinterBody = z.infer<typeof ZCreatePrinterBody>;

/** A change names the version it was made from (409 with the current printer when stale). */
export const ZUpdatePrinterBody = z.object({
  ...fields,
  name: fields.name.optional(),
  host: fields.host.optional(),
  kind: fields.kind.optional(),
  version: z.number({ error: 'version is required' }).int().min(1).max(INT32_MAX),
});
export type UpdatePrinterBody = z.infer<typeof ZUpdatePrinterBody>;

export const ZPrinterListQuery = z.object({
  kind: z.enum(PRINTER_KINDS).optional(),
});
export type PrinterListQuery = z.infer<typeof ZPrinterListQuery>;

export const ZPrintJobListQuery = z.object({
  printerId: z.string().uuid('Unknown printer.').optional(),
  kind: z.enum(PRINT_JOB_KINDS).optional(),
  status: z.enum(PRINT_JOB_STATUSES).optional(),
  ...ZPageQuery(20, 100).shape,
});
export type PrintJobListQuery = z.infer<typeof ZPrintJobListQuery>;

/** A reprint goes to the job's printer, or to another one named here. */
export const ZReprintBody = z.object({ printerId: z.string().uuid('Unknown printer.').optional() });
export type ReprintBody = z.infer<typeof ZReprintBody>;

/** Which receipt printer: the one named, else the terminal's, else the restaurant's shared one. */
export const ZPrintReceiptBody = z.object({
  printerId: z.string().uuid('Unknown printer.').optional(),
  terminalSessionId: z.string().uuid('Unknown terminal.').optional(),
});
export type PrintReceiptBody = z.infer<typeof ZPrintReceiptBody>;
