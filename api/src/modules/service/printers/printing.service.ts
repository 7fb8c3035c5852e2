import type { JobEvent } from '@ros/shared-events';
import { jsonb } from '../../../kernel/jsonb';
import { runAsSystem, type SystemDeps } from '../../../kernel/system';
import type { TenantContext } from '../../../kernel/tenant';
import { notify } from '../../messaging/notifications';
import { loadTickets } from '../tickets';
import { asReprint, ticketLines } from './print-documents';
import { paperText, ZPrintLines, type PrintLine } from './print-layout';
import { printerSnapshot } from './printers.service';
import * as repo from './printers.repo';

/**
 * The workers' side of printing: which paper an event asks for, and what becomes of a job once its
 * printer answered or did not. Each step is one short command of its own (never a transaction held
 * open while a printer is on the line).
 */

/** Tries of one job before its printer counts as failing (within the queue's own attempts). */
export const PRINT_ATTEMPTS = 3;

/** A kitchen ticket per enabled kitchen printer of its station (or of every station), once per event. */
async function createTicketJobs(ctx: TenantContext, eventId: string, ticketIds: string[], reprint: boolean) {
  const printers = await repo.enabledKitchenPrinters(ctx);
  if (!printers.length || !ticketIds.length) return;
  for (const ticket of await loadTickets(ctx, ticketIds)) {
    if (!ticket.items.length) continue;
    const base = ticketLines(ticket, ctx.restaurant.timeZone);
    const lines = reprint ? asReprint(base) : base;
    for (const p of printers.filter((x) => x.station_id === null || x.station_id === ticket.stationId)) {
      await repo.insertPrintJob(ctx.trx, {
        restaurant_id: ctx.restaurant.id,
        printer_id: p.id,
        kind: 'ticket',
        lines: jsonb(lines),
        text: paperText(lines, p.width_chars),
        reprint,
        ticket_id: ticket.id,
        source_event_id: eventId,
        dedupe_key: `${eventId}-${ticket.id}-${p.id}`,
      });
    }
  }
}

/**
 * The jobs an event asks for that wait to be sent: a fire's tickets (`order.sent_to_kitchen`,
 * `order.course_fired`), a ticket reprinted from the KDS or POS (`ticket.reprinted`), or the job a
 * command already queued (`printer.print_requested`).
 */
export async function jobsForEvent(
  deps: SystemDeps,
  e: JobEvent<'printer.print_requested' | 'ticket.reprinted' | 'order.sent_to_kitchen' | 'order.course_fired'>,
): Promise<string[]> {
  const { restaurantId, id: eventId } = e;
  const ids = await runAsSystem(deps, restaurantId, async (ctx) => {
    if (e.type === 'printer.print_requested') return [e.payload.printJobId];
    if (e.type === 'ticket.reprinted') await createTicketJobs(ctx, eventId, [e.payload.ticket.id], true);
    else await createTicketJobs(ctx, eventId, e.payload.ticketIds, false);
    return repo.queuedJobsOfEvent({ trx: ctx.trx, restaurantId }, eventId);
  });
  return ids ?? [];
}

/** What the sender needs of a queued job it took: its paper, its printer, and which try this is (of the job, whoever sent the earlier ones). */
export interface JobToSend {
  kind: string;
  lines: PrintLine[];
  attempt: number;
  printer: { host: string; port: number; widthChars: number; enabled: boolean; failing: boolean };
}

/**
 * Claims the job for this sender (`claimPrintJob`): the job taken, or until when another sender
 * holds it, or null once it is settled (or its printer gone).
 */
export async function jobToSend(
  deps: SystemDeps,
  restaurantId: string,
  jobId: string,
): Promise<{ taken: JobToSend } | { heldUntil: Date } | null> {
  return runAsSystem(deps, restaurantId, async (ctx) => {
    const job = await repo.claimPrintJob({ trx: ctx.trx, restaurantId }, jobId);
    if (!job) {
      const heldUntil = await repo.claimHeldUntil({ trx: ctx.trx, restaurantId }, jobId);
      return heldUntil && { heldUntil };
    }
    const p = await repo.findPrinter({ trx: ctx.trx, restaurantId }, job.printer_id);
    if (!p) return null;
    return {
      taken: {
        kind: job.kind,
        lines: ZPrintLines.parse(job.lines),
        attempt: job.attempts + 1,
        printer: {
          host: p.host,
          port: p.port,
          widthChars: p.width_chars,
          enabled: p.enabled,
          failing: p.status === 'failing',
        },
      },
    };
  });
}

/** The printer took the job; a failing printer answers again. */
export async function markPrinted(deps: SystemDeps, restaurantId: string, jobId: string, attempt: number) {
  await runAsSystem(deps, restaurantId, async (ctx) => {
    const job = await repo.lockPrintJob({ trx: ctx.trx, restaurantId }, jobId);
    if (!job || job.status !== 'queued') return;
    await repo.updatePrintJob({ trx: ctx.trx, restaurantId }, jobId, {
      status: 'printed',
      attempts: attempt,
      error: null,
      printed_at: new Date(),
    });
    const printer = await repo.lockPrinter({ trx: ctx.trx, restaurantId }, job.printer_id);
    if (printer?.status !== 'failing') return;
    await repo.updatePrinter(
      { trx: ctx.trx, restaurantId },
      printer.id,
      { status: 'ok', last_error: null, status_changed_at: new Date() },
      false,
    );
    ctx.emit('printer.recovered', { printer: printerSnapshot({ ...printer, status: 'ok' }) });
  });
}

