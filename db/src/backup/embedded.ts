import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDirOf } from '../config';
import { openDatabase } from '../connect';
import { lockDataDir, lockHolderOf } from '../pglite-lock';
import { discard, openArchive, SECRET_FILE, type BackupManifest } from './archive';
import { writeEmbeddedBackup, type EmbeddedPaths, type Progress } from './embedded-backup';
import { requestBackupFromApp } from './requests';
import { countRows, rowCountDifferences } from './row-counts';
import { clearTargets } from './targets';

/**
 * `npm run db:backup` in the embedded mode. While the app runs, it alone may open the directory:
 * it is asked to write the backup (requests.ts). Otherwise the directory is opened here, locked
 * against an app starting meanwhile.
 */
export async function backupEmbedded(paths: EmbeddedPaths, out: string, progress: Progress): Promise<BackupManifest> {
  const pgliteDir = pgliteDirOf(paths.dataDir);
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) throw new Error(`No embedded database in ${pgliteDir}`);
  const pid = lockHolderOf(pgliteDir);
  if (pid !== null) {
    progress(`the app (process ${pid}) has the database open: asking it to write the backup`);
    return requestBackupFromApp(paths.dataDir, pid, out, progress);
  }
  progress(`opening ${pgliteDir} (the app is not running)`);
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
  try {
    progress('copying the database and the uploaded files');
    return await writeEmbeddedBackup(database, paths, out);
  } finally {
    await database.close();
  }
}

/**
 * `npm run db:restore` in the embedded mode: the app must be stopped (the directory's lock is
 * taken for the whole restore). Refuses a database or upload folder that holds anything unless
 * `force` (then moved aside). Loads PGlite's files from the archive and checks every table's
 * row count against the backup's before anything else is put back, then the uploads and the secret.
 */
export async function restoreEmbedded(
  paths: EmbeddedPaths,
  file: string,
  options: { force: boolean },
  progress: Progress,
): Promise<BackupManifest> {
  const archive = await openArchive(file);
  try {
    const { manifest } = archive;
    if (manifest.kind !== 'pglite')
      throw new Error('This backup is of a PostgreSQL database: restore it with DATABASE_URL set to the target');
    const pgliteDir = pgliteDirOf(paths.dataDir);
    const secret = path.join(paths.dataDir, SECRET_FILE);
    await mkdir(paths.dataDir, { recursive: true });
    // Taken first: a running app (or another restore) stops this one before anything is touched.
    const lock = lockDataDir(pgliteDir);
    let loaded = false;
    try {
      for (const line of await clearTargets(
        [
          { dir: pgliteDir, what: 'the embedded database' },
          { dir: paths.uploadDir, what: 'the uploaded files' },
        ],
        options.force,
      ))
        progress(line);
      progress(`loading the database (${manifest.createdAt}) into ${pgliteDir}`);
      const pg = await PGlite.create(pgliteDir, { loadDataDir: new Blob([await readFile(archive.databaseFile)]) });
      try {
        progress('checking every table against the backup');
        const found = await countRows(async (query) => (await pg.query(query)).rows);
        const differences = rowCountDifferences(manifest.rows, found);
        if (differences.length)
          throw new Error(`The restored database differs from the backup:\n  ${differences.join('\n  ')}`);
      } finally {
        await pg.close();
      }
      loaded = true;
    } finally {
      lock.release({ stoppedCleanly: loaded });
    }
    if (existsSync(archive.uploadsDir)) {
      progress(`putting back ${manifest.files} uploaded files into ${paths.uploadDir}`);
      await cp(archive.uploadsDir, paths.uploadDir, { recursive: true, preserveTimestamps: true });
    }
    if (existsSync(archive.secretFile) && (options.force || !existsSync(secret)))
      await writeFile(secret, await readFile(archive.secretFile), { mode: 0o600 });
    return manifest;
  } finally {
    await discard(archive);
  }
}
