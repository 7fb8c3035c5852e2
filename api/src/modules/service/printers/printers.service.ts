import type { DrawerReport, Printer, PrintJob, PersonRef } from '@ros/shared-events';
import { AppError, notFound, ruleViolation, staleVersion, invalidInput, duplicate } from '../../../kernel/errors';
import { authorizeAny } from '../../../kernel/authorize-any';
import { changedKeys } from '../../../kernel/patch';
import { jsonb } from '../../../kernel/jsonb';
import { isUniqueViolation, isUuid, type TenantContext } from '../../../kernel/tenant';
import { receiptData } from '../bills';
import { assertStation } from '../../menu/stations';
import { asReprint, receiptLines, refundReceiptLines, testPageLines, zReportLines } from './print-documents';
import { paperText, ZPrintLines, type PrintLine } from './print-layout';
import type { PrinterNetwork } from './printer-network';
import * as repo from './printers.repo';
import type {
  CreatePrinterBody,
  PrinterListQuery,
  PrintJobListQuery,
  PrintReceiptBody,
  ReprintBody,
  UpdatePrinterBody,
} from '@ros/shared-events';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const ref = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

/** A printer as the API returns it. */
export const toPrinter = (r: repo.PrinterRow): Printer => ({
  id: r.id,
  name: r.name,
  host: r.host,
  port: r.port,
  kind: r.kind as Printer['kind'],
  station: ref(r.station_id, r.station_name),
  terminal: ref(r.terminal_session_id, r.terminal_name),
  fallback: ref(r.fallback_printer_id, r.fallback_name),
  widthChars: r.width_chars,
  enabled: r.enabled,
  status: r.status as Printer['status'],
  lastError: r.last_error,
  statusChangedAt: iso(r.status_changed_at),
  version: r.version,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** A print job as the API returns it. */
export const toPrintJob = (r: repo.PrintJobRow): PrintJob => ({
  id: r.id,
  printer: { id: r.printer_id, name: r.printer_name },
  kind: r.kind as PrintJob['kind'],
  text: r.text,
  reprint: r.reprint,
  status: r.status as PrintJob['status'],
  attempts: r.attempts,
  error: r.error,
  ticketId: r.ticket_id,
  billId: r.bill_id,
  fallbackOfId: r.fallback_of_id,
  fellBackTo: r.status === 'fell_back' ? ref(r.fell_back_to_id, r.fell_back_to_name) : null,
  requestedBy: (r.requested_by as PersonRef | null) ?? null,
  createdAt: iso(r.created_at)!,
  printedAt: iso(r.printed_at),
});

/** What an event names a printer by. */
export const printerSnapshot = (p: { id: string; name: string; kind: string; status: string }) => ({
  id: p.id,
  name: p.name,
  kind: p.kind as Printer['kind'],
  status: p.status as Printer['status'],
});

/** Printers are read by whoever configures them and by the floor and kitchen (alerts, reprints). */
const authorizeRead = (ctx: TenantContext) => authorizeAny(ctx, 'view', ['restaurant', 'orders', 'kitchen']);
/** Setting printers up is the restaurant's management. */
const authorizeSetup = (ctx: TenantContext) => ctx.authorize('edit', 'restaurant');

async function load(ctx: TenantContext, id: string) {
  const row = isUuid(id) ? await repo.findPrinter(ctx, id) : undefined;
  if (!row) throw notFound('Printer');
  return row;
}

const invalid = (field: string, message: string) => invalidInput(field, message);
const nameTaken = () => duplicate('A printer with this name already exists.', 'name');

/** A station belongs to a kitchen printer, a terminal to a receipt printer; a printer is not its own fallback. */
async function checkLinks(
  ctx: TenantContext,
  id: string | null,
  p: { kind: string; stationId: string | null; terminalSessionId: string | null; fallbackPrinterId: string | null },
) {
  if (p.stationId && p.kind !== 'kitchen')
    throw invalid('stationId', 'Only a kitchen printer prints a station’s tickets.');
  if (p.terminalSessionId && p.kind !== 'receipt')
    throw invalid('terminalSessionId', 'Only a receipt printer belongs to a terminal.');
  if (p.fallbackPrinterId && p.fallbackPrinterId === id)
    throw invalid('fallbackPrinterId', 'A printer cannot be its own fallback.');
  await assertStation(ctx, p.stationId);
  if (p.fallbackPrinterId && !(await repo.findPrinter(ctx, p.fallbackPrinterId)))
    throw notFoundField('fallbackPrinterId', 'Fallback printer not found');
}
const notFoundField = (field: string, message: string) => new AppError('not_found', message, { [field]: message });

/** The one answer to an address no printer may have (it says nothing of what answers there). */
export const ADDRESS_REFUSED =
  'This address cannot be a printer. Enter the printer’s IP address on the restaurant’s network, such as 192.168.1.50.';

/** A printer's address must be a device on the restaurant's network (`PrinterNetwork`): never the server's machine or services. */
async function checkAddress(ctx: TenantContext, network: PrinterNetwork, host: string, port: number) {
  const why = await network.refusalOnSave(host, port);
  if (!why) return;
  ctx.log.info({ host, port, why }, 'printer address refused');
  throw invalid('host', ADDRESS_REFUSED);
}

export async function listPrinters(ctx: TenantContext, query: PrinterListQuery) {
  authorizeRead(ctx);
  const rows = await repo.listPrinters(ctx, query.kind);
  return { data: rows.map(toPrinter), total: rows.length };
}

export async function getPrinter(ctx: TenantContext, id: string) {
  authorizeRead(ctx);
  return toPrinter(await load(ctx, id));
}

export async function createPrinter(ctx: TenantContext, body: CreatePrinterBody, network: PrinterNetwork) {
  authorizeSetup(ctx);
  await checkAddress(ctx, network, body.host, body.port ?? 9100);
  const links = {
    kind: body.kind,
    stationId: body.stationId ?? null,
    terminalSessionId: body.terminalSessionId ?? null,
    fallbackPrinterId: body.fallbackPrinterId ?? null,
  };
  await checkLinks(ctx, null, links);
  try {
    const { id } = await repo.insertPrinter(ctx.trx, {
      restaurant_id: ctx.restaurant.id,
      name: body.name,
      host: body.host,
      port: body.port ?? 9100,
      kind: body.kind,
      station_id: links.stationId,
      terminal_session_id: links.terminalSessionId,
      fallback_printer_id: links.fallbackPrinterId,
      width_chars: body.widthChars ?? 48,
      enabled: body.enabled ?? true,
    });
    const printer = toPrinter(await load(ctx, id));
    ctx.emit('printer.created', { printer: printerSnapshot(printer) });
    return printer;
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

/** A versioned change; a new address starts the printer afresh (its failing status was about the old one). */
export async function updatePrinter(ctx: TenantContext, id: string, body: UpdatePrinterBody, network: PrinterNetwork) {
  authorizeSetup(ctx);
  const locked = isUuid(id) ? await repo.lockPrinter(ctx, id) : undefined;
  if (!locked) throw notFound('Printer');
  const before = toPrinter(await load(ctx, id));
  if (body.version !== before.version) throw staleVersion('printer', { printer: before });
  const { version: _version, ...patch } = body;
  const current: Record<string, unknown> = {
    ...before,
    stationId: before.station?.id ?? null,
    terminalSessionId: before.terminal?.id ?? null,
    fallbackPrinterId: before.fallback?.id ?? null,
  };
  const changes = changedKeys(patch).filter((k) => patch[k as keyof typeof patch] !== current[k]);
  if (!changes.length) return before;
  const kind = patch.kind ?? before.kind;
  const links = {
    kind,
    // A printer that changes kind leaves the link of its old kind behind (one given for the wrong kind is refused).
    stationId:
      patch.stationId !== undefined ? patch.stationId : kind === 'kitchen' ? (before.station?.id ?? null) : null,
    terminalSessionId:
      patch.terminalSessionId !== undefined
        ? patch.terminalSessionId
        : kind === 'receipt'
          ? (before.terminal?.id ?? null)
          : null,
    fallbackPrinterId: patch.fallbackPrinterId !== undefined ? patch.fallbackPrinterId : (before.fallback?.id ?? null),
  };
  await checkLinks(ctx, id, links);
  const moved =
    (patch.host !== undefined && patch.host !== before.host) ||
    (patch.port !== undefined && patch.port !== before.port);
  if (moved) await checkAddress(ctx, network, patch.host ?? before.host, patch.port ?? before.port);
  try {
    await repo.updatePrinter(ctx, id, {
      name: patch.name,
      host: patch.host,
      port: patch.port,
      kind,
      station_id: links.stationId,
      terminal_session_id: links.terminalSessionId,
      fallback_printer_id: links.fallbackPrinterId,
      width_chars: patch.widthChars,
      enabled: patch.enabled,
      ...(moved ? { status: 'ok', last_error: null, status_changed_at: new Date() } : {}),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
  const printer = toPrinter(await load(ctx, id));
  ctx.emit('printer.updated', { printer: printerSnapshot(printer), changes });
  return printer;
}

export async function deletePrinter(ctx: TenantContext, id: string) {
  authorizeSetup(ctx);
  const row = await load(ctx, id);
  await repo.deletePrinter(ctx, id);
  ctx.emit('printer.deleted', { printer: { id, name: row.name } });
}

/** What a hand-made print job is: its paper, and what it is about. */
export interface PrintRequest {
  kind: PrintJob['kind'];
  lines: PrintLine[];
  reprint?: boolean;
  ticketId?: string | null;
  billId?: string | null;
  /** Keys the job so its command, run again, never queues the same paper twice. */
  dedupeKey?: string;
}

/**
 * Queues paper on a printer in the caller's command: the job row, and the event whose job sends it
 * once the command commits. For other modules too (the cash drawer's Z report).
 */
export async function printOn(
  ctx: TenantContext,
  printer: { id: string; name: string; width_chars: number },
  request: PrintRequest,
) {
  const lines = request.reprint ? asReprint(request.lines) : request.lines;
  const row = await repo.insertPrintJob(ctx.trx, {
    restaurant_id: ctx.restaurant.id,
    printer_id: printer.id,
    kind: request.kind,
    lines: jsonb(lines),
    text: paperText(lines, printer.width_chars),
    reprint: request.reprint ?? false,
    ticket_id: request.ticketId ?? null,
    bill_id: request.billId ?? null,
    requested_by: jsonb(ctx.actor),
    dedupe_key: request.dedupeKey ?? null,
  });
  if (!row) return null;
  const job = await repo.findPrintJob(ctx, row!.id);
  ctx.emit('printer.print_requested', {
    printJobId: row.id,
    printer: { id: printer.id, name: printer.name },
    kind: request.kind,
    reprint: request.reprint ?? false,
  });
  return toPrintJob(job!);
}

/** A test page, whatever the printer's state (it is how a disabled or failing printer is checked). */
export async function printTestPage(ctx: TenantContext, id: string) {
  authorizeSetup(ctx);
  const p = await load(ctx, id);
  const lines = testPageLines(
    { name: p.name, host: p.host, port: p.port, kind: p.kind, station: p.station_name, widthChars: p.width_chars },
    ctx.restaurant.name,
    ctx.restaurant.timeZone,
  );
  return printOn(ctx, p, { kind: 'test', lines });
}

/** The same paper again, marked REPRINT, on its printer or another one. */
export async function reprintJob(ctx: TenantContext, jobId: string, body: ReprintBody) {
  authorizeAny(ctx, 'edit', ['orders', 'kitchen', 'restaurant']);
  const job = isUuid(jobId) ? await repo.findPrintJob(ctx, jobId) : undefined;
  if (!job) throw notFound('Print job');
  const printer = body.printerId ? await repo.findPrinter(ctx, body.printerId) : await load(ctx, job.printer_id);
  if (!printer) throw notFoundField('printerId', 'Printer not found');
  return printOn(ctx, printer, {
    kind: job.kind as PrintJob['kind'],
    lines: ZPrintLines.parse(job.lines),
    reprint: true,
    ticketId: job.ticket_id,
    billId: job.bill_id,
  });
}

/** The receipt printer for a print: the one named, else the terminal's, else a shared one. */
async function receiptPrinter(ctx: TenantContext, body: PrintReceiptBody) {
  if (body.printerId) {
    const p = await repo.findPrinter(ctx, body.printerId);
    if (!p) throw notFoundField('printerId', 'Printer not found');
    return p;
  }
  if (body.terminalSessionId && !(await repo.terminalExists(ctx, body.terminalSessionId))) {
    throw notFoundField('terminalSessionId', 'Terminal not found');
  }
  const [p] = await repo.enabledReceiptPrinters(ctx, body.terminalSessionId ?? null);
  if (!p)
    throw ruleViolation('No receipt printer is set up. Add one under Settings → Printers, or print from the browser.');
  return p;
}

/** A bill's receipt on a receipt printer. */
export async function printReceipt(ctx: TenantContext, billId: string, body: PrintReceiptBody) {
  authorizeAny(ctx, 'edit', ['orders', 'income']);
  const data = await receiptData(ctx, billId);
  const printer = await receiptPrinter(ctx, body);
  return printOn(ctx, printer, { kind: 'receipt', lines: receiptLines(data, ctx.restaurant.timeZone), billId });
}

/**
 * A refund's receipt, in the refund's own command, on the restaurant's first enabled shared receipt
 * printer (none set up: nothing to print). Keyed by the refund, so it is queued exactly once.
 */
export async function printRefundReceipt(
  ctx: TenantContext,
  billId: string,
  refund: { id: string; amount: number; method: string; reason: string | null },
) {
  const [printer] = await repo.enabledReceiptPrinters(ctx, null);
  if (!printer) return null;
  const data = await receiptData(ctx, billId);
  const lines = refundReceiptLines(data, refund, ctx.restaurant.timeZone);
  return printOn(ctx, printer, { kind: 'receipt', lines, billId, dedupeKey: `refund-${refund.id}` });
}

/**
 * A drawer session's Z report on a receipt printer (the one named, else the terminal's, else a
 * shared one). The caller (the cash drawer) checked that the user may read the report.
 */
export async function printZReport(ctx: TenantContext, report: DrawerReport, body: PrintReceiptBody) {
  const printer = await receiptPrinter(ctx, body);
  return printOn(ctx, printer, {
    kind: 'z_report',
    lines: zReportLines(report, ctx.restaurant.name, ctx.restaurant.timeZone),
  });
}

export async function listPrintJobs(ctx: TenantContext, query: PrintJobListQuery) {
  authorizeRead(ctx);
  const { rows, total } = await repo.listPrintJobs(ctx, query);
  return { data: rows.map(toPrintJob), total };
}
