/**
 * The embedded database's thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, never on
 * the process's main thread, so whatever the database does (a long statement, a wait that polls a
 * busy loop) the HTTP server, the timers and the signal handlers keep running. The main thread's
 * driver (`pglite.ts`) sends one statement at a time and gets its rows or its error back.
 *
 * Plain JavaScript on purpose: a worker thread is started by Node itself, outside the TypeScript
 * loader of the process (vitest's or tsx's), so it must load as is.
 *
 * workerData: { dataDir: string | null, checkXids: boolean }
 * in:  { id, type: 'query', sql, params } | { id, type: 'dump' } | { id, type: 'close' }
 * out: { type: 'ready', strayXids } | { type: 'failed', error }
 *      { id, rows, affectedRows, inTransaction } | { id, error, fatal, inTransaction } | { id, closed: true, clean }
 *      { id, dump: Uint8Array, inTransaction } (the data directory as an uncompressed tarball)
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

const { dataDir, checkXids } = workerData;

/**
 * How far the highest transaction id stamped on any heap tuple (xmin, or an xmax that is not a
 * multixact) is at or beyond the next id the database will hand out: 0 when none is. Compared
 * modulo 2^32 as PostgreSQL does; ids 0-2 are special and skipped. Reads every page of every
 * table (including tuples no snapshot sees, which a unique index still points at).
 */
const STRAY_XIDS_SQL = `
  with next as (select pg_snapshot_xmax(pg_current_snapshot())::text::bigint % 4294967296 as nx),
  rels as (
    select c.oid::regclass::text as rel, pg_relation_size(c.oid) / current_setting('block_size')::int as blocks
    from pg_class c where c.relkind in ('r', 't', 'm') and c.relpersistence = 'p'
  ),
  ids as (
    select i.t_xmin::text::bigint as xmin,
      case when (i.t_infomask & 4096) = 0 then i.t_xmax::text::bigint else 0 end as xmax
    from rels, generate_series(0, rels.blocks - 1) as blk,
      lateral heap_page_items(get_raw_page(rels.rel, blk::int)) as i
    where i.t_xmin is not null
  ),
  ahead as (
    select (x - next.nx + 4294967296) % 4294967296 as d
    from ids cross join lateral (values (ids.xmin), (ids.xmax)) as v(x), next
    where x >= 3
  )
  select coalesce(max(d) + 1, 0)::int as stray from ahead where d < 2147483648`;

/**
 * After an unclean stop, tuples can carry transaction ids the recovered database never issued:
 * their WAL was lost (two processes wrote one directory, or a copy was taken while running).
 * PostgreSQL takes any id after the last completed one for a running transaction, so a write that
 * meets such a row waits for it forever (and PGlite's wait is a busy loop). Handing out and
 * rolling back every id up to the highest one found makes them all aborted transactions, as they
 * are: none of them committed in the WAL the database recovered.
 */
async function abortStrayXids(pg) {
  await pg.exec('create extension if not exists pageinspect');
  let stray;
  try {
    stray = (await pg.query(STRAY_XIDS_SQL)).rows[0].stray;
  } finally {
    await pg.exec('drop extension if exists pageinspect');
  }
  for (let left = stray; left > 0; left -= 200) {
    await pg.exec('begin; select pg_current_xact_id(); rollback;'.repeat(Math.min(left, 200)));
  }
  if (stray > 0) await pg.exec('checkpoint');
  return stray;
}

async function open() {
  const extensions = {};
  if (checkXids) extensions.pageinspect = (await import('@electric-sql/pglite/contrib/pageinspect')).pageinspect;
  const pg = await PGlite.create(dataDir ?? undefined, {
    // Same as the postgres.js setup: int8 values come back as JS numbers.
    parsers: { [types.INT8]: (v) => Number(v) },
    extensions,
  });
  const strayXids = checkXids ? await abortStrayXids(pg) : 0;
  return { pg, strayXids };
}

/** What crosses the thread boundary of an error: its message and PostgreSQL's fields (never the parameters). */
function errorFields(err) {
  const e = err ?? {};
  const fields = { name: e.name, message: e.message ?? String(err) };
  for (const key of [
    'code',
    'severity',
    'detail',
    'hint',
    'position',
    'where',
    'schema',
    'table',
    'column',
    'dataType',
    'constraint',
    'routine',
  ]) {
    if (e[key] !== undefined) fields[key] = e[key];
  }
  return fields;
}

/** An error after which this PGlite instance cannot go on (the WebAssembly program aborted or exited). */
const isFatal = (pg, err) => err instanceof WebAssembly.RuntimeError || err?.name === 'ExitStatus' || pg.closed;

function inTransaction(pg) {
  try {
    return pg.isInTransaction();
  } catch {
    return false;
  }
}

let db;
try {
  db = await open();
  parentPort.postMessage({ type: 'ready', strayXids: db.strayXids });
} catch (err) {
  parentPort.postMessage({ type: 'failed', error: errorFields(err) });
}

async function handle(msg) {
  const { pg } = db;
  if (msg.type === 'close') {
    let clean = true;
    try {
      if (!pg.closed) await pg.close();
    } catch {
      clean = false;
    }
    parentPort.postMessage({ id: msg.id, closed: true, clean });
    return;
  }
  if (msg.type === 'dump') {
    try {
      // Pages written out first: the tarball's files hold every committed row without WAL replay.
      await pg.exec('checkpoint');
      const bytes = new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
      parentPort.postMessage({ id: msg.id, dump: bytes, inTransaction: inTransaction(pg) }, [bytes.buffer]);
    } catch (err) {
      parentPort.postMessage({
        id: msg.id,
        error: errorFields(err),
        fatal: isFatal(pg, err),
        inTransaction: inTransaction(pg),
      });
    }
    return;
  }
  try {
    const result = await pg.query(msg.sql, msg.params);
    parentPort.postMessage({
      id: msg.id,
      rows: result.rows,
      affectedRows: result.affectedRows ?? 0,
      inTransaction: inTransaction(pg),
    });
  } catch (err) {
    parentPort.postMessage({
      id: msg.id,
      error: errorFields(err),
      fatal: isFatal(pg, err),
      inTransaction: inTransaction(pg),
    });
  }
}

// One statement at a time, in the order sent (PGlite has one session).
let chain = Promise.resolve();
if (db) parentPort.on('message', (msg) => (chain = chain.then(() => handle(msg))));
