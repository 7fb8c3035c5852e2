import { sql, type Kysely } from 'kysely';
import { runAlone, runBody, useCommandRunner, type Command, type CommandOptions, type CommandRunner, type SendLast } from './command';
import type { StoredEvent } from './outbox';
import { pipelined } from './pipeline';
import type { DB } from './schema';
import { withNext } from './with-commit';

/**
 * Group commit: while `lanes` commands are already running, the next ones wait, and each lane that
 * frees runs everything waiting (up to `maxBatch`) as one transaction on one connection. Each
 * command runs in its own savepoint with its own restaurant scope; one that fails rolls back to its
 * savepoint and gets its own error, the others commit together (one commit, one WAL flush). A
 * command alone takes the path it takes without group commit (`runAlone`).
 *
 * Nothing changes for a caller: events are appended in the command's savepoint (the stream's row
 * lock keeps each restaurant's seq gap-free and in commit order) and handed to `afterCommit` only
 * after the batch has committed. A command that loses a deadlock or a serialization conflict (a
 * batch holds its locks until its commit) runs again alone, as does the whole batch if its commit
 * fails. Only for PostgreSQL: embedded PGlite has one connection and no batching.
 */
export interface GroupCommitOptions {
  /** Transactions running at once before commands wait to be batched. */
  lanes?: number;
  /** Most commands in one batch. */
  maxBatch?: number;
}

interface Waiting {
  options: CommandOptions;
  fn: (command: Command) => Promise<unknown>;
  resolve(outcome: { result: unknown; events: StoredEvent[] }): void;
  reject(err: unknown): void;
}

type Outcome<T> = Promise<{ result: T; events: StoredEvent[] }>;

/** How much was batched so far (batches of two or more commands, and the commands in them). */
export interface GroupCommitStats {
  batches: number;
  batchedCommands: number;
}
const statsOf = new WeakMap<Kysely<DB>, GroupCommitStats>();

/** The group commit figures of `db`, or undefined when it does not batch. */
export const groupCommitStats = (db: Kysely<DB>): GroupCommitStats | undefined => statsOf.get(db);

/** Turns group commit on for `db` (a PostgreSQL handle); returns how to turn it off. */
export function useGroupCommit(db: Kysely<DB>, { lanes = 4, maxBatch = 32 }: GroupCommitOptions = {}): () => void {
  let busy = 0;
  const waiting: Waiting[] = [];
  const stats: GroupCommitStats = { batches: 0, batchedCommands: 0 };
  const laneFree = () => {
    if (!waiting.length) {
      busy--;
      return;
    }
    const batch = waiting.splice(0, maxBatch);
    if (batch.length > 1) {
      stats.batches++;
      stats.batchedCommands += batch.length;
    }
    void runBatch(db, batch).finally(laneFree);
  };
  const runner: CommandRunner = {
    run<T>(options: CommandOptions, fn: (command: Command) => Promise<T>): Outcome<T> {
      if (busy < lanes) {
        busy++;
        const outcome = retried(() => runAlone(db, options, fn));
        void outcome.then(laneFree, laneFree);
        return outcome;
      }
      return new Promise((resolve, reject) => waiting.push({ options, fn, resolve, reject } as Waiting));
    },
  };
  useCommandRunner(db, runner);
  statsOf.set(db, stats);
  return () => {
    useCommandRunner(db, null);
    statsOf.delete(db);
  };
}

/** PostgreSQL's answer to a deadlock or a serialization conflict: running the command again can succeed. */
const isConflict = (err: unknown) => ['40P01', '40001'].includes((err as { code?: string } | null)?.code ?? '');

async function retried<T>(run: () => Outcome<T>, attempts = 3): Outcome<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !isConflict(err)) throw err;
    }
  }
}

const alone = (db: Kysely<DB>, w: Waiting) => retried(() => runAlone(db, w.options, w.fn)).then(w.resolve, w.reject);

async function runBatch(db: Kysely<DB>, batch: Waiting[]): Promise<void> {
  if (batch.length === 1) return alone(db, batch[0]!);
  const committed: { w: Waiting; result: unknown; events: StoredEvent[] }[] = [];
  const again: Waiting[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      // A command's last statements go at once (its savepoint must see them), not with the commit.
      const sendLast: SendLast = (query) => {
        const rows = pipelined(trx).then((p) => p.rows(query));
        return { queued: rows.then(() => undefined), rows };
      };
      for (const [i, w] of batch.entries()) {
        await sql.raw(withNext(`savepoint c${i}`)).execute(trx);
        try {
          const { result, events } = await runBody(trx, w.options, w.fn, sendLast);
          committed.push({ w, result, events: await events });
          await sql.raw(withNext(`release savepoint c${i}`)).execute(trx);
        } catch (err) {
          await sql.raw(`rollback to savepoint c${i}`).execute(trx);
          if (isConflict(err)) again.push(w);
          else w.reject(err);
        }
        // The next command starts unscoped, as a transaction of its own would.
        await sql.raw(withNext("select set_config('role', 'none', true), set_config('app.restaurant_id', '', true)")).execute(trx);
      }
    });
  } catch {
    // Nothing of the batch was written: each of its commands runs again alone.
    again.push(...committed.splice(0).map((c) => c.w));
  }
  for (const { w, result, events } of committed) {
    if (events.length) w.options.afterCommit?.(events);
    w.resolve({ result, events });
  }
  await Promise.all(again.map((w) => alone(db, w)));
}
