import { sql, type InsertObject, type UpdateObject } from 'kysely';
import type { DB, TenantTx } from '@ros/db';
import { paged } from '../../../kernel/list-query';
import type { PrintJobListQuery } from '@ros/shared-events';
import type { RepoContext } from '../../../kernel/repo-context';

/** Printers with the names of their station, terminal and fallback printer. */
export function selectPrinters(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('printers as p')
    .leftJoin('stations as s', (j) =>
      j.onRef('s.restaurant_id', '=', 'p.restaurant_id').onRef('s.id', '=', 'p.station_id'),
    )
    .leftJoin('terminal_sessions as t', (j) =>
      j.onRef('t.restaurant_id', '=', 'p.restaurant_id').onRef('t.id', '=', 'p.terminal_session_id'),
    )
    .leftJoin('printers as f', (j) =>
      j.onRef('f.restaurant_id', '=', 'p.restaurant_id').onRef('f.id', '=', 'p.fallback_printer_id'),
    )
    .selectAll('p')
    .select([
      's.name as station_name',
      't.name as terminal_name',
      'f.name as fallback_name',
      'f.enabled as fallback_enabled',
    ])
    .where('p.restaurant_id', '=', restaurantId);
}
export type PrinterRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectPrinters>['executeTakeFirst']>>>;

export function listPrinters(ctx: RepoContext, kind?: string) {
  let q = selectPrinters(ctx);
  if (kind) q = q.where('p.kind', '=', kind);
  return q
    .orderBy('p.kind')
    .orderBy(sql`lower(p.name)`)
    .orderBy('p.id')
    .execute();
}

export function findPrinter(ctx: RepoContext, id: string) {
  return selectPrinters(ctx).where('p.id', '=', id).executeTakeFirst();
}

