import type { Compilable, CompiledQuery, DatabaseConnection } from 'kysely';
import type { TenantTx } from './tenant';

/**
 * Statements sent straight to a transaction's connection, without waiting for each other.
 *
 * Kysely runs a transaction's statements one at a time (its single-connection provider awaits each
 * reply before handing the connection to the next), so `Promise.all` on `trx` still costs one round
 * trip per statement. Statements given to a pipeline in the same tick reach postgres.js together,
 * which writes them at once; PostgreSQL runs them in the order given. PGlite runs them one after
 * another in that order. Use it only inside the transaction's command, and wait for everything it
 * issued with `settle` before the command returns or throws.
 */
export interface Pipeline {
  rows<O>(query: Compilable<O> | CompiledQuery<O>): Promise<O[]>;
  first<O>(query: Compilable<O> | CompiledQuery<O>): Promise<O | undefined>;
}

const pipelines = new WeakMap<TenantTx, Promise<Pipeline>>();

/**
 * The pipeline of `trx` (one per transaction: taking the connection waits for a statement of `trx`
 * in flight, so it is taken once, before the first batch, and reused).
 */
export function pipelined(trx: TenantTx): Promise<Pipeline> {
  let pipeline = pipelines.get(trx);
  if (!pipeline) {
    pipeline = open(trx);
    pipelines.set(trx, pipeline);
  }
  return pipeline;
}

async function open(trx: TenantTx): Promise<Pipeline> {
  const executor = trx.getExecutor();
  let connection: DatabaseConnection | undefined;
  await executor.provideConnection(async (c) => {
    connection = c;
  });
  // The same executor (plugins, transaction checks), minus the wait for the previous statement.
  const direct = executor.withConnectionProvider({ provideConnection: (consume) => consume(connection!) });
  const rows = async <O>(query: Compilable<O> | CompiledQuery<O>) => {
    const compiled = 'compile' in query ? query.compile() : query;
    return (await direct.executeQuery<O>(compiled)).rows;
  };
  return { rows, first: async (query) => (await rows(query))[0] };
}

/** PostgreSQL refused a statement only because an earlier one of the transaction failed. */
const isAborted = (err: unknown) => (err as { code?: unknown } | null)?.code === '25P02';

/**
 * Waits until all of `work` (statements issued together, or commands issuing them) has answered
 * and returns one getter per entry, to read in the order the checks ran when the statements went
 * one by one: a getter returns the entry's value or throws its error. Nothing is thrown before
 * everything has answered, so no statement is still running when the transaction rolls back. An
 * entry refused because another failed first ("current transaction is aborted") throws that
 * other, real error instead.
 */
export async function settle<T extends readonly unknown[]>(
  work: T,
): Promise<{ -readonly [K in keyof T]: () => Awaited<T[K]> }> {
  const results = await Promise.allSettled(work);
  const real = results.find((r): r is PromiseRejectedResult => r.status === 'rejected' && !isAborted(r.reason));
  return results.map((r) => () => {
    if (r.status === 'fulfilled') return r.value;
    throw isAborted(r.reason) && real ? real.reason : r.reason;
  }) as { -readonly [K in keyof T]: () => Awaited<T[K]> };
}

/**
 * `settle`, then each entry's value: the reads of a page or a report issued together and wanted
 * together. Throws the first error in the order given (as `settle`'s getters would), once
 * everything has answered.
 */
export async function settleAll<T extends readonly unknown[]>(
  work: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  return (await settle(work)).map((get) => get()) as { -readonly [K in keyof T]: Awaited<T[K]> };
}
