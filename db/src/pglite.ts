import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { lockDataDir, type DataDirLock } from './pglite-lock';
import { countRows, type RowCounts } from './backup/row-counts';

/** Where the embedded database reports what it did on its own (a repair, a slow statement). */
export interface PgliteLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Options of the embedded database. */
export interface PgliteOptions {
  log?: PgliteLog;
  /** How long `close` waits for PGlite to shut down before stopping its thread (default 5 s). */
  closeTimeoutMs?: number;
  /** After how long a statement still running is reported (default 10 s). */
  slowStatementMs?: number;
}

/** The embedded database's files at one moment between transactions, and its tables' row counts then. */
export interface EmbeddedSnapshot {
  /** PGlite's data directory as an uncompressed tarball (`dumpDataDir`), taken after a checkpoint. */
  tarball: Uint8Array;
  rows: RowCounts;
}

/** The embedded dialect, which can also copy its files while in use (`snapshot`). */
export type PgliteDialect = Dialect & { snapshot(): Promise<EmbeddedSnapshot> };

/**
 * Embedded PostgreSQL (PGlite) on local files, or in memory when `dataDir` is null, as a Kysely
 * dialect. PGlite runs on its own thread (`pglite-worker.js`); the directory is locked against a
 * second process; after an unclean stop, transaction ids left by lost WAL are aborted before use.
 * See docs/decisions/2026-11-24-embedded-never-locks-up.md.
 */
export function createPgliteDialect(dataDir: string | null, options: PgliteOptions = {}): PgliteDialect {
  const driver = new PgliteDriver(dataDir, options);
  return {
    snapshot: () => driver.snapshot(),
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => driver,
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
  };
}

/** A transaction as seen from the code running inside it (its async context). */
interface OpenTransaction {
  driver: PgliteDriver;
  open: boolean;
}
const currentTransaction = new AsyncLocalStorage<OpenTransaction>();

/**
 * Thrown instead of waiting forever: a statement outside a transaction, sent from inside that
 * transaction while it is open, would wait for the only connection, which the transaction holds
 * until that statement answers.
 */
export class QueryOutsideTransactionError extends Error {
  constructor() {
    super(
      'A statement outside the open transaction was sent from inside it; on the embedded database (one connection) it would wait forever. Use the transaction.',
    );
  }
}

/**
 * Kysely's driver for the PGlite thread: one connection, handed to one user at a time in arrival
 * order. Whatever fails, the connection comes back usable: a transaction left open (a failed
 * commit or rollback) is rolled back before the next user gets it, and a PGlite that stopped is
 * started again on its directory.
 */
class PgliteDriver implements Driver {
  private readonly thread: PgliteThread;
  private readonly connection: PgliteConnection;
  private held = false;
  private readonly waiting: Array<(c: PgliteConnection) => void> = [];

  constructor(dataDir: string | null, options: PgliteOptions) {
    this.thread = new PgliteThread(dataDir, options);
    this.connection = new PgliteConnection(this.thread);
  }

  async init(): Promise<void> {
    await this.thread.start();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.held) {
      this.held = true;
      return this.connection;
    }
    const tx = currentTransaction.getStore();
    if (tx?.open && tx.driver === this) throw new QueryOutsideTransactionError();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    // Marks the async context of the transaction's callback (Kysely calls it right after this).
    const tx: OpenTransaction = { driver: this, open: true };
    (connection as PgliteConnection).transaction = tx;
    currentTransaction.enterWith(tx);
    const options = [
      settings.isolationLevel && `isolation level ${settings.isolationLevel}`,
      settings.accessMode,
    ].filter(Boolean);
    await connection.executeQuery(
      CompiledQuery.raw(options.length ? `start transaction ${options.join(', ')}` : 'begin'),
    );
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const c = connection as PgliteConnection;
    if (c.transaction) c.transaction.open = false;
    c.transaction = null;
    // A commit or rollback that failed must not leave the next user inside this transaction.
    if (this.thread.inTransaction) await this.thread.query('rollback', []).catch(() => {});
    const next = this.waiting.shift();
    if (next) next(c);
    else this.held = false;
  }

  /**
   * Holds the one connection (waiting for the transaction that has it to end), counts every
   * table's rows and dumps the files: no command runs in between, so the counts and the files
   * are the same moment, and no transaction is half in them.
   */
  async snapshot(): Promise<EmbeddedSnapshot> {
    const connection = await this.acquireConnection();
    try {
      const rows = await countRows(async (sql) => (await this.thread.query(sql, [])).rows);
      return { tarball: await this.thread.dump(), rows };
    } finally {
      await this.releaseConnection(connection);
    }
  }

  async destroy(): Promise<void> {
    await this.thread.close();
  }
}

