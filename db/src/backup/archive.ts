import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { RowCounts } from './row-counts';

/** What a backup holds and where it came from: `manifest.json`, the first entry of every archive. */
export interface BackupManifest {
  format: 'restaurant-os-backup';
  version: 1;
  /** The database it was taken from: the embedded PGlite files, or a PostgreSQL `pg_dump`. */
  kind: 'pglite' | 'postgres';
  createdAt: string;
  /** Every table's rows at the moment the database was copied; a restore checks them. */
  rows: RowCounts;
  /** How many uploaded files (images and receipts) it holds. */
  files: number;
}

/**
 * A backup is one gzipped tar:
 *   manifest.json
 *   database/pglite.tar     PGlite's data directory (embedded), or
 *   database/postgres.dump  `pg_dump --format=custom` (PostgreSQL)
 *   uploads/…               the upload directory as it is on disk (public images, private receipts)
 *   jwt-secret              the embedded mode's generated signing secret, when there is one
 */
export const DATABASE_FILE = { pglite: 'database/pglite.tar', postgres: 'database/postgres.dump' } as const;
const UPLOADS = 'uploads';
export const SECRET_FILE = 'jwt-secret';

/** A folder being filled with what goes into an archive (see `writeArchive`). */
export interface Staging {
  dir: string;
  /** Where the database's copy goes. */
  databaseFile: string;
}

/** A temporary folder for an archive's parts, removed by `writeArchive` or `discard`. */
export async function startStaging(kind: BackupManifest['kind']): Promise<Staging> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ros-backup-'));
  const databaseFile = path.join(dir, DATABASE_FILE[kind]);
  await mkdir(path.dirname(databaseFile), { recursive: true });
  return { dir, databaseFile };
}

export const discard = (staging: { dir: string }) => rm(staging.dir, { recursive: true, force: true });

/** Files under `dir` (recursively); 0 when it does not exist. */
export async function countFiles(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).length;
}

/**
 * Packs the staging folder, the upload directory (read where it is, through a link) and the
 * manifest into `out`: written as `out.partial` and renamed once complete, so a file under the
 * final name is always a whole backup. Removes the staging folder.
 */
export async function writeArchive(
  staging: Staging,
  out: string,
  manifest: BackupManifest,
  sources: { uploadDir: string; secretFile?: string },
): Promise<void> {
  try {
    await writeFile(path.join(staging.dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = ['manifest.json', 'database'];
    if (existsSync(sources.uploadDir)) {
      await symlink(sources.uploadDir, path.join(staging.dir, UPLOADS), 'dir');
      entries.push(UPLOADS);
    }
    if (sources.secretFile && existsSync(sources.secretFile)) {
      await writeFile(path.join(staging.dir, SECRET_FILE), await readFile(sources.secretFile), { mode: 0o600 });
      entries.push(SECRET_FILE);
    }
    const partial = `${out}.partial`;
    await mkdir(path.dirname(path.resolve(out)), { recursive: true });
    // `follow`: the uploads link is packed as the folder it points to.
    await tar.create({ file: partial, cwd: staging.dir, gzip: true, follow: true, portable: true }, entries);
    await rename(partial, out);
  } finally {
    await discard(staging);
  }
}

/** An archive unpacked into a temporary folder: its manifest and where its parts are. */
export interface OpenedArchive {
  dir: string;
  manifest: BackupManifest;
  databaseFile: string;
  /** The uploads folder in the archive (absent when the backup had no uploads). */
  uploadsDir: string;
  secretFile: string;
}

/** Unpacks `file` (paths kept inside the folder: no absolute or `..` entries) and reads its manifest. */
export async function openArchive(file: string): Promise<OpenedArchive> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  const dir = await mkdtemp(path.join(tmpdir(), 'ros-restore-'));
  try {
    await tar.extract({ file, cwd: dir, strict: true });
    const manifestFile = path.join(dir, 'manifest.json');
    if (!existsSync(manifestFile)) throw new Error(`${file} is not a Restaurant OS backup (no manifest.json)`);
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
    if (manifest.format !== 'restaurant-os-backup' || manifest.version !== 1)
      throw new Error(`${file} is not a Restaurant OS backup of a version this code reads`);
    return {
      dir,
      manifest,
      databaseFile: path.join(dir, DATABASE_FILE[manifest.kind]),
      uploadsDir: path.join(dir, UPLOADS),
      secretFile: path.join(dir, SECRET_FILE),
    };
  } catch (err) {
    await discard({ dir });
    throw err;
  }
}
