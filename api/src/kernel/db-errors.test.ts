import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '@ros/db';
import { appErrorFromDatabase } from './db-errors';
import type { AppError } from './errors';

/** The errors both drivers really raise (PostgreSQL and PGlite name their fields differently). */
const drivers = [
  ['PostgreSQL', () => openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL!, maxConnections: 1 })],
  [
    'PGlite',
    async () => {
      const database = await openDatabase({ kind: 'pglite', dataDir: null });
      await migrateToLatest(database.db);
      return database;
    },
  ],
] as const;

describe.each(drivers)('database errors as answers (%s)', (_name, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  }, 60_000);
  afterAll(() => database?.close());

  /** The AppError the failing statement maps to. */
  async function mapped(statement: RawBuilder<unknown>): Promise<AppError | null> {
    const err = await statement.execute(database.db).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err, 'the statement should fail').not.toBeNull();
    return appErrorFromDatabase(err);
  }

  async function restaurantWithSpace() {
    const user = await sql<{
      id: string;
    }>`insert into users (email, username, password_hash) values (${`${randomUUID()}@t.io`}, ${randomUUID()}, 'x') returning id`.execute(
      database.db,
    );
    const r = await sql<{
      id: string;
    }>`insert into restaurants (name, owner_id) values ('R', ${user.rows[0]!.id}) returning id`.execute(database.db);
    const rid = r.rows[0]!.id;
    const space = await sql<{
      id: string;
    }>`insert into spaces (restaurant_id, name) values (${rid}, 'Hall') returning id`.execute(database.db);
    return { rid, spaceId: space.rows[0]!.id };
  }

  it('answers a link to a missing row as not found, naming the field', async () => {
    const { rid } = await restaurantWithSpace();
    const link = await mapped(
      sql`insert into waitlist_entries (restaurant_id, name, party_size, table_id) values (${rid}, 'Eve', 2, ${randomUUID()})`,
    );
    expect(link).toMatchObject({
      code: 'not_found',
      message: 'Table not found',
      fields: { tableId: 'Table not found' },
    });
    const order = await mapped(
      sql`insert into deliveries (restaurant_id, order_id, address) values (${rid}, ${randomUUID()}, 'x')`,
    );
    expect(order).toMatchObject({ code: 'not_found', fields: { orderId: 'Order not found' } });
  });

  it('answers removing a row still linked to as a conflict', async () => {
    const { rid, spaceId } = await restaurantWithSpace();
    await sql`insert into dining_tables (restaurant_id, space_id, name, qr_token) values (${rid}, ${spaceId}, 'T1', ${randomUUID()})`.execute(
      database.db,
    );
    const err = await mapped(sql`delete from spaces where id = ${spaceId}`);
    expect(err).toMatchObject({
      code: 'conflict',
      message: 'This cannot be removed while dining tables still use it.',
    });
  });

  it('answers numbers out of range, malformed values and NUL bytes as invalid input', async () => {
    expect(await mapped(sql`select ${2 ** 31}::int`)).toMatchObject({ code: 'invalid_input', status: 400 });
    expect(await mapped(sql`select ${'not-a-uuid'}::uuid`)).toMatchObject({ code: 'invalid_input' });
    expect(await mapped(sql`select ${'a\u0000b'}::text`)).toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('NUL'),
    });
  });

  it('leaves other database errors (bugs, not bad input) to the 500 handler', async () => {
    expect(await mapped(sql`select 1 / 0`)).toBeNull();
    expect(await mapped(sql`select * from no_such_table`)).toBeNull();
  });
});
