import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { countFiles, discard, openArchive, startStaging, writeArchive, type BackupManifest } from './archive';
import type { Progress } from './embedded-backup';
import { countRows, rowCountDifferences } from './row-counts';
import { clearTargets } from './targets';

const run = promisify(execFile);

/**
 * How `pg_dump` and `pg_restore` reach the database: the URL without its password (which would
 * show in the process list), the password in their environment (`PGPASSWORD`).
 */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

async function tool(name: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(name, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT')
      throw new Error(
        `${name} was not found: install the PostgreSQL client tools (same major version as the server or newer)`,
        { cause: err },
      );
    throw new Error(`${name} failed: ${e.stderr?.trim() || e.message}`, { cause: err });
  }
}

const client = (url: string) => postgres(url, { max: 1, onnotice: () => {} });

/**
 * `npm run db:backup` with `DATABASE_URL`: `pg_dump --format=custom` of the database and the
 * upload directory, in one archive. The row counts are read in the very snapshot `pg_dump` copies
 * (exported from a repeatable-read transaction held open meanwhile), so they match the dump
 * exactly while the app keeps writing. Files are copied after the database (see embedded-backup.ts).
 */
export async function backupPostgres(
  url: string,
  uploadDir: string,
  out: string,
  progress: Progress,
): Promise<BackupManifest> {
  const sql = client(url);
  const staging = await startStaging('postgres');
  try {
    const { dbname, env } = libpq(url);
    const rows = await sql.begin('isolation level repeatable read read only', async (tx) => {
      const [{ snapshot }] = (await tx`select pg_export_snapshot() as snapshot`) as unknown as [{ snapshot: string }];
      const counts = await countRows((q) => tx.unsafe(q));
      progress('running pg_dump');
      await tool(
        'pg_dump',
        ['--format=custom', `--snapshot=${snapshot}`, `--file=${staging.databaseFile}`, `--dbname=${dbname}`],
        env,
      );
      return counts;
    });
    progress('copying the uploaded files');
    const manifest: BackupManifest = {
      format: 'restaurant-os-backup',
      version: 1,
      kind: 'postgres',
      createdAt: new Date().toISOString(),
      rows,
      files: await countFiles(uploadDir),
    };
    await writeArchive(staging, out, manifest, { uploadDir });
    return manifest;
  } catch (err) {
    await discard(staging);
    throw err;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * `npm run db:restore` with `DATABASE_URL`: refuses a database with tables, or an upload folder
 * with files, unless `force`; then `pg_restore --clean --if-exists --single-transaction` (all of
 * it or nothing), the files, and a check of every table's row count against the backup.
 */
export async function restorePostgres(
  url: string,
  uploadDir: string,
  file: string,
  options: { force: boolean },
  progress: Progress,
): Promise<BackupManifest> {
  const archive = await openArchive(file);
  const sql = client(url);
  try {
    const { manifest } = archive;
    if (manifest.kind !== 'postgres')
      throw new Error('This backup is of the embedded database: restore it without DATABASE_URL (into DATA_DIR)');
    const [{ tables }] =
      (await sql`select count(*)::int as tables from pg_tables where schemaname = 'public'`) as unknown as [
        { tables: number },
      ];
    if (tables > 0 && !options.force)
      throw new Error(
        `Refusing to restore over existing data (${tables} tables in the target database). ` +
          'Restore into an empty database, or pass --force to replace what the backup holds.',
      );
    // Only the upload folder is moved aside here: the database is replaced in one transaction.
    for (const line of await clearTargets([{ dir: uploadDir, what: 'the uploaded files' }], options.force))
      progress(line);
    // The role tenant transactions switch to is the cluster's, not the database's: pg_dump leaves it out.
    await sql`do $$ begin create role ros_tenant nologin; exception when duplicate_object or unique_violation then null; end $$`;
    progress(`restoring the database (${manifest.createdAt}) with pg_restore`);
    const { dbname, env } = libpq(url);
    await tool(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${dbname}`,
        archive.databaseFile,
      ],
      env,
    );
    if (existsSync(archive.uploadsDir)) {
      progress(`putting back ${manifest.files} uploaded files into ${uploadDir}`);
      await cp(archive.uploadsDir, uploadDir, { recursive: true, preserveTimestamps: true });
    }
    progress('checking every table against the backup');
    const found = await countRows((q) => sql.unsafe(q));
    // Tables the target had beyond the backup's (a --force over another schema) are left as they were.
    const restored = Object.fromEntries(Object.entries(found).filter(([table]) => table in manifest.rows));
    const differences = rowCountDifferences(manifest.rows, restored);
    if (differences.length)
      throw new Error(`The restored database differs from the backup:\n  ${differences.join('\n  ')}`);
    return manifest;
  } finally {
    await sql.end({ timeout: 5 });
    await discard(archive);
  }
}
