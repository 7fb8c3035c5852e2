import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from './schema';

/** The link before a restaurant's first event (see migration 2026_12_04_1200_event_chain). */
const GENESIS = Buffer.alloc(32);

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

/** What a walk of one restaurant's chain found. */
export interface ChainReport {
  restaurantId: string;
  /** Entries whose link was recomputed and matched. */
  checked: number;
  /** The last entry checked (0 when the restaurant has none). */
  lastSeq: number;
  /** The hash of the last entry checked (hex), the value to keep elsewhere as a receipt. */
  head: string | null;
  broken: ChainBreak | null;
}

/** Options of `verifyChain`. */
export interface VerifyChainOptions {
  /** Rows read per round trip. */
  batchSize?: number;
  /** A head recorded earlier (a receipt): the entry at `seq` must still have this hash. */
  expectedHead?: { seq: number; hash: string };
  /** Called after each batch with the entries checked so far and the stream's last seq. */
  onProgress?: (checked: number, total: number) => void;
}

type ChainRow = {
  seq: number | string;
  type: string;
  occurred_at: Date | string;
  hash: Buffer | null;
  canonical: string;
};

/**
 * Walks a restaurant's event chain in seq order, a batch at a time (by key, so memory and each
 * query stay small however long the log), recomputing every link in Node from the canonical text
 * the database gives for the row as it is now, and reports the first break: an entry whose stored
 * hash does not match (it was edited, or the one before it was), a missing number (a row deleted,
 * the stream's tail included), or a recorded head that no longer matches. Runs in the caller's
 * transaction or database; RLS applies when that is a tenant transaction.
 */
export async function verifyChain(
  db: Kysely<DB> | Transaction<DB>,
  restaurantId: string,
  { batchSize = 5000, expectedHead, onProgress }: VerifyChainOptions = {},
): Promise<ChainReport> {
  const stream = await db
    .selectFrom('event_streams')
    .select('last_seq')
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  const total = Number(stream?.last_seq ?? 0);
  let prev = GENESIS;
  let lastSeq = 0;
  let checked = 0;
  const report = (broken: ChainBreak | null): ChainReport => ({
    restaurantId,
    checked,
    lastSeq,
    head: lastSeq ? prev.toString('hex') : null,
    broken,
  });
  for (;;) {
    const { rows } = await sql<ChainRow>`
      select seq, type, occurred_at, hash,
        event_chain_canonical(restaurant_id, seq, type, version, occurred_at, actor, payload) as canonical
      from events where restaurant_id = ${restaurantId} and seq > ${lastSeq}
      order by seq limit ${batchSize}`.execute(db);
    for (const row of rows) {
      const seq = Number(row.seq);
      if (seq !== lastSeq + 1) return report({ seq: lastSeq + 1, kind: 'missing', occurredAt: null, type: null });
      const link = createHash('sha256').update(prev).update(row.canonical, 'utf8').digest();
      if (!row.hash || !link.equals(row.hash))
        return report({ seq, kind: 'changed', occurredAt: new Date(row.occurred_at).toISOString(), type: row.type });
      if (expectedHead?.seq === seq && link.toString('hex') !== expectedHead.hash.toLowerCase())
        return report({ seq, kind: 'head', occurredAt: new Date(row.occurred_at).toISOString(), type: row.type });
      prev = link;
      lastSeq = seq;
      checked++;
    }
    onProgress?.(checked, total);
    if (rows.length < batchSize) break;
  }
  // Rows deleted from the end: the stream has numbered more than the chain holds.
  if (total > lastSeq) return report({ seq: lastSeq + 1, kind: 'missing', occurredAt: null, type: null });
  if (expectedHead && expectedHead.seq > lastSeq)
    return report({ seq: expectedHead.seq, kind: 'missing', occurredAt: null, type: null });
  return report(null);
}

/**
 * `npm run audit:verify`: verifies the chain of `restaurantId`, or of every restaurant that has
 * events, printing one line each through `print`; true when every chain is intact.
 */
export async function verifyChains(
  db: Kysely<DB>,
  { restaurantId, print = () => {} }: { restaurantId?: string; print?: (line: string) => void } = {},
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
      onProgress: (checked, total) => {
        // A long chain says how far it is, every 10 %.
        if (total >= 100_000 && checked * 10 >= (shown + 1) * total)
          print(`${id}: ${(shown = Math.floor((checked * 10) / total)) * 10} %`);
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
