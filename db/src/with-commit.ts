import type { CompiledQuery } from 'kysely';
import { pipelined } from './pipeline';
import type { TenantTx } from './tenant';

/**
 * A transaction's last statements, sent together with its `commit` (one round trip less per
 * command): `withCommit` marks the statement, and the postgres.js driver (`kyselyOnPostgres`)
 * holds a marked statement until the transaction's `commit`, then writes it and the commit at
 * once. Should it fail, PostgreSQL answers the commit by rolling back, and the commit reports the
 * statement's error. Drivers without the hold (PGlite) just run the statement.
 *
 * The caller must await `queued` before its transaction callback returns (the statement then sits
 * in front of the commit), and read `rows` after the transaction.
 */
export interface SentWithCommit<R> {
  queued: Promise<void>;
  rows: Promise<R[]>;
}

const MARK = '/* with commit ';
let nextId = 0;
const waiting = new Map<number, () => void>();

export function withCommit<R>(trx: TenantTx, query: CompiledQuery<R>): SentWithCommit<R> {
  const id = nextId++;
  const queued = new Promise<void>((resolve) => waiting.set(id, resolve));
  // Straight to the connection (db/src/pipeline.ts): through `trx`, a held statement would keep the
  // transaction's next statements waiting for its reply, which only comes with the commit.
  const rows = pipelined(trx).then((db) => db.rows<R>({ ...query, sql: `${MARK}${id} */ ${query.sql}` }));
  // Run, failed or never held (PGlite): the caller can go on.
  const done = () => settle(id);
  rows.then(done, done);
  return { queued, rows };
}

/** For the driver: the SQL of a statement marked by `withCommit`, without the mark (now held), or null. */
export function heldForCommit(query: string): string | null {
  if (!query.startsWith(MARK)) return null;
  const end = query.indexOf(' */ ', MARK.length);
  settle(Number(query.slice(MARK.length, end)));
  return query.slice(end + 4);
}

function settle(id: number) {
  waiting.get(id)?.();
  waiting.delete(id);
}

const NEXT = '/* with next */ ';

/**
 * Marks a statement without parameters whose reply need not be waited for on its own (a savepoint
 * of a batch, see group-commit.ts): the postgres.js driver writes it at once and reports its error,
 * if any, with the next statement. Other drivers run it as it comes.
 */
export const withNext = (statement: string) => `${NEXT}${statement}`;

/** For the driver: the SQL of a statement marked by `withNext`, without the mark, or null. */
export const sentWithNext = (query: string): string | null =>
  query.startsWith(NEXT) ? query.slice(NEXT.length) : null;
