import { sql, type Kysely } from 'kysely';
import {
  runAlone,
  runBody,
  useCommandRunner,
  type AppendLater,
  type Command,
  type CommandOptions,
  type CommandRunner,
  type SendLast,
} from './command';
import { groupCommitBatch } from './metrics';
import { appendStreamsStatement, type NewEvent, type StoredEvent } from './outbox';
import { pipelined } from './pipeline';
import type { DB } from './schema';
import type { TenantTx } from './tenant';
import { withNext } from './with-commit';

/**
 * Group commit: while `lanes` transactions are already running, the next commands wait, and each
 * lane that frees runs what waits (up to `maxBatch`) as one transaction on one connection. Each
 * command runs in its own savepoint with its own restaurant scope; one that fails rolls back to its
 * savepoint and gets its own error, the others commit together (one commit, one WAL flush). A
 * command alone takes the path it takes without group commit (`runAlone`).
 *
 * A restaurant is in one lane at a time: its commands queue behind each other (in arrival order)
 * and may share a batch, never two transactions at once. A batch holds its locks until its commit,
 * so two batches each holding one restaurant's rows and wanting the other's would deadlock; with
 * restaurants split between lanes they cannot. A command of no restaurant runs alone at once.
 *
 * Nothing changes for a caller: events are appended in the command's savepoint (the stream's row
 * lock keeps each restaurant's seq gap-free and in commit order) and handed to `afterCommit` only
 * after the batch has committed. A command that still loses a deadlock or a serialization conflict
 * (with a worker's transaction) runs again alone, as does the whole batch if its commit fails.
 * Only for PostgreSQL: embedded PGlite has one connection and no batching.
 */
export interface GroupCommitOptions {
  /** Transactions running at once before commands wait to be batched. */
  lanes?: number;
  /** Most commands in one batch. */
  maxBatch?: number;
}

interface Waiting {
  key: string;
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
  /** Restaurants with a command in a running transaction. */
  const inLane = new Set<string>();
  const stats: GroupCommitStats = { batches: 0, batchedCommands: 0 };

  /** Takes what waits of restaurants in no lane, in arrival order, up to `maxBatch`. */
  const nextBatch = () => {
    const batch: Waiting[] = [];
    for (let i = 0; i < waiting.length && batch.length < maxBatch;) {
      const w = waiting[i]!;
      if (inLane.has(w.key) && !batch.some((b) => b.key === w.key)) {
        i++;
        continue;
      }
      batch.push(w);
      inLane.add(w.key);
      waiting.splice(i, 1);
    }
    return batch;
  };
  const start = (batch: Waiting[]) => {
    busy++;
    groupCommitBatch(batch.length);
    if (batch.length > 1) {
      stats.batches++;
      stats.batchedCommands += batch.length;
    }
    void runBatch(db, batch).finally(() => {
      busy--;
      for (const w of batch) inLane.delete(w.key);
      while (busy < lanes && waiting.length) {
        const next = nextBatch();
        if (!next.length) break;
        start(next);
      }
    });
  };
  const runner: CommandRunner = {
    run<T>(options: CommandOptions, fn: (command: Command) => Promise<T>): Outcome<T> {
      const key = options.writesTo ?? options.restaurantId;
      if (!key) return retried(() => runAlone(db, options, fn));
      return new Promise((resolve, reject) => {
        waiting.push({ key, options, fn, resolve, reject } as Waiting);
        if (busy < lanes && !inLane.has(key)) start(nextBatch());
      });
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

const BATCH_LOCK_TIMEOUT_MS = 200;
const isLockTimeout = (err: unknown) => (err as { code?: string } | null)?.code === '55P03';

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

/** A command's events of one restaurant, appended at the end of its batch. */
interface Append {
  restaurantId: string;
  actor: CommandOptions['actor'];
  events: NewEvent[];
  resolve(stored: StoredEvent[]): void;
  reject(err: unknown): void;
}

async function runBatch(db: Kysely<DB>, batch: Waiting[]): Promise<void> {
  if (batch.length === 1) return alone(db, batch[0]!);
  const committed: { w: Waiting; result: unknown; events: Promise<StoredEvent[]> }[] = [];
  const again: Waiting[] = [];
  const appends: Append[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      // A command's last statements go at once (its savepoint must see them), not with the commit.
      const sendLast: SendLast = (query) => {
        const rows = pipelined(trx).then((p) => p.rows(query));
        return { queued: rows.then(() => undefined), rows };
      };
      // A batch that waits on a lock gives up soon and runs those commands alone, rather than hold
      // every command of it behind one wait (or a deadlock, found only after deadlock_timeout).
      await sql.raw(withNext(`set local lock_timeout = '${BATCH_LOCK_TIMEOUT_MS}ms'`)).execute(trx);
      for (const [i, w] of batch.entries()) {
        const mine: Append[] = [];
        const appendLater: AppendLater = (restaurantId, events) =>
          new Promise((resolve, reject) =>
            mine.push({ restaurantId, actor: w.options.actor, events, resolve, reject }),
          );
        await sql.raw(withNext(`savepoint c${i}`)).execute(trx);
        try {
          const { result, events } = await runBody(trx, w.options, w.fn, sendLast, appendLater);
          await sql.raw(withNext(`release savepoint c${i}`)).execute(trx);
          committed.push({ w, result, events });
          appends.push(...mine);
        } catch (err) {
          await sql.raw(`rollback to savepoint c${i}`).execute(trx);
          if (isConflict(err) || isLockTimeout(err)) again.push(w);
          else w.reject(err);
        }
        // The next command starts unscoped, as a transaction of its own would.
        await sql
          .raw(withNext("select set_config('role', 'none', true), set_config('app.restaurant_id', '', true)"))
          .execute(trx);
      }
      await appendInRestaurantOrder(trx, appends);
    });
  } catch (err) {
    // Nothing of the batch was written: each of its commands runs again alone.
    for (const a of appends) a.reject(err);
    again.push(...committed.splice(0).map((c) => c.w));
  }
  for (const { w, result, events } of committed) {
    const stored = await events;
    if (stored.length) w.options.afterCommit?.(stored);
    w.resolve({ result, events: stored });
  }
  await Promise.all(again.map((w) => alone(db, w)));
}

/**
 * Every command's events, appended at the end of the batch in one statement: the streams bumped in
 * the order of the restaurants' ids (each restaurant's events in command order). Stream row locks
 * are then taken in one order by every batch, here and in other processes, so two batches never
 * wait for each other's.
 */
async function appendInRestaurantOrder(trx: TenantTx, appends: Append[]): Promise<void> {
  if (!appends.length) return;
  const statement = appendStreamsStatement(trx, appends);
  const lists = statement.stored((await (await pipelined(trx)).rows(statement.query)) as never);
  appends.forEach((a, k) => a.resolve(lists[k]!));
}
