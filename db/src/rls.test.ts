import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvents, openDatabase, withTenant, type Database } from './index';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL!, maxConnections: 4 });
});
afterAll(() => database.close());

async function newRestaurant(name: string) {
  const db = database.db;
  const user = await db
    .insertInto('users')
    .values({
      email: `${name}-${Date.now()}-${Math.random()}@t.io`,
      username: `${name}${Date.now()}${Math.random()}`,
      password_hash: 'x',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return db.insertInto('restaurants').values({ name, owner_id: user.id }).returning('id').executeTakeFirstOrThrow();
}

describe('tenant isolation and the outbox', () => {
  it('shows no tenant rows to a query without the restaurant context', async () => {
    const r = await newRestaurant('rls-a');
    await withTenant(database.db, r.id, (trx) =>
      appendEvents(trx, r.id, null, [{ type: 'restaurant.opened', payload: { restaurantId: r.id } }]),
    );
    const withoutContext = await database.db.transaction().execute(async (trx) => {
      await sql`select set_config('role', 'ros_tenant', true)`.execute(trx);
      return trx.selectFrom('events').selectAll().execute();
    });
    expect(withoutContext).toHaveLength(0);
    const withContext = await withTenant(database.db, r.id, (trx) => trx.selectFrom('events').selectAll().execute());
    expect(withContext.map((e) => e.restaurant_id)).toEqual([r.id]);
  });

  it('hides one restaurant’s rows from another restaurant’s context', async () => {
    const a = await newRestaurant('rls-b');
    const b = await newRestaurant('rls-c');
    await withTenant(database.db, a.id, (trx) =>
      appendEvents(trx, a.id, null, [{ type: 'restaurant.opened', payload: { restaurantId: a.id } }]),
    );
    const seenByB = await withTenant(database.db, b.id, (trx) =>
      trx.selectFrom('events').select('restaurant_id').execute(),
    );
    expect(seenByB.some((e) => e.restaurant_id === a.id)).toBe(false);
  });

  it('numbers concurrent events of one restaurant 1..n without gaps', async () => {
    const r = await newRestaurant('seq');
    await Promise.all(
      Array.from({ length: 20 }, () =>
        withTenant(database.db, r.id, (trx) =>
          appendEvents(trx, r.id, null, [{ type: 'restaurant.opened', payload: {} }]),
        ),
      ),
    );
    const rows = await withTenant(database.db, r.id, (trx) =>
      trx.selectFrom('events').select('seq').orderBy('seq').execute(),
    );
    expect(rows.map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('emits nothing when the transaction rolls back', async () => {
    const r = await newRestaurant('rollback');
    await expect(
      withTenant(database.db, r.id, async (trx) => {
        await appendEvents(trx, r.id, null, [{ type: 'restaurant.opened', payload: {} }]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await withTenant(database.db, r.id, (trx) => trx.selectFrom('events').selectAll().execute());
    expect(rows).toHaveLength(0);
  });
});
