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
    const db = new Kysely<DB>({ dialect: new PostgresJSDialect({ postgres: sql }) });
    return { db, kind: 'postgres', close: () => endPostgres(sql, db) };
  }
  const { createPgliteDialect } = await import('./pglite');
  const { dialect } = await createPgliteDialect(config.dataDir);
  const db = new Kysely<DB>({ dialect: dialect as Dialect });
  // Destroying Kysely closes PGlite through the dialect's driver.
  return { db, kind: 'pglite', close: () => db.destroy() };
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
