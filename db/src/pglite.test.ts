import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './connect';
import type { PgliteLog } from './pglite';
import { createPgliteDialect, QueryOutsideTransactionError } from './pglite';
import { DataDirInUseError, lockDataDir, lockFileOf } from './pglite-lock';

const freshDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'ros-pglite-')), 'pglite');
/** A directory PGlite created and stopped cleanly: each test copies it rather than running initdb again (seconds each). */
let template: string;
beforeAll(async () => {
  template = freshDir();
  await (await openDatabase({ kind: 'pglite', dataDir: template })).close();
}, 60_000);
const newDir = () => {
  const dir = freshDir();
  execFileSync('cp', ['-a', template, dir]);
  if (existsSync(`${template}.stopped-cleanly`)) copyFileSync(`${template}.stopped-cleanly`, `${dir}.stopped-cleanly`);
  return dir;
};
const open: Database[] = [];
const openAt = async (dataDir: string | null, log?: PgliteLog) => {
  const database = await openDatabase({ kind: 'pglite', dataDir }, { log });
  open.push(database);
  return database;
};
afterEach(async () => {
  await Promise.all(open.splice(0).map((d) => d.close()));
});

/**
 * A directory as two processes leave it when both ran PGlite on it: A committed updates, B (which
 * recovered from the same WAL and so reused A's transaction ids) committed one and shut down last,
 * writing its own WAL end and next transaction id over A's. Rows 5 and 6 of `t` now carry A's ids,
 * which this directory's WAL never recorded and which are at or past its next transaction id.
 */
async function directoryWithLostTransactions(dir: string) {
  const init = await PGlite.create(dir);
  await init.exec(`create table t (id int primary key, v int); insert into t select g, 0 from generate_series(1, 10) g;
    create table u (id int primary key, v int); insert into u select g, 0 from generate_series(1, 10) g;`);
  await init.close();
  const a = await PGlite.create(dir);
  const b = await PGlite.create(dir);
  for (let id = 1; id <= 6; id++) await a.exec(`update t set v = 1 where id = ${id}`);
  await b.exec('update u set v = 2 where id = 1');
  await a.close();
  await b.close();
}

