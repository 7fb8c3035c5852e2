import { z } from 'zod';

/** Every job payload names its restaurant and the event that triggered it (the idempotency key). */
const ZEventJobPayload = z.object({ restaurantId: z.string().uuid(), eventId: z.string().uuid() });
/**
 * A stream job's run for one time window (its start, ms since the epoch, which is also its id). The
 * job follows every restaurant's stream from its own cursors, so the window only names the run.
 */
const ZStreamJobPayload = z.object({ windowStart: z.number().int().min(0) });
/** A job scheduled for one version of a reservation; a later version makes it a no-op. */
const ZReservationJobPayload = z.object({ restaurantId: z.string().uuid(), reservationId: z.string().uuid(), version: z.number().int().min(1) });
/** One piece of paper for one printer (a `print_jobs` row). */
const ZPrintJobPayload = z.object({ restaurantId: z.string().uuid(), printJobId: z.string().uuid() });

/**
 * The job catalogue: name (`area.verb-noun`) → payload schema, re-validated when consumed.
 * A new job adds one line here and one handler in workers; the registry refuses to start otherwise.
 */
export const JOB_SCHEMAS = {
  /** Rolls every restaurant's committed events past its cursor into its per-business-day counters (activity and reports). */
  'report.count-daily': ZStreamJobPayload,
  /** Adds every restaurant's committed events past its cursor to the report roll-ups (hourly buckets, daily dimensions). */
  'report.roll-up': ZStreamJobPayload,
  /** Schedules the reminder, reserved-flip and no-show jobs of the reservation an event names. */
  'reservation.schedule-jobs': ZEventJobPayload,
  /** Enqueues again, under their own ids, the reservation jobs of every waiting booking that come due soon or are overdue. */
  'reservation.schedule-due': ZStreamJobPayload,
  /** Queues the guest's reminder message before the booking (once per reservation version). */
  'reservation.send-reminder': ZReservationJobPayload,
  /** Shows the booked tables as reserved N minutes before the booking, when they are free. */
  'reservation.mark-tables-reserved': ZReservationJobPayload,
  /** Marks the reservation no_show after the grace period when it is still booked or confirmed. */
  'reservation.mark-no-show': ZReservationJobPayload,
  /** Writes the stock movements of a fire (sales) or of a void of a fired item (returns), once per order item. */
  'inventory.deduct-stock': ZEventJobPayload,
  /** Creates the expenses of recurring schedules that are due (one per period), for every restaurant. */
  'accounts.run-schedules': ZStreamJobPayload,
  /** Queues each closed business day's report (figures and product mix) to the owner and managers. */
  'report.end-of-day': ZStreamJobPayload,
  /** Builds a requested export (CSV, XLSX, PDF) with progress events to its requester. */
  'report.export': ZEventJobPayload,
  /** Builds the requested exports whose job was lost (a restart). */
  'report.resume-exports': ZStreamJobPayload,
  /** Lays out the paper an event asks for (a fire's tickets per station printer, a reprint, a test page) and queues each send. */
  'printer.queue-prints': ZEventJobPayload,
  /** Sends again the print jobs whose send was lost (a restart), or leaves them unprinted when too old. */
  'printer.resend-stranded': ZStreamJobPayload,
  /** Sends one print job to its printer over TCP, with retries; then marks the printer failing and falls back. */
  'printer.send-job': ZPrintJobPayload,
} as const;

/** Every job name. */
export type JobName = keyof typeof JOB_SCHEMAS;
/** The payload type of one job. */
export type JobPayload<N extends JobName> = z.infer<(typeof JOB_SCHEMAS)[N]>;

export const JOB_NAMES = Object.keys(JOB_SCHEMAS) as JobName[];

/**
 * Which jobs an event triggers. `'*'` entries run for every event type of the catalog; the relay
 * enqueues them with `jobId = jobIdFor(name, eventId)`.
 */