/** Locks one printer row (status changes and versioned edits are serialised on it). */
export function lockPrinter(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('printers')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function insertPrinter(trx: TenantTx, values: InsertObject<DB, 'printers'>) {
  return trx.insertInto('printers').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Applies a change; `bump` moves the version (settings edits, not status changes). */
export function updatePrinter(ctx: RepoContext, id: string, values: UpdateObject<DB, 'printers'>, bump = true) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('printers')
    .set((eb) => ({ ...values, ...(bump ? { version: eb('version', '+', 1) } : {}), updated_at: new Date() }))
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

export function deletePrinter(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx.deleteFrom('printers').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

/** The enabled kitchen printers: each prints its station's tickets (every station's when it names none). */
export function enabledKitchenPrinters(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('printers')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('kind', '=', 'kitchen')
    .where('enabled', '=', true)
    .orderBy('id')
    .execute();
}

/** The enabled receipt printers, the terminal's first, then the shared ones, by name. */
export function enabledReceiptPrinters(ctx: RepoContext, terminalSessionId: string | null) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('printers')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('kind', '=', 'receipt')
    .where('enabled', '=', true)
    .where((eb) =>
      eb.or([
        eb('terminal_session_id', 'is', null),
        ...(terminalSessionId ? [eb('terminal_session_id', '=', terminalSessionId)] : []),
      ]),
    )
    .orderBy(sql`terminal_session_id is null`)
    .orderBy(sql`lower(name)`)
    .execute();
}

/** True when the terminal is one of the restaurant's (a receipt printed "on this terminal"). */
export async function terminalExists(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return !!(await trx
    .selectFrom('terminal_sessions')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .executeTakeFirst());
}

/** Adds a job; one with a `dedupe_key` already there adds nothing (a replayed event prints once). */
export function insertPrintJob(trx: TenantTx, values: InsertObject<DB, 'print_jobs'>) {
  return trx
    .insertInto('print_jobs')
    .values(values)
    .onConflict((oc) => oc.columns(['restaurant_id', 'dedupe_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

/**
 * True when the printer already has this ticket of this event as a job of its own: a kitchen
 * printer of every station is a fallback that got the ticket anyway (it must not print twice).
 */
export async function hasTicketOfEvent(ctx: RepoContext, printerId: string, ticketId: string, eventId: string) {
  const { trx, restaurantId } = ctx;
  const row = await trx
    .selectFrom('print_jobs')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('printer_id', '=', printerId)
    .where('ticket_id', '=', ticketId)
    .where('source_event_id', '=', eventId)
    .executeTakeFirst();
  return !!row;
}

/** The jobs an event asked for that still wait for their printer. */
export async function queuedJobsOfEvent(ctx: RepoContext, eventId: string) {
  const { trx, restaurantId } = ctx;
  const rows = await trx
    .selectFrom('print_jobs')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('source_event_id', '=', eventId)
    .where('status', '=', 'queued')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** How long a sender holds a job it is putting on the wire: longer than connecting, writing and the status reply may take (18 s). */
const SEND_CLAIM = sql<Date>`now() + interval '30 seconds'`;
/** No sender holds the job (never claimed, let go, or its claim ran out). */
const UNCLAIMED = sql<boolean>`(sending_until is null or sending_until < now())`;

/**
 * Claims a queued job for sending, unless another sender holds it (a re-published event run by a
 * second worker): its printer, paper and tries so far, or nothing. The claim ends with the attempt's outcome.
 */
export function claimPrintJob(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('print_jobs')
    .set({ sending_until: SEND_CLAIM })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where(UNCLAIMED)
    .returning(['printer_id', 'kind', 'lines', 'attempts'])
    .executeTakeFirst();
}

/** Queued jobs of every restaurant that no sender holds and that have waited over a minute: their send was lost (a restart). */
export function strandedPrintJobs(db: Pick<TenantTx, 'selectFrom'>) {
  return db
    .selectFrom('print_jobs')
    .select(['restaurant_id', 'id', 'created_at'])
    .where('status', '=', 'queued')
    .where('created_at', '<', sql<Date>`now() - interval '1 minute'`)
    .where(UNCLAIMED)
    .execute();
}

/**
 * A queued job nobody holds leaves the queue unprinted, with why: a ticket stays on the KDS
 * (`fell_back`), other paper is `failed`. Nothing when a sender has taken it meanwhile.
 */
export function expireUnclaimed(ctx: RepoContext, id: string, error: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('print_jobs')
    .set({ status: sql<string>`case when kind = 'ticket' then 'fell_back' else 'failed' end`, error })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where(UNCLAIMED)
    .execute();
}

/** Until when another sender holds a queued job (now, when it let go in between); null once it is settled or gone. */
export async function claimHeldUntil(ctx: RepoContext, id: string): Promise<Date | null> {
  const { trx, restaurantId } = ctx;
  const row = await trx
    .selectFrom('print_jobs')
    .select('sending_until')
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return row ? (row.sending_until ?? new Date()) : null;
}

export function lockPrintJob(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .selectFrom('print_jobs')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function updatePrintJob(ctx: RepoContext, id: string, values: UpdateObject<DB, 'print_jobs'>) {
  const { trx, restaurantId } = ctx;
  return trx
    .updateTable('print_jobs')
    .set(values)
    .where('restaurant_id', '=', restaurantId)
    .where('id', '=', id)
    .execute();
}

/** Jobs with their printer's name and, for a fallen-back one, where its paper went. */
function selectJobs(trx: TenantTx, restaurantId: string) {
  return trx
    .selectFrom('print_jobs as j')
    .innerJoin('printers as p', (j) =>
      j.onRef('p.restaurant_id', '=', 'j.restaurant_id').onRef('p.id', '=', 'j.printer_id'),
    )
    .leftJoin('print_jobs as fb', (j) =>
      j.onRef('fb.restaurant_id', '=', 'j.restaurant_id').onRef('fb.fallback_of_id', '=', 'j.id'),
    )
    .leftJoin('printers as fp', (j) =>
      j.onRef('fp.restaurant_id', '=', 'fb.restaurant_id').onRef('fp.id', '=', 'fb.printer_id'),
    )
    .selectAll('j')
    .select(['p.name as printer_name', 'fp.id as fell_back_to_id', 'fp.name as fell_back_to_name'])
    .where('j.restaurant_id', '=', restaurantId);
}
export type PrintJobRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectJobs>['executeTakeFirst']>>>;

export function findPrintJob(ctx: RepoContext, id: string) {
  const { trx, restaurantId } = ctx;
  return selectJobs(trx, restaurantId).where('j.id', '=', id).executeTakeFirst();
}

/** The newest jobs first, filtered by printer, kind and status. */
export function listPrintJobs(ctx: RepoContext, query: PrintJobListQuery) {
  const { trx, restaurantId } = ctx;
  let q = selectJobs(trx, restaurantId);
  if (query.printerId) q = q.where('j.printer_id', '=', query.printerId);
  if (query.kind) q = q.where('j.kind', '=', query.kind);
  if (query.status) q = q.where('j.status', '=', query.status);
  return paged(trx, q.orderBy('j.created_at', 'desc').orderBy('j.id', 'desc'), query);
}
