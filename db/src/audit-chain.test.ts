import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './connect';
import { verifyChain } from './audit-chain';
import { up as chainEvents } from './migrations/2026_12_04_1200_event_chain';

/**
 * The chain's migration on PostgreSQL and on PGlite (the embedded default) computes the same
 * hashes for the same rows, whatever the session's time zone: each engine gets the two tables the
 * migration reads, in a schema (PostgreSQL) or a database (PGlite) of its own, rows written before
 * the migration (chained by it) and after (chained by its trigger).
 */
const RID = ['5f0c8b1e-2a34-4c56-8d7e-9f0a1b2c3d4e', '6a1d9c2f-3b45-4d67-9e8f-0a1b2c3d4e5f'];
const rows = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => {
    const seq = from + i;
    return {
      restaurant_id: RID[seq % 2]!,
      seq: Math.ceil(seq / 2),
      type: seq % 3 ? 'payment.refunded' : 'dish.updated',
      version: 1 + (seq % 2),
      occurred_at: `2026-12-04T12:34:${String(seq % 60).padStart(2, '0')}.${String(123456 + seq).slice(-6)}Z`,
      actor:
        seq % 4 === 0
          ? null
          : JSON.stringify({
              userId: '7b2e0d3a-4c56-4e78-8f90-1a2b3c4d5e6f',
              name: 'Zoë Ü. "the" Manager',
              device: { kind: 'terminal', id: 'a1', name: 'Bar ☕ terminal' },
            }),
      payload: JSON.stringify({
        reason: `cold crème brûlée #${seq}`,
        amount: 1250 + seq,
        rate: 1.5,
        big: 'BIG',
        tiny: 1e-7,
        nested: { z: [1, 2.0, null, true], a: { '': 'empty key', é: 'accent' } },
        text: 'line\nbreak\ttab \u0001 control',
      }).replace('"BIG"', '12345678901234567890.50'),
    };
  });

const TABLES = [
  'create table event_streams (restaurant_id uuid primary key, last_seq bigint not null default 0)',
  `create table events (
    position bigserial primary key, id uuid not null default gen_random_uuid(), restaurant_id uuid not null,
    seq bigint not null, type text not null, version integer not null default 1,
    occurred_at timestamptz not null default now(), actor jsonb, payload jsonb not null, unique (restaurant_id, seq))`,
];

async function chained(db: Kysely<any>, timeZone: string) {
  for (const statement of TABLES) await sql.raw(statement).execute(db);
  const insert = (from: number, to: number) =>
    sql`insert into events (restaurant_id, seq, type, version, occurred_at, actor, payload)
      select restaurant_id, seq, type, version, occurred_at, actor::jsonb, payload::jsonb
      from jsonb_to_recordset(${JSON.stringify(rows(from, to))}::text::jsonb) as r (
        restaurant_id uuid, seq bigint, type text, version integer, occurred_at timestamptz, actor text, payload text)
      order by seq, restaurant_id`.execute(db);
  await insert(1, 10);
  await chainEvents(db);
  await sql.raw(`set time zone '${timeZone}'`).execute(db);
  await insert(11, 40);
  await sql`insert into event_streams select restaurant_id, max(seq) from events group by restaurant_id`.execute(db);
  const { rows: hashes } = await sql<{
    restaurant_id: string;
    seq: string;
    hash: Uint8Array;
  }>`select restaurant_id, seq, hash from events order by restaurant_id, seq`.execute(db);
  return hashes.map((h) => `${h.restaurant_id}/${h.seq}/${Buffer.from(h.hash).toString('hex')}`);
}

let postgres: Database;
let pglite: Database;
const schema = `chain_${process.pid}_${Date.now()}`;
beforeAll(async () => {
  postgres = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL!, maxConnections: 1 });
  await sql.raw(`create schema ${schema}`).execute(postgres.db);
  await sql.raw(`set search_path to ${schema}, public`).execute(postgres.db);
  pglite = await openDatabase({ kind: 'pglite', dataDir: null });
}, 60_000);
afterAll(async () => {
  await sql.raw(`drop schema if exists ${schema} cascade`).execute(postgres.db);
  await postgres.close();
  await pglite.close();
});

describe('the activity chain on both engines', () => {
  it('gives identical hashes on PostgreSQL and PGlite, in any session time zone, and both verify', async () => {
    const onPostgres = await chained(postgres.db, 'Pacific/Kiritimati');
    const onPglite = await chained(pglite.db, 'UTC');
    expect(onPostgres).toHaveLength(40);
    expect(onPglite).toEqual(onPostgres);
    for (const db of [postgres.db, pglite.db])
      for (const rid of RID) expect((await verifyChain(db, rid)).broken, rid).toBeNull();
  });

  it('hashes the documented canonical form: the previous link, then a jsonb array with the time in microseconds', async () => {
    const { rows: found } = await sql<{ hash: Uint8Array }>`select hash from events
      where restaurant_id = ${RID[1]} and seq = 1`.execute(pglite.db);
    const row = rows(1, 1)[0]!;
    const micros = Date.parse(row.occurred_at) * 1000 + (Number(row.occurred_at.slice(20, 26)) % 1000);
    // jsonb's text form: keys sorted by length then bytes, ", " and ": " between items.
    const canonical = `["${RID[1]}", 1, "payment.refunded", 2, ${micros}, {"name": "Zoë Ü. \\"the\\" Manager", "device": {"id": "a1", "kind": "terminal", "name": "Bar ☕ terminal"}, "userId": "7b2e0d3a-4c56-4e78-8f90-1a2b3c4d5e6f"}, `;
    const { rows: text } = await sql<{ canonical: string }>`select event_chain_canonical(restaurant_id, seq, type,
      version, occurred_at, actor, payload) as canonical from events where restaurant_id = ${RID[1]} and seq = 1`.execute(
      pglite.db,
    );
    expect(text[0]!.canonical.startsWith(canonical)).toBe(true);
    const expected = createHash('sha256').update(Buffer.alloc(32)).update(text[0]!.canonical, 'utf8').digest('hex');
    expect(Buffer.from(found[0]!.hash).toString('hex')).toBe(expected);
  });
});