export const JOB_TRIGGERS: Readonly<Record<string, readonly JobName[]>> = {
  'reservation.created': ['reservation.schedule-jobs'],
  'reservation.updated': ['reservation.schedule-jobs'],
  'order.sent_to_kitchen': ['inventory.deduct-stock', 'printer.queue-prints'],
  'order.course_fired': ['inventory.deduct-stock', 'printer.queue-prints'],
  'ticket.reprinted': ['printer.queue-prints'],
  'printer.print_requested': ['printer.queue-prints'],
  'order.item_voided': ['inventory.deduct-stock'],
  'export.requested': ['report.export'],
};

/** A fire that says it has no work for a job (`prints`, `deductsStock` false: see `order.sent_to_kitchen`). */
const fireHasNo: Partial<Record<JobName, (payload: { prints?: boolean; deductsStock?: boolean }) => boolean>> = {
  'printer.queue-prints': (p) => p.prints === false,
  'inventory.deduct-stock': (p) => p.deductsStock === false,
};
/** Triggers an event turns off when its payload says there is nothing for the job to do. */
const JOB_NOT_NEEDED: Readonly<Record<string, typeof fireHasNo>> = {
  'order.sent_to_kitchen': fireHasNo,
  'order.course_fired': fireHasNo,
};

/** The jobs an event triggers (its type's own entries plus the catch-all ones, less those its payload has no work for). */
export function jobsTriggeredBy(eventType: string, payload: unknown = {}): JobName[] {
  const all = JOB_TRIGGERS['*'] ?? [];
  const own = JOB_TRIGGERS[eventType] ?? [];
  const notNeeded = JOB_NOT_NEEDED[eventType] ?? {};
  return [...new Set([...all, ...own])].filter((name) => !notNeeded[name]?.(payload as never));
}

/** Deterministic job id for an event-triggered job, or a stream job's window (BullMQ ids may not contain ':'). */
export const jobIdFor = (name: JobName, eventId: string): string => `${name}-${eventId}`;

/** Deterministic id of the send of one print job (and of a later look at it, `at` ms since the epoch). */
export const printSendJobId = (printJobId: string, at?: number): string => `printer.send-job-${printJobId}${at === undefined ? '' : `-at-${at}`}`;

/** Deterministic id of a job scheduled for one version of a reservation. */
export const reservationJobId = (name: JobName, reservationId: string, version: number): string => `${name}-${reservationId}-v${version}`;


/**
 * Jobs that follow all restaurants' streams rather than single events: the relay enqueues each at
 * most once per time window (`jobId = jobIdFor(name, String(windowStart))`, payload
 * `{ windowStart }`), delayed until the window has ended, whenever it settles events in that
 * window. A run takes everything committed by then past its cursor per restaurant (`job_cursors`),
 * so each event is handled once however often or late jobs run, and the cost is a few jobs per
 * second whatever the load.
 */
export const STREAM_JOBS = ['report.count-daily', 'report.roll-up'] as const satisfies readonly JobName[];

/**
 * Jobs the workers' clock enqueues every `everyMs` (and once at start), as `{ windowStart }` with
 * `jobId = jobIdFor(name, \`clock-${windowStart}\`)`: however many workers run, each window runs once
 * (and a stream job's clock run never takes the id of a window the relay enqueues).
 * The handler must be safe to run again (what it creates has a key).
 */
export const CLOCK_JOBS: Partial<Record<JobName, { everyMs: number }>> = {
  'accounts.run-schedules': { everyMs: 15 * 60_000 },
  /** Also what brings back, at start, the delayed reservation jobs a restart lost. */
  'reservation.schedule-due': { everyMs: 5 * 60_000 },
  'report.end-of-day': { everyMs: 15 * 60_000 },
  'printer.resend-stranded': { everyMs: 60_000 },
  'report.resume-exports': { everyMs: 5 * 60_000 },
  /** A catch-up: rolls up events written without the relay (a history import, a rebuild after a restart). */
  'report.roll-up': { everyMs: 60_000 },
};