describe('the embedded database (PGlite)', () => {
  it('refuses a second open of a directory in use, and opens it again once the first closed', async () => {
    const dir = newDir();
    const first = await openAt(dir);
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toBeInstanceOf(DataDirInUseError);
    await first.close();
    const second = await openAt(dir);
    expect((await sql<{ x: number }>`select 1 as x`.execute(second.db)).rows).toEqual([{ x: 1 }]);
  });

  it('takes over the lock of a process that died', async () => {
    const dir = newDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    writeFileSync(lockFileOf(dir), JSON.stringify({ pid: dead, token: 'gone' }));
    const database = await openAt(dir);
    expect((await sql<{ x: number }>`select 1 as x`.execute(database.db)).rows).toEqual([{ x: 1 }]);
  });

  it('checks a directory unless its last holder stopped it cleanly and nothing ran on it since', async () => {
    const dir = newDir();
    await (await openAt(dir)).close();
    const trusted = lockDataDir(dir);
    expect(trusted.needsCheck).toBe(false);
    trusted.release({ stoppedCleanly: true });
    // Another PostgreSQL on the directory (an older version, a copy) changes its control file.
    await (await PGlite.create(dir)).close();
    const changed = lockDataDir(dir);
    expect(changed.needsCheck).toBe(true);
    changed.release({ stoppedCleanly: false });
    const crashed = lockDataDir(dir);
    expect(crashed.needsCheck).toBe(true);
    crashed.release({ stoppedCleanly: true });
  });

  it('opens a directory whose rows carry transactions its WAL lost, and updates them without waiting for those', async () => {
    const dir = newDir();
    await directoryWithLostTransactions(dir);
    const warnings: Record<string, unknown>[] = [];
    const database = await openAt(dir, {
      info: () => {},
      warn: (obj: object) => warnings.push(obj as Record<string, unknown>),
    });
    await sql`update t set v = 9 where id in (5, 6)`.execute(database.db);
    const rows = await sql<{ id: number; v: number }>`select id, v from t where id in (5, 6) order by id`.execute(
      database.db,
    );
    expect(rows.rows).toEqual([
      { id: 5, v: 9 },
      { id: 6, v: 9 },
    ]);
    expect(warnings).toEqual([expect.objectContaining({ abortedTransactions: expect.any(Number) })]);
  });

  it('fails a statement sent outside the open transaction from inside it, instead of waiting forever', async () => {
    const { db } = await openAt(newDir());
    await sql`create table t (id int primary key)`.execute(db);
    const outside = db.transaction().execute(async (trx) => {
      await sql`insert into t values (1)`.execute(trx);
      await sql`select count(*) from t`.execute(db);
    });
    await expect(outside).rejects.toBeInstanceOf(QueryOutsideTransactionError);
    // Rolled back, and the connection serves the next statement.
    expect((await sql<{ n: number }>`select count(*)::int as n from t`.execute(db)).rows).toEqual([{ n: 0 }]);
  });

  it('lets a statement from elsewhere wait for an open transaction, then run', async () => {
    const { db } = await openAt(newDir());
    let letCommit!: () => void;
    const gate = new Promise<void>((resolve) => (letCommit = resolve));
    let begun!: () => void;
    const inside = new Promise<void>((resolve) => (begun = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      begun();
      await gate;
      return 'committed';
    });
    await inside;
    const elsewhere = sql<{ x: number }>`select 2 as x`.execute(db);
    letCommit();
    expect(await transaction).toBe('committed');
    expect((await elsewhere).rows).toEqual([{ x: 2 }]);
  });

  describe('leaves the connection usable after any error inside a transaction', () => {
    const inTransaction = async (db: Kysely<any>) =>
      (await sql<{ xid: string | null }>`select pg_current_xact_id_if_assigned()::text as xid`.execute(db)).rows[0]!
        .xid !== null;

    it('a statement refused by PostgreSQL (a NUL byte in text)', async () => {
      const { db } = await openAt(newDir());
      await sql`create table t (id int primary key, name text)`.execute(db);
      const failing = db.transaction().execute(async (trx) => {
        await sql`insert into t values (1, 'kept out')`.execute(trx);
        await sql`insert into t values (2, ${'a\u0000b'})`.execute(trx);
      });
      await expect(failing).rejects.toMatchObject({ code: '22021' });
      expect(await inTransaction(db)).toBe(false);
      await sql`insert into t values (3, 'after')`.execute(db);
      expect((await sql<{ id: number }>`select id from t`.execute(db)).rows).toEqual([{ id: 3 }]);
    });

    it('a commit that fails (a deferred constraint)', async () => {
      const { db } = await openAt(newDir());
      await sql`create table t (id int, constraint t_id unique (id) deferrable initially deferred)`.execute(db);
      const failing = db.transaction().execute(async (trx) => {
        await sql`insert into t values (1), (1)`.execute(trx);
      });
      await expect(failing).rejects.toMatchObject({ code: '23505' });
      expect(await inTransaction(db)).toBe(false);
      expect((await sql<{ n: number }>`select count(*)::int as n from t`.execute(db)).rows).toEqual([{ n: 0 }]);
    });

    it('a connection given back inside a transaction block it opened itself', async () => {
      const { db } = await openAt(newDir());
      await sql`create table t (id int primary key)`.execute(db);
      await db.connection().execute(async (c) => {
        await sql`begin`.execute(c);
        await sql`insert into t values (1)`.execute(c);
      });
      expect(await inTransaction(db)).toBe(false);
      expect((await sql<{ n: number }>`select count(*)::int as n from t`.execute(db)).rows).toEqual([{ n: 0 }]);
    });
  });

  it('closes within its deadline while a statement is still running, and the directory opens again', async () => {
    const dir = newDir();
    let running!: () => void;
    const reported = new Promise<void>((resolve) => (running = resolve));
    const log = { info: () => {}, warn: (_: object, msg: string) => msg.includes('still running') && running() };
    const db = new Kysely<unknown>({
      dialect: createPgliteDialect(dir, { closeTimeoutMs: 200, slowStatementMs: 1, log }),
    });
    await sql`create table t (id int primary key)`.execute(db);
    const sleeping = sql`select pg_sleep(600)`.execute(db).then(
      () => 'answered',
      (err: Error) => err.message,
    );
    await reported;
    await db.destroy();
    expect(await sleeping).toBe('The embedded database is closed');
    const again = await openAt(dir);
    expect((await sql<{ n: number }>`select count(*)::int as n from t`.execute(again.db)).rows).toEqual([{ n: 0 }]);
  });
});
