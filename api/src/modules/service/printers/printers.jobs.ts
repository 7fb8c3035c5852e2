import { z } from 'zod';
import { defineJob, ZWindowJobPayload, type JobScheduler } from '@ros/shared-events';
import type { SystemDeps } from '../../../kernel/system';
import { encodeEscPos } from './escpos';
import type { PrinterNetwork } from './printer-network';
import { strandedPrintJobs } from './printers.repo';
import {
  expireStranded,
  giveUp,
  jobsForEvent,
  jobToSend,
  markPrinted,
  PRINT_ATTEMPTS,
  recordAttempt,
} from './printing.service';
import { NOT_REACHABLE, PrinterUnreachable, sendToPrinter } from './tcp-printer';

/** The longest a sender waits before looking again at a job another sender holds (the shortest: 100 ms). */
const LOOK_AGAIN_MS = 1000;
/** How old paper whose send was lost may be and still print when it is found (older stays unprinted). */
const RESEND_WITHIN_MS = 5 * 60_000;

/**
 * Printing in the workers. `printer.queue-prints` runs once per event that asks for paper and
 * queues one `printer.send-job` per print job (its id from the job's). A job is printed only
 * when its printer took every byte and answered the status query after them (`sendToPrinter`).
 * A send is tried `PRINT_ATTEMPTS` times through the queue's retries (once when the printer is already failing),
 * then the printer is marked failing and the paper falls back. A job settled once is never sent
 * again, and one on the wire is claimed by its sender, so a replayed event or a retried run prints
 * nothing twice (short of a crash between the printer taking the bytes and the job being marked
 * printed). A sender that finds the job held looks again until it is settled: should the holder go
 * away between its tries (a worker stopped), this one sends it, and the paper is not lost. Sends
 * lost with a queue (a restart of the embedded app) are found by `printer.resend-stranded` on the
 * workers' clock: sent again when recent, left unprinted when too old to be of use.
 */
/** One piece of paper for one printer (a `print_jobs` row). */
const ZPrintJobPayload = z.object({ restaurantId: z.string().uuid(), printJobId: z.string().uuid() });

/** Deterministic id of the send of one print job (and of a later look at it, `at` ms since the epoch). */
export const printSendJobId = (printJobId: string, at?: number): string =>
  `printer.send-job-${printJobId}${at === undefined ? '' : `-at-${at}`}`;

/** What the printing jobs use: a system command's deps, the queue and the printer network. */
type Deps = SystemDeps & { queue: JobScheduler; printerNetwork: PrinterNetwork };

const send = (deps: Deps, restaurantId: string, printJobId: string, at?: number) =>
  deps.queue.enqueue(
    'printer.send-job',
    { restaurantId, printJobId },
    { jobId: printSendJobId(printJobId, at), delay: at && Math.max(0, at - Date.now()) },
  );

/** A fire says whether it has a station with a kitchen printer (`prints`): one without has no paper. */
const unlessNoPrinter = { notNeeded: (p: { prints?: boolean }) => p.prints === false };

export const queuePrints = defineJob({
  name: 'printer.queue-prints',
  on: {
    'order.sent_to_kitchen': unlessNoPrinter,
    'order.course_fired': unlessNoPrinter,
    'ticket.reprinted': {},
    'printer.print_requested': {},
  },
  async handle(e, deps: Deps) {
    for (const id of await jobsForEvent(deps, e)) await send(deps, e.restaurantId, id);
  },
});

export const resendStranded = defineJob({
  name: 'printer.resend-stranded',
  payload: ZWindowJobPayload,
  clock: { everyMs: 60_000 },
  async handle({ windowStart }, deps: Deps) {
    for (const job of await strandedPrintJobs(deps.db)) {
      if (Date.now() - new Date(job.created_at).getTime() > RESEND_WITHIN_MS)
        await expireStranded(deps, job.restaurant_id, job.id);
      else await send(deps, job.restaurant_id, job.id, windowStart);
    }
  },
});

export const sendJob = defineJob({
  name: 'printer.send-job',
  payload: ZPrintJobPayload,
  async handle({ restaurantId, printJobId }, deps: Deps) {
    const claim = await jobToSend(deps, restaurantId, printJobId);
    if (!claim) return;
    if ('heldUntil' in claim) {
      // A look of its own each time (its id from its time): never the id of one that already ran.
      const wait = Math.min(Math.max(claim.heldUntil.getTime() - Date.now(), 100), LOOK_AGAIN_MS);
      await send(deps, restaurantId, printJobId, Date.now() + wait);
      return;
    }
    const { taken: job } = claim;
    // A test page is how a printer turned off (or failing) is checked; other paper falls back.
    if (!job.printer.enabled && job.kind !== 'test') {
      const next = await giveUp(
        deps,
        restaurantId,
        printJobId,
        job.attempt,
        'The printer is turned off in the printer settings.',
        false,
      );
      if (next) await send(deps, restaurantId, next);
      return;
    }
    try {
      await sendToPrinter(job.printer, encodeEscPos(job.lines, job.printer.widthChars), deps.printerNetwork);
    } catch (err) {
      // The screen gets one message whatever happened on the wire; the log gets what happened.
      const error = err instanceof PrinterUnreachable ? err.message : NOT_REACHABLE;
      deps.log.warn(
        {
          restaurantId,
          printJobId,
          attempt: job.attempt,
          detail: err instanceof PrinterUnreachable ? err.detail : String(err),
        },
        'print job not taken',
      );
      if (job.attempt < PRINT_ATTEMPTS && !job.printer.failing) {
        await recordAttempt(deps, restaurantId, printJobId, job.attempt, error);
        throw err;
      }
      const next = await giveUp(deps, restaurantId, printJobId, job.attempt, error);
      if (next) await send(deps, restaurantId, next);
      return;
    }
    await markPrinted(deps, restaurantId, printJobId, job.attempt);
  },
});

/** The printers module's jobs. */
export const printerJobs = [queuePrints, resendStranded, sendJob];
