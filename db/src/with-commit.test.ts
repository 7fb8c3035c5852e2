import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, withCommit, type Database } from './index';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL!, maxConnections: 2 });
});
afterAll(() => database.close());

const newUser = (db: Database['db'], name: string) =>
  db
    .insertInto('users')
    .values({ email: `${name}@t.io`, username: name, password_hash: 'x' })
    .returning('id');
const exists = async (name: string) =>
  !!(await database.db.selectFrom('users').select('id').where('username', '=', name).executeTakeFirst());

describe('statements sent with the commit', () => {
  it('commits them with the transaction and gives their rows afterwards', async () => {
    const [a, b] = [`wc-a-${Date.now()}`, `wc-b-${Date.now()}`];
    const sent = await database.db.transaction().execute(async (trx) => {
      await newUser(trx, a).execute();
      const held = [
        withCommit(trx, newUser(trx, b).compile()),
        withCommit(trx, sql<{ n: number }>`select 2 as n`.compile(trx)),
      ];
      await Promise.all(held.map((h) => h.queued));
      return held;
    });
    expect((await sent[0]!.rows)[0]).toHaveProperty('id');
    expect(await sent[1]!.rows).toEqual([{ n: 2 }]);
    expect(await exists(a)).toBe(true);
    expect(await exists(b)).toBe(true);
  });

  it('rolls the whole transaction back when one fails, and the commit reports its error', async () => {
    const name = `wc-c-${Date.now()}`;
    const taken = `wc-taken-${Date.now()}`;
    await newUser(database.db, taken).execute();
    const run = database.db.transaction().execute(async (trx) => {
      await newUser(trx, name).execute();
      const held = withCommit(trx, newUser(trx, taken).compile());
      held.rows.catch(() => {});
      await held.queued;
    });
    await expect(run).rejects.toMatchObject({ code: '23505' });
    expect(await exists(name)).toBe(false);
    // The connection is fine afterwards.
    expect((await sql<{ n: number }>`select 1 as n`.execute(database.db)).rows).toEqual([{ n: 1 }]);
  });
});
