import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import archiver from 'archiver';
import { tenantTables, type TenantTable } from '@ros/db';
import { runAsSystem, type SystemDeps } from '../../../kernel/system';
import { restaurantFileDirs } from '../../identity/uploads';
import { csvCell } from './export-files';
import { RESTAURANTS_TABLE, ROW_BATCH, rowBatch } from './restaurant-data.repo';

/** What the data export needs besides a command: where the restaurant's files are. */
export type DataExportDeps = SystemDeps & { uploadDir: string };

/** Credentials, whatever the table: digests of passwords, PINs and tokens (a PIN's digest is guessed offline in seconds). */
const SECRET_COLUMN = /(_hash|_digest)$/;
/** The other columns left out, and why (written in the zip's manifest too). */
const LEFT_OUT: Record<string, Record<string, string>> = {
  webhook_endpoints: { secret: 'the signing secret of each webhook (shown once when created or rotated)' },
  report_exports: { content: 'the files of earlier exports (this one among them)' },
  reservations: {
    manage_token: "a guest's link to change their booking: the guest's credential, not the restaurant's",
  },
  guest_recipients: { token: "a guest's unsubscribe link: the guest's credential, not the restaurant's" },
};
const SECRET_REASON = 'a digest of a password, PIN or token: a credential, never exported';

/** The columns of `table` the export leaves out, with the reason. */
function leftOutOf(table: TenantTable): Record<string, string> {
  const secrets = table.columns.filter((c) => SECRET_COLUMN.test(c)).map((c) => [c, SECRET_REASON]);
  return { ...Object.fromEntries(secrets), ...LEFT_OUT[table.name] };
}

/** The restaurant's rows of one table, batch by batch, each batch its own short command. */
async function* batchesOf(deps: SystemDeps, restaurantId: string, table: TenantTable, leftOut: string[]) {
  let after: string[] | null = null;
  for (;;) {
    const batch = await runAsSystem(deps, restaurantId, (ctx) => rowBatch(ctx, table, leftOut, after));
    if (!batch?.length) return;
    yield batch.map((b) => b.row);
    if (batch.length < ROW_BATCH) return;
    after = batch[batch.length - 1]!.key;
  }
}

type Counted = { rows: number };

/** A table as one JSON array, a row per line, counting its rows. */
async function* jsonOf(rows: AsyncIterable<Record<string, unknown>[]>, counted: Counted) {
  yield '[';
  for await (const batch of rows) {
    yield batch.map((r, i) => `${counted.rows + i ? ',' : ''}\n${JSON.stringify(r)}`).join('');
    counted.rows += batch.length;
  }
  yield '\n]\n';
}

const csvValue = (v: unknown) =>
  csvCell(v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : (v as string | number));

/** A table as CSV: a header of its columns (those exported), a line per row. */
async function* csvOf(columns: string[], rows: AsyncIterable<Record<string, unknown>[]>, done: () => Promise<void>) {
  yield `\ufeff${columns.map(csvCell).join(',')}\r\n`;
  for await (const batch of rows)
    yield batch.map((r) => `${columns.map((c) => csvValue(r[c])).join(',')}\r\n`).join('');
  await done();
}

/** The restaurant's files, public images and private receipts (none yet: an empty list). */
async function filesOf(uploadDir: string, restaurantId: string) {
  const dirs = restaurantFileDirs(uploadDir, restaurantId);
  const list = async (kind: 'public' | 'private') =>
    (await readdir(dirs[kind]).catch(() => [] as string[])).map((f) => ({
      source: path.join(dirs[kind], f),
      name: `uploads/${kind}/${f}`,
    }));
  return [...(await list('public')), ...(await list('private'))];
}

/**
 * Every row of the restaurant as a zip: `tables/<table>.json` (exact) and `tables/<table>.csv` (for a
 * spreadsheet) for every tenant table of the catalogue and the `restaurants` row, its uploaded files
 * under `uploads/`, and `manifest.json` (row counts, files, what was left out and why). Rows are read
 * in batches as the zip is written, a table at a time; `progress` is told the share of tables done.
 */
export async function buildRestaurantData(
  deps: DataExportDeps,
  restaurantId: string,
  progress: (done: number) => Promise<void>,
): Promise<Buffer> {
  const catalogue = await runAsSystem(deps, restaurantId, (ctx) => tenantTables(ctx.trx));
  if (!catalogue) throw new Error('The restaurant is gone.');
  const restaurantRow = await runAsSystem(deps, restaurantId, (ctx) => rowBatch(ctx, RESTAURANTS_TABLE, [], null));
  const tables = [{ ...RESTAURANTS_TABLE, columns: Object.keys(restaurantRow?.[0]?.row ?? {}) }, ...catalogue];
  const zip = archiver('zip', { zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  zip.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<void>((resolve, reject) => {
    zip.on('end', resolve);
    zip.on('error', reject);
  });
  const manifest: { tables: Record<string, { rows: number; leftOut: Record<string, string> }>; files: number } = {
    tables: {},
    files: 0,
  };
  let tablesDone = 0;
  for (const table of tables) {
    const leftOut = leftOutOf(table);
    const counted: Counted = { rows: 0 };
    manifest.tables[table.name] = { rows: 0, leftOut };
    const skip = Object.keys(leftOut);
    const columns = table.columns.filter((c) => !skip.includes(c));
    const tableDone = async () => {
      manifest.tables[table.name]!.rows = counted.rows;
      await progress(++tablesDone / tables.length);
    };
    zip.append(Readable.from(jsonOf(batchesOf(deps, restaurantId, table, skip), counted)), {
      name: `tables/${table.name}.json`,
    });
    zip.append(Readable.from(csvOf(columns, batchesOf(deps, restaurantId, table, skip), tableDone)), {
      name: `tables/${table.name}.csv`,
    });
  }
  const files = await filesOf(deps.uploadDir, restaurantId);
  for (const f of files) zip.file(f.source, { name: f.name });
  manifest.files = files.length;
  // Appended last, read last: by then every table has been counted.
  zip.append(
    Readable.from(
      (async function* () {
        yield JSON.stringify({ restaurantId, exportedAt: new Date().toISOString(), ...manifest }, null, 2);
      })(),
    ),
    { name: 'manifest.json' },
  );
  await zip.finalize();
  await finished;
  return Buffer.concat(chunks);
}
