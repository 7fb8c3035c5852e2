import { sql, type Kysely } from 'kysely';
import postgres from 'postgres';
import { endPostgres, kyselyOnPostgres, type DB } from '@ros/db';

/** The advisory lock key (two int4s: 'ROS', 1) that makes one relay active. */
const LOCK_CLASS = 0x524f53;
const LOCK_OBJ = 1;

/** Leadership for the relay: acquire, check, release. */
export interface LeaderLock {
  /** The relay's own database handle, on the connection that holds the lock. */
  db: Kysely<DB>;
  tryAcquire(): Promise<boolean>;
  /** True when this session still holds the lock (a reconnected session does not). */
  isHeld(): Promise<boolean>;
  /**
   * False once the connection that took the lock closed (PostgreSQL then released the lock), known
   * without a query: the relay checks it around every read and asks `isHeld` only now and then.
   */
  readonly sessionAlive: boolean;
  close(): Promise<void>;
}

/**
 * A session-level `pg_try_advisory_lock` on one dedicated connection, which the relay also uses for
 * its reads and writes: if that connection dies, the lock is released by PostgreSQL and the
 * relay's next check sees it is no longer the leader.
 */
export function createLeaderLock(databaseUrl: string): LeaderLock {
  let sessionAlive = false;
  const client = postgres(databaseUrl, {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    connect_timeout: 5,
    onnotice: () => {},
    // The session holding the advisory lock is gone; a query would reconnect without the lock.
    onclose: () => {
      sessionAlive = false;
    },
    types: { bigint: { to: 20, from: [20], serialize: (v: number) => String(v), parse: (v: string) => Number(v) } },
  });
  const db = kyselyOnPostgres(client);
  return {
    db,
    get sessionAlive() {
      return sessionAlive;
    },
    async tryAcquire() {
      // Set before the query: a close while it runs (or after) clears it again.
      sessionAlive = true;
      const r = await sql<{
        ok: boolean;
      }>`select pg_try_advisory_lock(${LOCK_CLASS}::int, ${LOCK_OBJ}::int) as ok`.execute(db);
      return r.rows[0]?.ok === true;
    },
    async isHeld() {
      const r = await sql<{ held: boolean }>`
        select exists(select 1 from pg_locks where locktype = 'advisory' and classid = ${LOCK_CLASS}
          and objid = ${LOCK_OBJ} and objsubid = 2 and pid = pg_backend_pid() and granted) as held`.execute(db);
      const held = r.rows[0]?.held === true;
      if (!held) sessionAlive = false;
      return held;
    },
    async close() {
      await sql`select pg_advisory_unlock_all()`.execute(db).catch(() => {});
      await endPostgres(client, db);
    },
  };
}