class PgliteConnection implements DatabaseConnection {
  transaction: OpenTransaction | null = null;

  constructor(private readonly thread: PgliteThread) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, affectedRows } = await this.thread.query(compiled.sql, compiled.parameters);
    return affectedRows ? { rows: rows as R[], numAffectedRows: BigInt(affectedRows) } : { rows: rows as R[] };
  }

  // eslint-disable-next-line require-yield -- Kysely's interface; PGlite returns whole results
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on the embedded database');
  }
}

interface QueryAnswer {
  rows: unknown[];
  affectedRows: number;
}

interface Pending {
  resolve(result: QueryAnswer | Uint8Array): void;
  reject(err: Error): void;
  sql: string;
  since: number;
}

type FromWorker =
  | { type: 'ready'; strayXids: number }
  | { type: 'failed'; error: Record<string, unknown> }
  | { id: number; rows: unknown[]; affectedRows: number; inTransaction: boolean }
  | { id: number; dump: Uint8Array; inTransaction: boolean }
  | { id: number; error: Record<string, unknown> & { message: string }; fatal: boolean; inTransaction: boolean }
  | { id: number; closed: true; clean: boolean };

/** The PGlite worker thread: starts it (locked, checked), sends statements, restarts it if it stops. */
class PgliteThread {
  private worker: Worker | null = null;
  private starting: Promise<void> | null = null;
  private lock: DataDirLock | null = null;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();
  private closed = false;
  private watchdog: NodeJS.Timeout | null = null;
  /** The session is inside a transaction block, as of the last statement's answer. */
  inTransaction = false;

  constructor(
    private readonly dataDir: string | null,
    private readonly options: PgliteOptions,
  ) {}

  start(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The embedded database is closed'));
    this.starting ??= this.spawn().catch((err) => {
      this.starting = null;
      throw err;
    });
    return this.starting;
  }

