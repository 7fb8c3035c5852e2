import type { ReportExport } from '@ros/shared-events';
import { forbidden, notFound, ruleViolation } from '../../../kernel/errors';
import { jsonb } from '../../../kernel/jsonb';
import { runAsSystem } from '../../../kernel/system';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { paidBillsBatch } from '../../service/invoices';
import { authorizeReading, breakdown, requireReportPeriod, sales } from '../reports';
import { tableWriter, type ExportFormat, type TableWriter } from './export-files';
import * as repo from './exports.repo';
import { buildRestaurantData, type DataExportDeps } from './restaurant-data';
import type { ExportBody } from '@ros/shared-events';

const money = (n: number) => Math.round(n) / 100;
const KEEP_DAYS = 7;
const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  zip: 'application/zip',
} as const;

export const toExport = (r: repo.ExportRow): ReportExport => ({
  id: r.id,
  kind: r.kind as ReportExport['kind'],
  format: r.format as ReportExport['format'],
  from: r.params.from,
  to: r.params.to,
  status: r.status as ReportExport['status'],
  progress: r.progress,
  fileName: r.file_name,
  sizeBytes: r.size_bytes,
  error: r.error,
  createdAt: new Date(r.created_at).toISOString(),
  finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
  expiresAt: new Date(r.expires_at).toISOString(),
});

/** Whoever reads the reports may export them. */
const authorizeExports = authorizeReading;

/** Queues an export of a report or of the bills of a period; the workers build it and tell the requester how far they are. */
export async function requestExport(ctx: TenantContext, body: ExportBody) {
  authorizeExports(ctx);
  requireReportPeriod(ctx, body.from, body.to);
  const row = await repo.insertExport(ctx.trx, {
    restaurant_id: ctx.restaurant.id,
    requested_by: ctx.user.id,
    kind: body.kind,
    format: body.format,
    params: jsonb({ from: body.from, to: body.to }),
    expires_at: new Date(Date.now() + KEEP_DAYS * 86_400_000),
  });
  ctx.emit('export.requested', { exportId: row.id, requestedBy: ctx.user.id, kind: body.kind, format: body.format });
  return toExport((await repo.findExport(ctx, row.id))!);
}

const ONLY_THE_OWNER = "Only the restaurant's owner can export all of its data.";

/**
 * Everything the restaurant holds (guests, staff, money) leaves in one file: its owner alone may ask
 * for it. `edit roles` is checked first (what the role matrix reads); a manager who has it is refused
 * by the owner rule, and a PIN session on a terminal never gets here (the route is not on the floor).
 */
function authorizeOwner(ctx: TenantContext) {
  ctx.authorize('edit', 'roles');
  if (ctx.user.id !== ctx.restaurant.ownerId) throw forbidden(ONLY_THE_OWNER);
}

/** Queues the export of all of the restaurant's data (a zip); the same job builds it, telling its owner how far it got. */
export async function requestDataExport(ctx: TenantContext) {
  authorizeOwner(ctx);
  const today = new Date().toISOString().slice(0, 10);
  const row = await repo.insertExport(ctx.trx, {
    restaurant_id: ctx.restaurant.id,
    requested_by: ctx.user.id,
    kind: 'restaurant-data',
    format: 'zip',
    params: jsonb({ from: today, to: today }),
    expires_at: new Date(Date.now() + KEEP_DAYS * 86_400_000),
  });
  ctx.emit('export.requested', { exportId: row.id, requestedBy: ctx.user.id, kind: 'restaurant-data', format: 'zip' });
  return toExport((await repo.findExport(ctx, row.id))!);
}

/** The caller's exports of the last days, newest first. */
export async function listExports(ctx: TenantContext) {
  authorizeExports(ctx);
  return { data: (await repo.listExports(ctx, ctx.user.id)).map(toExport) };
}

async function ownExport(ctx: TenantContext, id: string) {
  authorizeExports(ctx);
  const row = isUuid(id) ? await repo.findExport(ctx, id) : undefined;
  // Another member's export is theirs: it does not exist for anyone else.
  if (!row || row.requested_by !== ctx.user.id) throw notFound('Export');
  return row;
}

export async function getExport(ctx: TenantContext, id: string) {
  return toExport(await ownExport(ctx, id));
}

export async function exportFile(ctx: TenantContext, id: string) {
  const row = await ownExport(ctx, id);
  if (row.status !== 'done') throw ruleViolation('The export is not ready yet.');
  const content = await repo.exportContent(ctx, id);
  return { fileName: row.file_name!, type: TYPES[row.format as keyof typeof TYPES], content: content! };
}

const BILL_HEADERS = [
  'Bill',
  'Paid at',
  'Customer',
  'Subtotal',
  'Discount',
  'Service',
  'Tax',
  'Tip',
  'Total',
  'Paid by',
];
/** Bills read per short command: a batch, then the file takes its rows and the loop gets a turn. */
const BATCH = 500;

type Rows = (string | number | null)[][];

/** A report's title, headers and rows, in one command. */
async function reportTable(ctx: TenantContext, kind: string, from: string, to: string) {
  if (kind === 'sales') {
    const s = await sales(ctx, from, to, 'day', false);
    return {
      title: `Sales ${from} – ${to}`,
      headers: ['Day', 'Bills', 'Covers', 'Net sales', 'Total taken'],
      rows: s.points.map((p) => [p.key, p.bills, p.covers, money(p.netSales), money(p.grandTotal)]) as Rows,
    };
  }
  const b = await breakdown(ctx, 'dish', from, to);
  return {
    title: `Product mix ${from} – ${to}`,
    headers: ['Dish', 'Quantity', 'Revenue', 'Share %'],
    rows: b.rows.map((r) => [r.label, r.quantity, money(r.amount), r.share]) as Rows,
  };
}

