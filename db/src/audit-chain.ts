import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from './schema';

/** Where a restaurant's chain breaks and how. */
export interface ChainBreak {
  /** The first entry that does not hold: changed after it was written, or missing. */
  seq: number;
  /** `changed`: its stored link does not match its content; `missing`: no entry has this number; `head`: the chain's head is not the one recorded. */
  kind: 'changed' | 'missing' | 'head';
  /** The entry's time and type when it exists (a `changed` one). */
  occurredAt: string | null;
  type: string | null;
}

/** What a walk of (a stretch of) one restaurant's chain found. */
export interface ChainReport {
  restaurantId: string;
  /** Entries whose link was recomputed and matched in this walk. */
  checked: number;
  /** The last entry checked (the walk's `afterSeq` when it checked none). */
  lastSeq: number;
  /** The restaurant's last event number, as its stream counts them. */
  total: number;
  /** The hash of the last entry checked (hex), the value to keep elsewhere as a receipt. */
  head: string | null;
  broken: ChainBreak | null;
  /** True when the walk reached the end of the chain (or a break); false when `maxEntries` stopped it. */
  done: boolean;
}

/** Options of `verifyChain`. */
export interface VerifyChainOptions {
  /** Start after this entry (its stored hash is the link to the next); 0, the default, is the start. */
  afterSeq?: number;
  /** Stop after this many entries (`done` is false then): a caller that shows progress walks on from `lastSeq`. */
  maxEntries?: number;
  /** Rows read per round trip. */
  batchSize?: number;
  /** A head recorded earlier (a receipt): the entry at `seq` must still have this hash. */
  expectedHead?: { seq: number; hash: string };
  /** Called after each batch with the last entry checked and the stream's last seq. */
  onProgress?: (lastSeq: number, total: number) => void;
}

type ChainRow = {
  seq: number | string;
  type: string;
  occurred_at: Date | string;
  hash: Buffer | null;
  holds: boolean | null;
};

/**
 * Walks a restaurant's event chain in seq order, a batch at a time (by key, so memory and each
 * query stay small however long the log), and reports the first break: an entry whose stored hash
 * is not the link of the hash before it and its content as it is now (it was edited, or the one
 * before it was edited and re-hashed), a missing number (a row deleted, the stream's tail
 * included), or a recorded head that no longer matches. The database recomputes each link with the
 * function its trigger uses, so only a row's verdict and hash cross the wire. Runs in the caller's
 * transaction or database; RLS applies when that is a tenant transaction.
 */
export async function verifyChain(
  db: Kysely<DB> | Transaction<DB>,
  restaurantId: string,
  { afterSeq = 0, maxEntries = Infinity, batchSize = 10_000, expectedHead, onProgress }: VerifyChainOptions = {},
): Promise<ChainReport> {
  const stream = await db
    .selectFrom('event_streams')
    .select('last_seq')
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  const total = Number(stream?.last_seq ?? 0);
  let lastSeq = afterSeq;
  let checked = 0;
  let prev: Buffer | null = null;
  const report = (broken: ChainBreak | null, done = true): ChainReport => ({
    restaurantId,
    checked,
    lastSeq,
    total,
    head: prev ? prev.toString('hex') : null,
    broken,
    done,
  });
  const missing = (seq: number) => report({ seq, kind: 'missing', occurredAt: null, type: null });
  if (afterSeq > 0) {
    const from = await db
      .selectFrom('events')
      .select('hash')
      .where('restaurant_id', '=', restaurantId)
      .where('seq', '=', afterSeq)
      .executeTakeFirst();
    if (!from) return missing(afterSeq);
    prev = from.hash && Buffer.from(from.hash);
  }
  while (checked < maxEntries) {
    const limit = Math.min(batchSize, maxEntries - checked);
    const { rows } = await sql<ChainRow>`
      select seq, type, occurred_at, hash,
        hash = event_chain_link(coalesce(lag(hash) over (order by seq), ${prev}::bytea),
          restaurant_id, seq, type, version, occurred_at, actor, payload) as holds
      from (select * from events where restaurant_id = ${restaurantId} and seq > ${lastSeq} order by seq limit ${limit}) batch
      order by seq`.execute(db);
    for (const row of rows) {
      const seq = Number(row.seq);
      if (seq !== lastSeq + 1) return missing(lastSeq + 1);
      const at = { seq, occurredAt: new Date(row.occurred_at).toISOString(), type: row.type };
      if (!row.holds) return report({ kind: 'changed', ...at });
      // PGlite gives a Uint8Array, postgres.js a Buffer.
      const hash = Buffer.from(row.hash!);
      if (expectedHead?.seq === seq && hash.toString('hex') !== expectedHead.hash.toLowerCase())
        return report({ kind: 'head', ...at });
      prev = hash;
      lastSeq = seq;
      checked++;
    }
    onProgress?.(lastSeq, total);
    if (rows.length < limit) {
      // Rows deleted from the end: the stream has numbered more than the chain holds.
      if (total > lastSeq) return missing(lastSeq + 1);
      if (expectedHead && expectedHead.seq > lastSeq) return missing(expectedHead.seq);
      return report(null);
    }
  }
  return report(null, lastSeq >= total);
}

/**
 * `npm run audit:verify`: verifies the chain of `restaurantId`, or of every restaurant that has
 * events, printing one line each through `print`; true when every chain is intact.
 */
export async function verifyChains(
  db: Kysely<DB>,
  {
    restaurantId,
    expectedHead,
    print = () => {},
  }: { restaurantId?: string; expectedHead?: VerifyChainOptions['expectedHead']; print?: (line: string) => void } = {},
): Promise<ChainReport[]> {
  const ids = restaurantId
    ? [restaurantId]
    : (await db.selectFrom('event_streams').select('restaurant_id').orderBy('restaurant_id').execute()).map(
        (r) => r.restaurant_id,
      );
  const reports: ChainReport[] = [];
  for (const id of ids) {
    let shown = 0;
    const report = await verifyChain(db, id, {
      expectedHead,
      onProgress: (lastSeq, total) => {
        // A long chain says how far it is, every 10 %.
        if (total >= 100_000 && lastSeq * 10 >= (shown + 1) * total)
          print(`${id}: ${(shown = Math.floor((lastSeq * 10) / total)) * 10} %`);
      },
    });
    print(describeReport(report));
    reports.push(report);
  }
  return reports;
}

/** One line for a report: intact with its head, or where it breaks. */
export function describeReport(r: ChainReport): string {
  if (!r.broken)
    return `${r.restaurantId}: intact, ${r.checked} entries checked up to #${r.lastSeq}${r.head ? ` (head ${r.head})` : ''}`;
  const b = r.broken;
  const what =
    b.kind === 'changed'
      ? `entry #${b.seq} (${b.occurredAt}, ${b.type}) was changed after it was written`
      : b.kind === 'missing'
        ? `entry #${b.seq} is missing (deleted)`
        : `entry #${b.seq} (${b.occurredAt}, ${b.type}) is not the recorded head`;
  return `${r.restaurantId}: BROKEN at #${b.seq}: ${what}; ${r.checked} entries before it hold`;
}
