import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { copyFile, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../connect';
import type { BackupManifest } from './archive';
import { writeEmbeddedBackup, type EmbeddedPaths, type Progress } from './embedded-backup';

/**
 * A backup of the embedded database while the app runs. PGlite is one connection inside the
 * app's process, and a second process opening its directory would corrupt it, so the app itself
 * copies it, between two transactions. It is asked through the file system and a signal, never
 * over the network:
 *   1. the CLI writes `<DATA_DIR>/backup-requests/<uuid>.request` and sends the app SIGUSR2;
 *   2. the app takes each request it finds there (renamed to `.taken`), writes
 *      `<uuid>.tar.gz` beside it, then `<uuid>.result.json` ({ manifest } or { error });
 *   3. the CLI moves the archive where it was asked to.
 * Who can ask: whoever may write into the data directory and signal the app, i.e. its OS user
 * (or root), who can read the database files anyway; the app takes only requests owned by its
 * own user and writes only into that folder, at names it makes. See docs/decisions/2026-12-03-backups.md.
 */
const REQUESTS = 'backup-requests';
/** Written by an app that answers requests: its pid (a seed or migration holding the lock does not answer). */
const ANSWERING = 'answering.pid';
const REQUEST = /^([0-9a-f-]{36})\.request$/;

const requestDirOf = (dataDir: string) => path.join(dataDir, REQUESTS);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The CLI's side: asks the app (process `pid`) for a backup and waits for it (at most `timeoutMs`). */
export async function requestBackupFromApp(
  dataDir: string,
  pid: number,
  out: string,
  progress: Progress,
  timeoutMs = 60 * 60_000,
): Promise<BackupManifest> {
  const dir = requestDirOf(dataDir);
  const answering = path.join(dir, ANSWERING);
  if (!existsSync(answering) || Number((await readFile(answering, 'utf8')).trim()) !== pid)
    throw new Error(
      `The embedded database is in use by process ${pid}, which does not take backup requests ` +
        '(a seed or a migration?). Try again once it has finished.',
    );
  const id = randomUUID();
  writeFileSync(path.join(dir, `${id}.request`), '', { mode: 0o600 });
  process.kill(pid, 'SIGUSR2');
  const resultFile = path.join(dir, `${id}.result.json`);
  const since = Date.now();
  let said = since;
  while (!existsSync(resultFile)) {
    if (!isAlive(pid)) throw new Error(`The app (process ${pid}) stopped before it wrote the backup`);
    if (Date.now() - since > timeoutMs)
      throw new Error(`The app did not write the backup within ${timeoutMs / 1000} s`);
    if (Date.now() - said >= 5000) {
      said = Date.now();
      progress(`still copying (${Math.round((said - since) / 1000)} s)`);
    }
    await pause(100);
  }
  const result = JSON.parse(await readFile(resultFile, 'utf8')) as { manifest?: BackupManifest; error?: string };
  await unlink(resultFile);
  if (!result.manifest) throw new Error(`The app could not write the backup: ${result.error}`);
  await moveFile(path.join(dir, `${id}.tar.gz`), out);
  return result.manifest;
}

async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await copyFile(from, `${to}.partial`);
    await rename(`${to}.partial`, to);
    await unlink(from);
  }
}

/** Where the app reports what it did with a request. */
export interface BackupLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The app's side: from now on SIGUSR2 makes it take the requests waiting in its data directory,
 * one at a time, once `serve` handed it its database (a signal that came earlier is kept).
 * Registered first thing in the embedded process, so a signal never finds it without a handler
 * (SIGUSR2's default would end the process).
 */
export function answerBackupRequests(paths: EmbeddedPaths, log: BackupLog): { serve(database: Database): void } {
  const dir = requestDirOf(paths.dataDir);
  let database: Database | null = null;
  let asked = false;
  let chain = Promise.resolve();
  const run = () => {
    if (!database) return void (asked = true);
    const db = database;
    chain = chain
      .then(() => takeRequests(dir, db, paths, log))
      .catch((err: unknown) => log.warn({ err }, 'backup requests'));
  };
  process.on('SIGUSR2', run);
  return {
    serve(db) {
      database = db;
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      writeFileSync(path.join(dir, ANSWERING), String(process.pid));
      if (asked) run();
    },
  };
}

async function takeRequests(dir: string, database: Database, paths: EmbeddedPaths, log: BackupLog): Promise<void> {
  for (const name of readdirSync(dir)) {
    const id = REQUEST.exec(name)?.[1];
    if (!id) continue;
    const request = path.join(dir, name);
    if (typeof process.getuid === 'function' && statSync(request).uid !== process.getuid()) {
      log.warn({ request }, 'backup request left alone: it belongs to another user');
      continue;
    }
    const taken = path.join(dir, `${id}.taken`);
    try {
      await rename(request, taken);
    } catch {
      continue; // taken meanwhile
    }
    let result: { manifest: BackupManifest } | { error: string };
    try {
      const manifest = await writeEmbeddedBackup(database, paths, path.join(dir, `${id}.tar.gz`));
      result = { manifest };
      log.info({ id, files: manifest.files }, 'backup written');
    } catch (err) {
      result = { error: (err as Error).message };
      log.warn({ id, err }, 'backup failed');
    }
    const resultFile = path.join(dir, `${id}.result.json`);
    await writeFile(`${resultFile}.partial`, JSON.stringify(result));
    await rename(`${resultFile}.partial`, resultFile);
    await unlink(taken);
  }
}