/** The next batch of the bills paid in the period, as rows, where it ended, and (first batch) how many in all. */
async function billBatch(ctx: TenantContext, from: string, to: string, after: Cursor) {
  const batch = await paidBillsBatch(ctx, { from, to }, after, BATCH);
  const rows: Rows = batch.data.map((b) => [
    b.billNo,
    b.paidAt.slice(0, 16).replace('T', ' '),
    b.who,
    money(b.totals.subtotal),
    money(b.totals.discount),
    money(b.totals.serviceCharge),
    money(b.totals.tax),
    money(b.totals.tip),
    money(b.totals.grandTotal),
    b.methods.join(' + '),
  ]);
  return { rows, next: batch.next, count: batch.count };
}
type Cursor = Awaited<ReturnType<typeof paidBillsBatch>>['next'];

/**
 * The bills of the period into `file`, batch by batch: each batch its own short command (keyset
 * after the last bill, so a batch costs the same at any point of the year), its rows written to the
 * file before the next is read, and the progress told between batches. The embedded database has
 * one connection: between batches the POS's commands get it.
 */
async function writeBills(
  deps: DataExportDeps,
  restaurantId: string,
  range: { from: string; to: string },
  file: TableWriter,
  progress: (done: number) => Promise<void>,
) {
  let after: Cursor = null;
  let count = 0;
  let written = 0;
  for (;;) {
    const got = (await runAsSystem(deps, restaurantId, (ctx) => billBatch(ctx, range.from, range.to, after)))!;
    if (got.count !== null) count = got.count;
    await file.rows(got.rows);
    written += got.rows.length;
    await progress(count ? Math.min(1, written / count) : 1);
    if (got.rows.length < BATCH || !got.next) return;
    after = got.next;
  }
}

/**
 * The export job: marks it running, builds its rows (bills page by page), writes the file, and
 * tells the requester how far it got (`export.progress`, to them alone) and when it is done. A run
 * of an export already done (a retried job) does nothing.
 */
export async function runExport(deps: DataExportDeps, restaurantId: string, exportId: string) {
  const started = await runAsSystem(deps, restaurantId, async (ctx) => {
    const row = await repo.findExport({ trx: ctx.trx, restaurantId }, exportId);
    if (!row || row.status === 'done') return null;
    await repo.updateExport({ trx: ctx.trx, restaurantId }, exportId, { status: 'running', progress: 5 });
    ctx.emit('export.progress', { exportId, requestedBy: row.requested_by, progress: 5, status: 'running' });
    return row;
  });
  if (!started) return;
  let last = 5;
  const progress = async (done: number) => {
    const pct = Math.min(90, 5 + Math.round(done * 85));
    if (pct < last + 10) return;
    last = pct;
    await runAsSystem(deps, restaurantId, async (ctx) => {
      await repo.updateExport({ trx: ctx.trx, restaurantId }, exportId, { progress: pct });
      ctx.emit('export.progress', { exportId, requestedBy: started.requested_by, progress: pct, status: 'running' });
    });
  };
  try {
    const file =
      started.kind === 'restaurant-data'
        ? {
            content: await buildRestaurantData(deps, restaurantId, progress),
            name: `restaurant-data-${started.params.from}.zip`,
          }
        : await reportFile(deps, restaurantId, started, progress);
    await runAsSystem(deps, restaurantId, async (ctx) => {
      await repo.updateExport({ trx: ctx.trx, restaurantId }, exportId, {
        status: 'done',
        progress: 100,
        content: file.content,
        file_name: file.name,
        size_bytes: file.content.length,
        finished_at: new Date(),
      });
      ctx.emit('export.progress', { exportId, requestedBy: started.requested_by, progress: 100, status: 'done' });
    });
  } catch (err) {
    await runAsSystem(deps, restaurantId, async (ctx) => {
      await repo.updateExport({ trx: ctx.trx, restaurantId }, exportId, {
        status: 'failed',
        error: (err as Error).message.slice(0, 300),
        finished_at: new Date(),
      });
      ctx.emit('export.progress', { exportId, requestedBy: started.requested_by, progress: last, status: 'failed' });
    });
  }
}

/** A report, or the bills of a period read in keyset batches, written as CSV, XLSX or PDF while they come. */
async function reportFile(
  deps: DataExportDeps,
  restaurantId: string,
  started: repo.ExportRow,
  progress: (done: number) => Promise<void>,
) {
  const { from, to } = started.params;
  const format = started.format as ExportFormat;
  let file: TableWriter;
  if (started.kind === 'bills') {
    file = tableWriter(format, { title: `Bills ${from} – ${to}`, headers: BILL_HEADERS });
    await writeBills(deps, restaurantId, { from, to }, file, progress);
  } else {
    const report = (await runAsSystem(deps, restaurantId, (ctx) => reportTable(ctx, started.kind, from, to)))!;
    file = tableWriter(format, report);
    await file.rows(report.rows);
  }
  return { content: await file.end(), name: `${started.kind}-${from}-${to}.${format}` };
}
