import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, prepared, type Database } from './index';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL!, maxConnections: 2 });
});
afterAll(() => database.close());

describe('prepared statements', () => {
  it('builds once and answers each call with its own arguments, as the built query would', async () => {
    const names = [`pr-a-${Date.now()}`, `pr-b-${Date.now()}`];
    for (const name of names)
      await database.db
        .insertInto('users')
        .values({ email: `${name}@t.io`, username: name, password_hash: 'x' })
        .execute();
    let builds = 0;
    const byName = prepared((db, username: string, email: string) => {
      builds++;
      return db
        .selectFrom('users')
        .select(['username', sql<number>`${7}::int`.as('constant')])
        .where('username', '=', username)
        .where((eb) => eb.or([eb('email', '=', email), eb('email', 'like', sql<string>`${username} || '%'`)]));
    });
    for (const name of [...names, 'nobody']) {
      const built = await database.db
        .selectFrom('users')
        .select(['username', sql<number>`${7}::int`.as('constant')])
        .where('username', '=', name)
        .where((eb) => eb.or([eb('email', '=', `${name}@t.io`), eb('email', 'like', sql<string>`${name} || '%'`)]))
        .execute();
      expect((await database.db.executeQuery(byName(name, `${name}@t.io`))).rows).toEqual(built);
    }
    expect(builds).toBe(1);
    const anyOf = prepared((db, usernames: string[]) =>
      db
        .selectFrom('users')
        .select('username')
        .where('username', '=', sql<string>`any(cast(${usernames} as text[]))`)
        .orderBy('username'),
    );
    expect((await database.db.executeQuery(anyOf([names[1]!, 'nobody', names[0]!]))).rows).toEqual(
      names.map((username) => ({ username })),
    );
    expect((await database.db.executeQuery(anyOf([]))).rows).toEqual([]);
    expect((await database.db.executeQuery(byName(names[0]!, 'x'))).rows).toEqual([
      { username: names[0], constant: 7 },
    ]);
  });

  it('refuses a statement that does not send an argument as it is', () => {
    const unused = prepared((db, _name: string) => db.selectFrom('users').select('id').where('username', '=', 'ann'));
    expect(() => unused('Ann')).toThrow(/argument 1 is not a parameter/);
    const changed = prepared((db, name: string, email: string) =>
      db.selectFrom('users').select('id').where('username', '=', name).where('email', 'like', `${email}%`),
    );
    expect(() => changed('Ann', 'ann@')).toThrow(/argument 2 is used in an expression/);
  });
});
