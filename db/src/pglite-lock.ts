import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Another running process (or another open database in this one) has the data directory. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. Stop that process first ` +
        `(two processes on one directory corrupt it). If no such process runs, delete ${lockFile}.`,
    );
  }
}

/** The exclusive hold of a data directory by this process. */
export interface DataDirLock {
  /**
   * The directory's last stop is not known to be clean (a crash, a kill, a stop past its
   * deadline, a directory from before this lock or copied while in use): its pages may carry
   * transaction ids its WAL lost, so they must be checked before use.
   */
  needsCheck: boolean;
  /** Gives the directory up; `stoppedCleanly` when PGlite shut down within its deadline. */
  release(options: { stoppedCleanly: boolean }): void;
}

interface Holder {
  pid: number;
  token: string;
}

/** Locks of this process that are still held (a pid alone cannot tell two opens in one process apart). */
const heldHere = new Set<string>();

/** `<dataDir>.lock`, beside the directory so PostgreSQL's own files stay as PGlite made them. */
export const lockFileOf = (dataDir: string) => `${path.resolve(dataDir)}.lock`;
/**
 * Written when the holder stopped PGlite cleanly, with a digest of PostgreSQL's control file then;
 * removed when the next one takes the lock. A control file that changed since means something else
 * ran PostgreSQL on the directory (an older version without this lock, a copy taken while running).
 */
const cleanMarkerOf = (dataDir: string) => `${path.resolve(dataDir)}.stopped-cleanly`;
const controlFileOf = (dataDir: string) => path.join(dataDir, 'global', 'pg_control');
const controlDigest = (dataDir: string) =>
  createHash('sha256')
    .update(readFileSync(controlFileOf(dataDir)))
    .digest('hex');

/**
 * Takes `<dataDir>.lock` (created exclusively, holding this process's pid), or throws
 * `DataDirInUseError` while its holder still runs. PGlite itself takes no lock: two processes on
 * one directory both run, each overwriting the other's WAL and pages, which leaves rows stamped by
 * transactions the database never recorded (see docs/decisions/2026-11-24-embedded-never-locks-up.md).
 * A lock left by a dead holder is taken over; `needsCheck` tells whether the last stop was clean.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = lockFileOf(dataDir);
  const token = randomUUID();
  let previousHolderDied = false;
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid, token } satisfies Holder), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw err;
    }
    const holder = readHolder(file) ?? (pause(100), readHolder(file));
    if (holder && isAlive(holder)) throw new DataDirInUseError(dataDir, holder.pid, file);
    previousHolderDied = true;
    try {
      unlinkSync(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  heldHere.add(token);
  const marker = cleanMarkerOf(dataDir);
  const hasCluster = existsSync(controlFileOf(dataDir));
  const stoppedCleanly =
    hasCluster &&
    existsSync(marker) &&
    !previousHolderDied &&
    wasShutDownCleanly(dataDir) &&
    readFileSync(marker, 'utf8') === controlDigest(dataDir);
  if (existsSync(marker)) unlinkSync(marker);
  return {
    needsCheck: hasCluster && !stoppedCleanly,
    release({ stoppedCleanly: clean }) {
      if (!heldHere.delete(token)) return;
      if (clean && existsSync(controlFileOf(dataDir))) writeFileSync(marker, controlDigest(dataDir));
      if (readHolder(file)?.token === token) unlinkSync(file);
    },
  };
}

/** The live process (other than this one) holding the data directory's lock, if any. */
export function lockHolderOf(dataDir: string): number | null {
  const holder = readHolder(lockFileOf(dataDir));
  return holder && holder.pid !== process.pid && isAlive(holder) ? holder.pid : null;
}

/** A short synchronous wait: a holder that just created the file may not have written it yet. */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' && typeof parsed.token === 'string'
      ? { pid: parsed.pid, token: parsed.token }
      : null;
  } catch {
    return null; // half-written or unreadable: its writer died while writing it
  }
}

function isAlive(holder: Holder): boolean {
  if (holder.pid === process.pid) return heldHere.has(holder.token);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether PostgreSQL's control file says the cluster in `dataDir` was shut down cleanly
 * (`DB_SHUTDOWNED`). The state is the 4-byte field after the system identifier and two version
 * numbers; PGlite writes it from WebAssembly memory, so little-endian on every host. A new
 * (empty) directory counts as clean.
 */
export function wasShutDownCleanly(dataDir: string): boolean {
  const control = controlFileOf(dataDir);
  if (!existsSync(control)) return true;
  const DB_SHUTDOWNED = 1;
  return readFileSync(control).readUInt32LE(16) === DB_SHUTDOWNED;
}
