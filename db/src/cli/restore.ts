import path from 'node:path';
import { parseArgs } from 'node:util';
import { storagePathsFromEnv } from '../config';
import { restoreEmbedded } from '../backup/embedded';
import { restorePostgres } from '../backup/postgres';

/**
 * `npm run db:restore -- <file> [--force]`: puts a backup of `npm run db:backup` back, database
 * and uploaded files, then checks every table's row count against the backup. Refuses to write
 * over a database or upload folder that holds anything unless `--force`.
 */
const usage = `usage: npm run db:restore -- <backup.tar.gz> [--force]
  DATABASE_URL set: restores a PostgreSQL backup into that database (needs pg_restore);
  unset: an embedded backup into DATA_DIR (default ./data; stop the app first).
  UPLOAD_DIR (default DATA_DIR/uploads) receives the uploaded files.
  --force  restore over existing data (the database is replaced; existing folders are moved aside, not deleted).`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
if (parsed.values.help) {
  console.log(usage);
  process.exit(0);
}
if (parsed.positionals.length !== 1) {
  console.error(usage);
  process.exit(2);
}
// npm runs scripts in the project's folder; the path given is meant from where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? '.', parsed.positionals[0]!);
const force = parsed.values.force ?? false;
const { dataDir, uploadDir } = storagePathsFromEnv();
const progress = (line: string) => console.log(`restore: ${line}`);
const started = Date.now();
try {
  const url = process.env.DATABASE_URL;
  const manifest = url
    ? await restorePostgres(url, uploadDir, file, { force }, progress)
    : await restoreEmbedded({ dataDir, uploadDir }, file, { force }, progress);
  const rows = Object.values(manifest.rows).reduce((a, b) => a + b, 0);
  progress(
    `${rows} rows in ${Object.keys(manifest.rows).length} tables and ${manifest.files} files restored from the backup of ${manifest.createdAt}; every table's row count matches (${Date.now() - started} ms)`,
  );
} catch (err) {
  console.error(`restore failed: ${(err as Error).message}`);
  process.exit(1);
}
