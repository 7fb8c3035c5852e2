import { Kysely, type Dialect } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import postgres from 'postgres';
import type { DB } from './schema';
import type { DatabaseConfig } from './config';

/** An open database: the typed Kysely handle plus what kind it is and how to close it. */
export interface Database {
  db: Kysely<DB>;
  kind: DatabaseConfig['kind'];
  close(): Promise<void>;
}

/** Opens PostgreSQL (postgres.js) or embedded PGlite, depending on the config. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const sql = postgres(config.url, {
      max: config.maxConnections ?? 10,
      onnotice: () => {},
      // int8 (counts, sequence numbers, minor-unit sums) as JS numbers: they stay far below 2^53.
      types: { bigint: { to: 20, from: [20], serialize: (v: number) => String(v), parse: (v: string) => Number(v) } },
    });
    const db = kyselyOnPostgres(sql);
    return { db, kind: 'postgres', close: () => endPostgres(sql, db) };
  }
  const { createPgliteDialect } = await import('./pglite');
  const { dialect } = await createPgliteDialect(config.dataDir);
  const db = new Kysely<DB>({ dialect: dialect as Dialect });
  // Destroying Kysely closes PGlite through the dialect's driver.
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/**
 * Kysely on a postgres.js client, with every statement prepared and `begin` sent together with the
 * transaction's first statement.
 * - kysely-postgres-js sends its SQL through `unsafe()`, which postgres.js runs unprepared, and an
 *   unprepared statement with parameters costs two round trips (parse and describe, then bind and
 *   execute). Prepared, a statement Kysely has sent before on that connection is one round trip and
 *   is not parsed again.
 * - Kysely awaits `begin` before the transaction's callback runs. Here `begin` is queued and its
 *   reply awaited with the next statement's, so postgres.js writes both at once: one round trip
 *   less per transaction. PostgreSQL runs them in order, and a failed `begin` fails that statement.
 */
export function kyselyOnPostgres<T extends Record<string, unknown>>(sql: postgres.Sql<T>): Kysely<DB> {
  const preparing = new Proxy(sql, {
    get(target, prop, receiver) {
      if (prop !== 'reserve') return Reflect.get(target, prop, receiver);
      return async () => {
        const reserved = await target.reserve();
        const unsafe = reserved.unsafe;
        let begun: Promise<unknown> | null = null;
        reserved.unsafe = ((query: string, args?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) => {
          if (query === 'begin' && !args?.length) {
            begun = unsafe(query);
            begun.catch(() => {}); // reported by the next statement
            return Promise.resolve(Object.assign([], { command: 'BEGIN', count: 0 }));
          }
          const result = unsafe(query, args, { prepare: true, ...options });
          if (!begun) return result;
          const first = begun;
          begun = null;
          result.catch(() => {}); // a failed begin is the error reported
          return first.then(() => result);
        }) as typeof reserved.unsafe;
        return reserved;
      };
    },
  });
  return new Kysely<DB>({ dialect: new PostgresJSDialect({ postgres: preparing }) });
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
