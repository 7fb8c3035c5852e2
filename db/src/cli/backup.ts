import path from 'node:path';
import { parseArgs } from 'node:util';
import { storagePathsFromEnv } from '../config';
import { backupEmbedded } from '../backup/embedded';
import { backupPostgres } from '../backup/postgres';

/**
 * `npm run db:backup [-- --out <file>]`: one archive (.tar.gz) with the database and every
 * uploaded file (images and private receipts). With `DATABASE_URL`: pg_dump of that database and
 * `UPLOAD_DIR`; without: the embedded database in `DATA_DIR`, copied by the running app when it
 * runs (consistent, writes pause for the copy), else opened here. Restore with `npm run db:restore`.
 */
const usage = `usage: npm run db:backup [-- --out <file.tar.gz>]
  Writes the database and the uploaded files into one archive (default ./backups/restaurant-os-<time>.tar.gz).
  DATABASE_URL set: that PostgreSQL database (needs pg_dump); unset: the embedded one in DATA_DIR (default ./data).
  UPLOAD_DIR (default DATA_DIR/uploads): the uploaded files.`;

let values;
try {
  ({ values } = parseArgs({ options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } } }));
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
// npm runs scripts in the project's folder; a path given is meant from where the command was typed.
const out = path.resolve(
  process.env.INIT_CWD ?? '.',
  values.out ?? path.join('backups', `restaurant-os-${stamp}.tar.gz`),
);
const { dataDir, uploadDir } = storagePathsFromEnv();
const progress = (line: string) => console.log(`backup: ${line}`);
const started = Date.now();
try {
  const url = process.env.DATABASE_URL;
  const manifest = url
    ? await backupPostgres(url, uploadDir, out, progress)
    : await backupEmbedded({ dataDir, uploadDir }, out, progress);
  const rows = Object.values(manifest.rows).reduce((a, b) => a + b, 0);
  const tables = Object.keys(manifest.rows).length;
  progress(
    `${rows} rows in ${tables} tables and ${manifest.files} files written to ${out} (${Date.now() - started} ms)`,
  );
} catch (err) {
  console.error(`backup failed: ${(err as Error).message}`);
  process.exit(1);
}
