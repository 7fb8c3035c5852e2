import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../connect';
import { countFiles, discard, SECRET_FILE, startStaging, writeArchive, type BackupManifest } from './archive';

/** The embedded mode's files: `DATA_DIR` (PGlite under `pglite/`, the generated secret) and the uploads. */
export interface EmbeddedPaths {
  dataDir: string;
  uploadDir: string;
}

/** Progress lines for a person watching (the CLIs print them). */
export type Progress = (line: string) => void;

/**
 * Writes a backup of a database open in this process (the running app, or the CLI's own open):
 * PGlite's files and row counts at one moment between transactions, then the uploads as they
 * are. Files are copied after the database, so every file a copied row names is in the archive
 * (a file is written before the command that records it, and none is ever deleted).
 */
export async function writeEmbeddedBackup(
  database: Database,
  paths: EmbeddedPaths,
  out: string,
): Promise<BackupManifest> {
  if (!database.snapshot) throw new Error('Only the embedded database can be copied this way');
  const staging = await startStaging('pglite');
  try {
    const { tarball, rows } = await database.snapshot();
    await writeFile(staging.databaseFile, tarball);
    const manifest: BackupManifest = {
      format: 'restaurant-os-backup',
      version: 1,
      kind: 'pglite',
      createdAt: new Date().toISOString(),
      rows,
      files: await countFiles(paths.uploadDir),
    };
    await writeArchive(staging, out, manifest, {
      uploadDir: paths.uploadDir,
      secretFile: path.join(paths.dataDir, SECRET_FILE),
    });
    return manifest;
  } catch (err) {
    await discard(staging);
    throw err;
  }
}
