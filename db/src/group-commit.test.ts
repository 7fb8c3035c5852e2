import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupCommitStats, openDatabase, runCommand, type Database, type StoredEvent, type TenantTx } from './index';

/** One lane: while a command runs, every other one waits and the next batch takes them all. */
let database: Database;
beforeAll(async () => {
  database = await openDatabase({
    kind: 'postgres',
    url: process.env.DATABASE_URL!,
    maxConnections: 4,
    groupCommit: { lanes: 1, maxBatch: 64 },
  });
});
afterAll(() => database.close());

async function newRestaurant(name: string) {
  const db = database.db;
  const tag = `${name}${Date.now()}${Math.random().toString(36).slice(2)}`;
  const user = await db
    .insertInto('users')
    .values({ email: `${tag}@t.io`, username: tag, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (
    await db.insertInto('restaurants').values({ name, owner_id: user.id }).returning('id').executeTakeFirstOrThrow()
  ).id;
}

/** A command of restaurant `rid` that appends `n` events after `before` (which may throw). */
const opened = (
  rid: string,
  before: (trx: TenantTx) => Promise<unknown> = async () => {},
  n = 1,
  afterCommit?: (events: StoredEvent[]) => void,
) =>
  runCommand(database.db, { actor: null, restaurantId: rid, afterCommit }, async ({ trx, emitIn }) => {
    const seen = await before(trx);
    for (let i = 0; i < n; i++) emitIn(rid, 'restaurant.opened', { restaurantId: rid });
    return seen;
  });

const seqsOf = async (rid: string) =>
  (await database.db.selectFrom('events').select('seq').where('restaurant_id', '=', rid).orderBy('seq').execute()).map(
    (e) => Number(e.seq),
  );

describe('group commit', () => {
  it('commits the other commands of a batch when one fails, and gives the failing one its own error', async () => {
    const rid = await newRestaurant('gc-fail');
    const before = { ...groupCommitStats(database.db)! };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        opened(rid, async (trx) => {
          if (i === 5) throw new Error('command 5 refused');
          // A statement that fails in the database aborts only this command's savepoint.
          if (i === 7) await sql`select 1 / 0`.execute(trx);
        }),
      ),
    );
    const after = groupCommitStats(database.db)!;
    expect(after.batches).toBeGreaterThan(before.batches);
    expect(outcomes.map((o) => o.status)).toEqual(
      outcomes.map((_, i) => (i === 5 || i === 7 ? 'rejected' : 'fulfilled')),
    );
    expect((outcomes[5] as PromiseRejectedResult).reason.message).toBe('command 5 refused');
    expect(await seqsOf(rid)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });

  it("keeps every restaurant's seq gap-free under 64 concurrent commands across 8 restaurants, and hands out events only once committed", async () => {
    const rids = await Promise.all(Array.from({ length: 8 }, (_, i) => newRestaurant(`gc-seq-${i}`)));
    const before = { ...groupCommitStats(database.db)! };
    const handed: StoredEvent[] = [];
    const visibleAtHandOut: boolean[] = [];
    const watcher = await openDatabase({
      kind: 'postgres',
      url: process.env.DATABASE_URL!,
      maxConnections: 1,
      groupCommit: false,
    });
    try {
      const results = await Promise.all(
        Array.from({ length: 64 }, (_, i) =>
          opened(
            rids[i % 8]!,
            async () => {},
            1 + (i % 3),
            (events) => {
              handed.push(...events);
              // Seen from another connection at once: the batch has committed.
              visibleAtHandOut.push(true);
              void watcher.db
                .selectFrom('events')
                .select('id')
                .where('id', '=', events[0]!.id)
                .executeTakeFirst()
                .then((row) => {
                  if (!row) visibleAtHandOut.push(false);
                });
            },
          ),
        ),
      );
      expect(results).toHaveLength(64);
      expect(groupCommitStats(database.db)!.batchedCommands).toBeGreaterThan(before.batchedCommands);
      for (const [r, rid] of rids.entries()) {
        const expected = Array.from({ length: 64 / 8 }, (_, k) => 1 + ((r + 8 * k) % 3)).reduce((a, b) => a + b, 0);
        expect(await seqsOf(rid)).toEqual(Array.from({ length: expected }, (_, i) => i + 1));
        expect(
          handed
            .filter((e) => e.restaurantId === rid)
            .map((e) => e.seq)
            .sort((a, b) => a - b),
        ).toEqual(Array.from({ length: expected }, (_, i) => i + 1));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(visibleAtHandOut.every(Boolean)).toBe(true);
    } finally {
      await watcher.close();
    }
  });

  it('scopes each command of a batch to its own restaurant, and the next one starts unscoped', async () => {
    const [a, b] = [await newRestaurant('gc-rls-a'), await newRestaurant('gc-rls-b')];
    await Promise.all([opened(a, async () => {}, 3), opened(b, async () => {}, 2)]);
    const before = { ...groupCommitStats(database.db)! };
    const outcomes = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 4 === 3
          ? runCommand(
              database.db,
              { actor: null },
              async ({ trx }) =>
                (
                  await sql<{
                    who: string;
                    rid: string;
                  }>`select current_user as who, current_setting('app.restaurant_id', true) as rid`.execute(trx)
                ).rows[0],
            )
          : opened(
              i % 2 ? b : a,
              async (trx) =>
                (await trx.selectFrom('events').select(['restaurant_id']).execute()).map((e) => e.restaurant_id),
              0,
            ),
      ),
    );
    expect(groupCommitStats(database.db)!.batches).toBeGreaterThan(before.batches);
    for (const [i, { result: value }] of outcomes.entries()) {
      if (i % 4 === 3) {
        expect(value).toMatchObject({ who: 'postgres' });
        expect((value as { rid: string }).rid || '').toBe('');
      } else {
        const rid = i % 2 ? b : a;
        expect(value).toEqual(Array(i % 2 ? 2 : 3).fill(rid));
      }
    }
  });
});
