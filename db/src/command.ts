import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { parseEventPayload, type EventPayload, type EventType } from '@ros/shared-events';
import { commandCommitted, commandFailed } from './metrics';
import { appendStreamsStatement, type EventActor, type NewEvent, type StoredEvent } from './outbox';
import type { DB } from './schema';
import { tenantScope, type TenantTx } from './tenant';
import { withCommit, type SentWithCommit } from './with-commit';

/**
 * What a command holds while it runs: its one transaction. Every write in the API and the workers
 * goes through `runCommand`, so the rules of the write path live here once:
 * - the command sees only its transaction. A query on the root handle while the transaction is
 *   open throws `QueryOutsideCommandError` (on PGlite's single connection it would wait forever
 *   for the connection the command itself holds, and every later request behind it);
 * - events are checked against the catalogue when emitted and appended in the same transaction,
 *   sent together with the commit;
 * - after the commit, the appended events are handed to `afterCommit` (the relay's nudge).
 */
export interface Command {
  trx: TenantTx;
  /** Queues an event of `restaurantId`'s stream, appended in this transaction. */
  emitIn<T extends EventType>(restaurantId: string, type: T, payload: EventPayload<T>): void;
  /** A statement sent with the commit, after everything else (e.g. an Idempotency-Key record). */
  atCommit(query: CompiledQuery): void;
}

export interface CommandOptions {
  /** Who the events are from (null: the system). */
  actor: EventActor | null;
  /** Scopes the transaction to one restaurant (row-level security) before `fn` runs. */
  restaurantId?: string;
  /**
   * The restaurant the command writes to, when it scopes itself (the api's `runTenant`). Under
   * group commit, commands of one restaurant never run in two transactions at once (defaults to
   * `restaurantId`; a command with neither always runs alone).
   */
  writesTo?: string;
  /** Called with the appended events once the transaction has committed. */
  afterCommit?: (events: StoredEvent[]) => void;
}

/** Thrown when code inside a command queries outside its transaction. */
export class QueryOutsideCommandError extends Error {
  constructor() {
    super("A query ran outside the command's transaction while it was open. Use the command's `trx`.");
    this.name = 'QueryOutsideCommandError';
  }
}

const running = new AsyncLocalStorage<{ open: boolean }>();

/** For the connection guard (connect.ts): throws when the caller is inside an open command. */
export function assertNotInsideCommand(): void {
  if (running.getStore()?.open) throw new QueryOutsideCommandError();
}

/** Runs the commands of one restaurant database; `group-commit.ts` registers a batching one for PostgreSQL. */
export interface CommandRunner {
  run<T>(options: CommandOptions, fn: (command: Command) => Promise<T>): Promise<{ result: T; events: StoredEvent[] }>;
}
const runners = new WeakMap<Kysely<DB>, CommandRunner>();

/** From now on `runCommand(db, …)` goes through `runner` (null: back to one transaction per command). */
export function useCommandRunner(db: Kysely<DB>, runner: CommandRunner | null): void {
  if (runner) runners.set(db, runner);
  else runners.delete(db);
}

/** Runs `fn` as one command: one transaction, its events appended with the commit, then `afterCommit`; counted in the metrics. */
export async function runCommand<T>(
  db: Kysely<DB>,
  options: CommandOptions,
  fn: (command: Command) => Promise<T>,
): Promise<{ result: T; events: StoredEvent[] }> {
  assertNotInsideCommand();
  const startedAt = performance.now();
  const runner = runners.get(db);
  try {
    const outcome = await (runner ? runner.run(options, fn) : runAlone(db, options, fn));
    commandCommitted(startedAt, outcome.events.length);
    return outcome;
  } catch (err) {
    commandFailed();
    throw err;
  }
}

/** One command in a transaction of its own, its last statements sent with the commit. */
export async function runAlone<T>(
  db: Kysely<DB>,
  options: CommandOptions,
  fn: (command: Command) => Promise<T>,
): Promise<{ result: T; events: StoredEvent[] }> {
  const outcome = await db.transaction().execute((trx) => runBody(trx, options, fn, (query) => withCommit(trx, query)));
  const events = await outcome.events;
  if (events.length) options.afterCommit?.(events);
  return { result: outcome.result, events };
}

/** How a command's last statements (event appends, `atCommit`) are sent: with the commit, or at once in a batch. */
export type SendLast = (query: CompiledQuery) => SentWithCommit<unknown>;

/** Appends a command's events of one restaurant later (a batch appends every command's at its end). */
export type AppendLater = (restaurantId: string, events: NewEvent[]) => Promise<StoredEvent[]>;

/**
 * The command's body inside `trx`: scope, `fn`, then its last statements through `sendLast` (awaited
 * until queued) and its events with them, or through `appendLater`. `events` resolves once they are appended.
 */
export function runBody<T>(
  trx: TenantTx,
  options: CommandOptions,
  fn: (command: Command) => Promise<T>,
  sendLast: SendLast,
  appendLater?: AppendLater,
): Promise<{ result: T; events: Promise<StoredEvent[]> }> {
  const state = { open: true };
  return running.run(state, async () => {
    try {
      if (options.restaurantId) await sql`select ${tenantScope(options.restaurantId)}`.execute(trx);
      const queued = new Map<string, NewEvent[]>();
      const last: CompiledQuery[] = [];
      const result = await fn({
        trx,
        emitIn: (restaurantId, type, payload) => {
          const list = queued.get(restaurantId) ?? [];
          list.push({ type, payload: parseEventPayload(type, payload) });
          queued.set(restaurantId, list);
        },
        atCommit: (query) => void last.push(query),
      });
      if (appendLater) {
        const sent = last.map((q) => sendLast(q));
        await Promise.all(sent.map((s) => s.queued));
        const later = [...queued].map(([restaurantId, events]) => appendLater(restaurantId, events));
        const events = Promise.all([...later, ...sent.map((s) => s.rows)]).then(
          (lists) => lists.slice(0, later.length).flat() as StoredEvent[],
        );
        events.catch(() => {}); // reported by the batch
        return { result, events };
      }
      // Every restaurant's events in one statement, its streams bumped in the order of their ids.
      const append = queued.size
        ? appendStreamsStatement(
            trx,
            [...queued].map(([restaurantId, events]) => ({ restaurantId, actor: options.actor, events })),
          )
        : null;
      const sent = [...(append ? [sendLast(append.query)] : []), ...last.map((q) => sendLast(q))];
      await Promise.all(sent.map((s) => s.queued));
      const events = append
        ? sent[0]!.rows.then((rows) => append.stored(rows as never).flat())
        : Promise.resolve([] as StoredEvent[]);
      events.catch(() => {}); // read after the commit, which fails with the same error
      return { result, events };
    } finally {
      state.open = false;
    }
  });
}
