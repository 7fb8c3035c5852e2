import { CompiledQuery, Kysely } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import postgres from 'postgres';
import type { DB } from './schema';
import type { DatabaseConfig } from './config';
import { guardedDialect } from './guard';
import { poolMetrics } from './metrics';
import { useGroupCommit } from './group-commit';
import { heldForCommit, sentWithNext } from './with-commit';
import { createPgliteDialect, type EmbeddedSnapshot, type PgliteLog } from './pglite';

/** An open database: the typed Kysely handle plus what kind it is and how to close it. */
export interface Database {
  db: Kysely<DB>;
  kind: DatabaseConfig['kind'];
  close(): Promise<void>;
  /** Embedded only: its files and row counts at one moment between transactions (backups, see db/src/backup). */
  snapshot?(): Promise<EmbeddedSnapshot>;
}

/** Options of `openDatabase`: where the embedded database reports what it did on its own. */
export interface OpenOptions {
  log?: PgliteLog;
}

/**
 * Opens PostgreSQL (postgres.js) or embedded PGlite, depending on the config. The embedded one is
 * opened before this returns, so a directory in use by another process fails here.
 */
export async function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<Database> {
  if (config.kind === 'postgres') {
    const sql = postgres(config.url, {
      max: config.maxConnections ?? 10,
      onnotice: () => {},
      // int8 (counts, sequence numbers, minor-unit sums) as JS numbers: they stay far below 2^53.
      types: { bigint: { to: 20, from: [20], serialize: (v: number) => String(v), parse: (v: string) => Number(v) } },
    });
    const db = kyselyOnPostgres(sql);
    if (config.groupCommit !== false)
      useGroupCommit(db, { lanes: Math.min(4, config.maxConnections ?? 10), ...config.groupCommit });
    const max = config.maxConnections ?? 10;
    poolMetrics.opened(max);
    let closed = false;
    const close = () => {
      if (!closed) poolMetrics.closed(max);
      closed = true;
      return endPostgres(sql, db);
    };
    return { db, kind: 'postgres', close };
  }
  const dialect = createPgliteDialect(config.dataDir, { log: options.log });
  const db = new Kysely<DB>({ dialect: guardedDialect(dialect) });
  try {
    await db.executeQuery(CompiledQuery.raw('select 1'));
  } catch (err) {
    await db.destroy();
    throw err;
  }
  // Destroying Kysely closes PGlite through the dialect's driver (within its deadline).
  return { db, kind: 'pglite', close: () => db.destroy(), snapshot: () => dialect.snapshot() };
}

/**
 * Kysely on a postgres.js client, with every statement prepared, `begin` sent together with the
 * transaction's first statement, and statements marked by `withCommit` sent together with `commit`.
 * - kysely-postgres-js sends its SQL through `unsafe()`, which postgres.js runs unprepared, and an
 *   unprepared statement with parameters costs two round trips (parse and describe, then bind and
 *   execute). Prepared, a statement Kysely has sent before on that connection is one round trip and
 *   is not parsed again.
 * - Kysely awaits `begin` before the transaction's callback runs. Here `begin` is queued and its
 *   reply awaited with the next statement's, so postgres.js writes both at once: one round trip
 *   less per transaction. PostgreSQL runs them in order, and a failed `begin` fails that statement.
 * - A `withCommit` statement is held until `commit` and written with it (one round trip less).
 * - A statement marked `withNext` (a batch's savepoints) is written at once and its reply awaited
 *   with the next statement's, as `begin` is.
 *   If it fails, PostgreSQL turns the commit into a rollback; the commit then throws its error.
 */