/** A job whose send was lost and that is too old to print now leaves the queue unprinted (`expireUnclaimed`). */
export async function expireStranded(deps: SystemDeps, restaurantId: string, jobId: string) {
  const error = 'Not printed: the server stopped before it could send it, and it was too late when it came back.';
  await runAsSystem(deps, restaurantId, (ctx) => repo.expireUnclaimed({ trx: ctx.trx, restaurantId }, jobId, error));
}

/** One more try failed; the queue tries again (the claim ends, so its next try can take it). */
export async function recordAttempt(
  deps: SystemDeps,
  restaurantId: string,
  jobId: string,
  attempt: number,
  error: string,
) {
  await runAsSystem(deps, restaurantId, (ctx) =>
    repo.updatePrintJob({ trx: ctx.trx, restaurantId }, jobId, { attempts: attempt, error, sending_until: null }),
  );
}

/**
 * The printer did not take the job after its tries: it is failing (the alert, once, when it was
 * not already), and the paper goes to its enabled fallback printer as a new job (a fallback never
 * falls back again) unless that printer has the same ticket of the same event as its own job (a
 * kitchen printer of every station), or stays on the KDS (`fell_back`, tickets) or is `failed` (other paper).
 * `isFault` is false for a printer turned off in settings: that says nothing of its health.
 * Returns the fallback job to send, if any.
 */
export async function giveUp(
  deps: SystemDeps,
  restaurantId: string,
  jobId: string,
  attempt: number,
  error: string,
  isFault = true,
): Promise<string | null> {
  const next = await runAsSystem(deps, restaurantId, async (ctx) => {
    const job = await repo.lockPrintJob({ trx: ctx.trx, restaurantId }, jobId);
    if (!job || job.status !== 'queued') return null;
    const printer = await repo.lockPrinter({ trx: ctx.trx, restaurantId }, job.printer_id);
    if (!printer) return null;
    const candidate =
      !job.fallback_of_id && printer.fallback_printer_id
        ? await repo.findPrinter({ trx: ctx.trx, restaurantId }, printer.fallback_printer_id)
        : undefined;
    const fallback = candidate?.enabled ? candidate : null;
    if (isFault) {
      const isNews = printer.status !== 'failing';
      const since = new Date();
      await repo.updatePrinter(
        { trx: ctx.trx, restaurantId },
        printer.id,
        { status: 'failing', last_error: error, ...(isNews ? { status_changed_at: since } : {}) },
        false,
      );
      if (isNews) {
        ctx.emit('printer.failing', {
          printer: printerSnapshot({ ...printer, status: 'failing' }),
          fallback: fallback && { id: fallback.id, name: fallback.name },
          error,
        });
        await notifyPrinterDown(ctx, printer, fallback, since);
      }
    }
    let fallbackJobId: string | null = null;
    // A fallback that printed this very ticket as its own (a printer of every station) is not sent it again.
    const hasIt =
      fallback &&
      job.ticket_id &&
      job.source_event_id &&
      (await repo.hasTicketOfEvent({ trx: ctx.trx, restaurantId }, fallback.id, job.ticket_id, job.source_event_id));
    if (fallback && !hasIt) {
      const lines = ZPrintLines.parse(job.lines);
      const row = await repo.insertPrintJob(ctx.trx, {
        restaurant_id: restaurantId,
        printer_id: fallback.id,
        kind: job.kind,
        lines: jsonb(lines),
        text: paperText(lines, fallback.width_chars),
        reprint: job.reprint,
        ticket_id: job.ticket_id,
        bill_id: job.bill_id,
        source_event_id: job.source_event_id,
        fallback_of_id: job.id,
        dedupe_key: `fallback-${job.id}`,
        requested_by: job.requested_by === null ? null : jsonb(job.requested_by),
      });
      fallbackJobId = row?.id ?? null;
    }
    const status = fallback || job.kind === 'ticket' ? 'fell_back' : 'failed';
    await repo.updatePrintJob({ trx: ctx.trx, restaurantId }, jobId, { status, attempts: attempt, error });
    return fallbackJobId;
  });
  return next ?? null;
}

/**
 * A printer stopped answering: those who run the kitchen learn of a kitchen printer, those who set
 * the restaurant up of a receipt printer (not everyone who merely reads the KDS). Once per failure: the moment it began is the key.
 */
function notifyPrinterDown(
  ctx: TenantContext,
  printer: { id: string; name: string; kind: string },
  fallback: { name: string } | null,
  since: Date,
) {
  return notify(ctx, {
    kind: 'printer_down',
    to: { permission: printer.kind === 'kitchen' ? 'kitchen' : 'restaurant', action: 'edit' },
    title: `Printer ${printer.name} is not printing`,
    body: fallback ? `Its paper goes to ${fallback.name} until it answers again.` : 'Check its power, paper and cable.',
    link: '/apps/setting/printers',
    relatedId: printer.id,
    dedupeKey: `printer_down:${printer.id}:${since.toISOString()}`,
  });
}