  private async spawn(): Promise<void> {
    let checkXids = false;
    if (this.dataDir) {
      mkdirSync(this.dataDir, { recursive: true });
      this.lock ??= lockDataDir(this.dataDir);
      // An unclean last stop, or this thread's own PGlite aborted.
      checkXids = this.lock.needsCheck || this.worker !== null;
    }
    // No loader flags of the process (tsx's or vitest's): the worker is plain JavaScript.
    const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
      workerData: { dataDir: this.dataDir, checkXids },
      execArgv: [],
    });
    this.worker = worker;
    let opening: { message(m: FromWorker): void; error(e: Error): void; exit(code: number): void } | undefined;
    const ready = await new Promise<FromWorker>((resolve, reject) => {
      opening = {
        message: resolve,
        error: reject,
        exit: (code) => reject(new Error(`The embedded database thread exited (${code}) while opening`)),
      };
      worker.once('message', opening.message).once('error', opening.error).once('exit', opening.exit);
    }).finally(() => worker.off('message', opening!.message).off('error', opening!.error).off('exit', opening!.exit));
    if ('type' in ready && ready.type === 'failed') {
      await worker.terminate();
      this.releaseLock(false);
      throw Object.assign(new Error(`The embedded database did not open: ${String(ready.error.message)}`), {
        cause: ready.error,
      });
    }
    worker.on('message', (msg: FromWorker) => this.answer(msg));
    worker.on('error', (err) => this.stopped(worker, err));
    worker.on('exit', (code) => this.stopped(worker, new Error(`The embedded database thread exited (${code})`)));
    if ('type' in ready && ready.type === 'ready' && ready.strayXids > 0) {
      this.options.log?.warn(
        { dataDir: this.dataDir, abortedTransactions: ready.strayXids },
        'the embedded database stopped uncleanly; transactions it never recorded were marked aborted',
      );
    }
    this.watchdog = setInterval(() => this.reportSlow(), 1000);
    this.watchdog.unref();
  }

  async query(sql: string, params: readonly unknown[]): Promise<QueryAnswer> {
    return (await this.send({ type: 'query', sql, params }, sql)) as QueryAnswer;
  }

  /** The data directory as a tarball, after a checkpoint (see pglite-worker.js). */
  async dump(): Promise<Uint8Array> {
    return (await this.send({ type: 'dump' }, 'checkpoint; dump data directory')) as Uint8Array;
  }

  private async send(message: object, sql: string): Promise<QueryAnswer | Uint8Array> {
    if (this.closed) throw new Error('The embedded database is closed');
    if (!this.worker || this.starting === null) await this.start();
    await this.starting;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, sql, since: Date.now() });
      this.worker!.postMessage({ id, ...message });
    });
  }

  private answer(msg: FromWorker): void {
    if (!('id' in msg)) return;
    const pending = this.pending.get(msg.id);
    this.pending.delete(msg.id);
    if ('closed' in msg)
      return msg.clean
        ? pending?.resolve({ rows: [], affectedRows: 0 })
        : pending?.reject(new Error('PGlite did not close cleanly'));
    this.inTransaction = msg.inTransaction;
    if ('error' in msg) {
      pending?.reject(Object.assign(new Error(msg.error.message), msg.error));
      if (msg.fatal) void this.restart();
    } else if ('dump' in msg) pending?.resolve(msg.dump);
    else pending?.resolve({ rows: msg.rows, affectedRows: msg.affectedRows });
  }

  /** The thread stopped on its own: fail what it was doing; the next statement starts a new one. */
  private stopped(worker: Worker, err: Error): void {
    if (this.worker !== worker) return;
    this.starting = null;
    this.inTransaction = false;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
    if (this.watchdog) clearInterval(this.watchdog);
  }

  /** PGlite aborted (a WebAssembly trap): stop its thread and open the directory again. */
  private async restart(): Promise<void> {
    const worker = this.worker;
    if (!worker || this.closed) return;
    this.options.log?.warn({ dataDir: this.dataDir }, 'the embedded database aborted; opening it again');
    this.stopped(worker, new Error('The embedded database aborted'));
    await worker.terminate();
    if (!this.dataDir) this.closed = true; // an in-memory database is gone with its thread
  }

  private reportSlow(): void {
    const after = this.options.slowStatementMs ?? 10_000;
    for (const p of this.pending.values()) {
      const ms = Date.now() - p.since;
      if (ms >= after && ms < after + 1000)
        this.options.log?.warn({ ms, sql: p.sql.slice(0, 200) }, 'an embedded database statement is still running');
    }
  }

  /**
   * Shuts PGlite down cleanly, within `closeTimeoutMs`; past it (PGlite stuck in a statement) the
   * thread is stopped, which leaves the directory as after a crash: the next open recovers it.
   */
  async close(): Promise<void> {
    if (this.closed && !this.worker) return;
    this.closed = true;
    const worker = this.worker;
    if (this.watchdog) clearInterval(this.watchdog);
    let stoppedCleanly = false;
    if (worker && this.starting) {
      const id = this.nextId++;
      const closing = new Promise<boolean>((resolve) =>
        this.pending.set(id, {
          resolve: () => resolve(true),
          reject: () => resolve(false),
          sql: 'close',
          since: Date.now(),
        }),
      );
      worker.postMessage({ id, type: 'close' });
      const timeout = new Promise<boolean>((resolve) =>
        setTimeout(() => resolve(false), this.options.closeTimeoutMs ?? 5000).unref(),
      );
      stoppedCleanly = await Promise.race([closing, timeout]);
    }
    this.worker = null;
    this.starting = null;
    if (worker) await worker.terminate();
    for (const p of this.pending.values()) p.reject(new Error('The embedded database is closed'));
    this.pending.clear();
    this.releaseLock(stoppedCleanly);
  }

  private releaseLock(stoppedCleanly: boolean): void {
    this.lock?.release({ stoppedCleanly });
    this.lock = null;
  }
}