export function kyselyOnPostgres<T extends Record<string, unknown>>(sql: postgres.Sql<T>): Kysely<DB> {
  const preparing = new Proxy(sql, {
    get(target, prop, receiver) {
      if (prop !== 'reserve') return Reflect.get(target, prop, receiver);
      return async () => {
        poolMetrics.waiting();
        let reserved: postgres.ReservedSql;
        try {
          reserved = await target.reserve();
        } catch (err) {
          poolMetrics.refused();
          throw err;
        }
        poolMetrics.reserved();
        reserved.unsafe = pipelinedSession(reserved.unsafe);
        const release = reserved.release.bind(reserved);
        reserved.release = () => {
          poolMetrics.released();
          release();
        };
        return reserved;
      };
    },
  });
  return new Kysely<DB>({ dialect: guardedDialect(new PostgresJSDialect({ postgres: preparing })) });
}

type Unsafe = postgres.ReservedSql['unsafe'];
type UnsafeArgs = [query: string, args?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions];
interface Held {
  statement: UnsafeArgs;
  resolve: (rows: unknown) => void;
  reject: (err: unknown) => void;
}

/**
 * Counts a statement by its text when a bench asked for it (`PROFILE_SQL=1 npx tsx
 * tests/load/profile.ts …` sets `globalThis.__sqlCounts` in the profiled process); a no-op otherwise.
 */
function countStatement(query: string): void {
  const counts = (globalThis as { __sqlCounts?: Map<string, number> }).__sqlCounts;
  if (!counts) return;
  const key = query.replace(/\s+/g, ' ').slice(0, 150);
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** The reserved connection's `unsafe`, with `begin` and `withCommit` statements sent together with their neighbours. */
function pipelinedSession(unsafe: Unsafe): Unsafe {
  // `begin` and statements marked `withNext`: written at once, their replies awaited with the next statement's.
  let before: Promise<unknown>[] = [];
  const holding: Held[] = [];
  const send = (...[query, args, options]: UnsafeArgs): Promise<postgres.RowList<postgres.Row[]>> => {
    countStatement(query);
    const result = unsafe(query, args, { prepare: true, ...options });
    if (!before.length) return result;
    const first = before;
    before = [];
    result.catch(() => {}); // the earlier failure is the error reported
    return Promise.all(first).then(() => result);
  };
  const sendBefore = (query: string) => {
    countStatement(query);
    const p = unsafe(query);
    p.catch(() => {}); // reported by the next statement
    before.push(p);
    return Promise.resolve(Object.assign([], { command: '', count: 0 }));
  };
  const commitWith = async (held: Held[]) => {
    // Each is queued on the connection as it is called: the held statements, then the commit.
    const sent = held.map((h) => {
      const p = send(...h.statement);
      p.then(h.resolve, h.reject);
      return p;
    });
    const commit = send('commit');
    commit.catch(() => {});
    const outcomes = await Promise.allSettled(sent);
    const done = await commit;
    if (done.command === 'ROLLBACK') {
      const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
      throw failed ? failed.reason : new Error('The transaction was rolled back at commit.');
    }
    return done;
  };
  return ((query: string, args?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) => {
    if (query === 'begin' && !args?.length) return sendBefore(query);
    const withNextSql = sentWithNext(query);
    if (withNextSql !== null && !args?.length) return sendBefore(withNextSql);
    const held = heldForCommit(query);
    if (held !== null)
      return new Promise((resolve, reject) =>
        holding.push({ statement: [held, args, options], resolve: resolve as Held['resolve'], reject }),
      );
    if (query === 'commit' && holding.length) return commitWith(holding.splice(0));
    if (query === 'rollback')
      for (const h of holding.splice(0)) h.reject(new Error('The transaction was rolled back.'));
    return send(query, args, options);
  }) as Unsafe;
}

/**
 * Ends a postgres.js client under Kysely. A connection that Kysely reserved and released can keep
 * a plain `end()` waiting forever (porsager/postgres#925), so in-flight queries get 5 s, then the
 * sockets are closed. Kysely's own destroy then finds the client already ending.
 */
export async function endPostgres(sql: Pick<postgres.Sql, 'end'>, db: Pick<Kysely<unknown>, 'destroy'>): Promise<void> {
  await sql.end({ timeout: 5 });
  await db.destroy();
}
