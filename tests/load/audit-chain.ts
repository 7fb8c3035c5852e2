/**
 * `npx tsx tests/load/audit-chain.ts [postgres|pglite] [appends] [verifyRows] [--no-flush]`: what the activity
 * log's hash chain costs (docs/decisions/2026-12-04-audit-chain.md). On a scratch database migrated
 * to the latest migration: `appends` one-event appends (each its own transaction, as an order
 * command's outbox append) with the chain's trigger on, the same with it disabled, both twice in
 * alternation; then `verifyRows` events written in one go and the time `verifyChain` takes to walk them.
 */
import postgres from 'postgres';
import { sql } from 'kysely';
import { appendEvents, migrateToLatest, openDatabase, verifyChain, type Database, type DatabaseConfig } from '@ros/db';

const args = process.argv.slice(2).filter((a) => a !== '--no-flush');
const noFlush = process.argv.includes('--no-flush');
const [kind = 'postgres', appendsArg = '10000', verifyArg = '100000'] = args;
const appends = Number(appendsArg);
const verifyRows = Number(verifyArg);
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ros_chain_bench_${process.pid}`;

// An order.placed payload of a realistic size (a three-line order, about 1 KB of JSON).
const payload = {
  order: {
    id: '6f1c2d1e-3b4a-4c5d-8e9f-0a1b2c3d4e5f',
    orderNo: 1042,
    type: 'dine_in',
    status: 'open',
    tableId: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
    items: ['Steak', 'Wine', 'Soup'].map((dish, i) => ({
      id: `1b1c2d3e-4f50-4617-8293-a4b5c6d7e8f${i}`,
      dishId: `2b1c2d3e-4f50-4617-8293-a4b5c6d7e8f${i}`,
      name: dish,
      quantity: i + 1,
      unitPrice: 1250 + i * 100,
      modifiers: [{ name: 'No salt', price: 0 }],
      status: 'sent',
    })),
    totals: { subtotal: 6000, tax: 480, serviceCharge: 600, grandTotal: 7080 },
  },
};
const actor = {
  userId: '3b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
  name: 'Anna Waiter',
  device: { kind: 'terminal' as const, id: '4b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9', name: 'Bar terminal' },
};

async function restaurant(database: Database): Promise<string> {
  const user = await database.db
    .insertInto('users')
    .values({ email: `bench-${Date.now()}@t.io`, username: `bench${Date.now()}`, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const r = await database.db
    .insertInto('restaurants')
    .values({ name: 'Bench', owner_id: user.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

async function timeAppends(database: Database, rid: string, chained: boolean): Promise<number> {
  await sql`alter table events ${sql.raw(chained ? 'enable' : 'disable')} trigger events_chain`.execute(database.db);
  const started = performance.now();
  for (let i = 0; i < appends; i++)
    await database.db
      .transaction()
      .execute((trx) => appendEvents(trx, rid, actor, [{ type: 'order.placed', payload }]));
  return performance.now() - started;
}

async function main() {
  let config: DatabaseConfig;
  const admin = kind === 'postgres' ? postgres(adminUrl, { max: 1, onnotice: () => {} }) : null;
  if (admin) {
    await admin.unsafe(`create database ${name}`);
    // `--no-flush`: commits without waiting for the WAL flush, so the chain's CPU cost is not lost in
    // the disk's (on a shared machine the flush dominates an append).
    if (noFlush) await admin.unsafe(`alter database ${name} set synchronous_commit = off`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    config = { kind: 'postgres', url: url.toString(), maxConnections: 2 };
  } else config = { kind: 'pglite', dataDir: null };
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const rid = await restaurant(database);
    await timeAppends(database, rid, true); // warm-up
    const runs: Record<'chained' | 'plain', number[]> = { chained: [], plain: [] };
    for (let round = 0; round < 2; round++) {
      runs.plain.push(await timeAppends(database, await restaurant(database), false));
      runs.chained.push(await timeAppends(database, await restaurant(database), true));
    }
    await sql`alter table events enable trigger events_chain`.execute(database.db);
    const best = (ms: number[]) => Math.min(...ms);
    const per = (ms: number) => ((ms / appends) * 1000).toFixed(0);
    console.log(`${kind}${noFlush ? ' (synchronous_commit off)' : ''}: ${appends} one-event appends, best of 2`);
    console.log(`  without the chain: ${best(runs.plain).toFixed(0)} ms (${per(best(runs.plain))} µs each)`);
    console.log(`  with the chain:    ${best(runs.chained).toFixed(0)} ms (${per(best(runs.chained))} µs each)`);
    console.log(`  cost: ${(((best(runs.chained) - best(runs.plain)) / best(runs.plain)) * 100).toFixed(1)} %`);

    // The same rows in one statement, with and without the trigger: the chain's cost per row, no commit in it.
    const bulk = async (chained: boolean) => {
      await sql`alter table events ${sql.raw(chained ? 'enable' : 'disable')} trigger events_chain`.execute(
        database.db,
      );
      const rid = await restaurant(database);
      const started = performance.now();
      await sql`insert into events (restaurant_id, seq, type, actor, payload)
        select ${rid}, g, 'order.placed', ${JSON.stringify(actor)}::text::jsonb, ${JSON.stringify(payload)}::text::jsonb
        from generate_series(1, ${verifyRows}) g`.execute(database.db);
      await sql`insert into event_streams (restaurant_id, last_seq) values (${rid}, ${verifyRows})`.execute(
        database.db,
      );
      return { rid, ms: performance.now() - started };
    };
    const plainBulk = await bulk(false);
    const chainedBulk = await bulk(true);
    const big = chainedBulk.rid;
    console.log(
      `  ${verifyRows} rows in one statement: ${plainBulk.ms.toFixed(0)} ms without the chain, ${chainedBulk.ms.toFixed(0)} ms with it (+${(((chainedBulk.ms - plainBulk.ms) / verifyRows) * 1000).toFixed(1)} µs a row)`,
    );
    const started = performance.now();
    const report = await verifyChain(database.db, big);
    const ms = performance.now() - started;
    console.log(
      `  verifyChain over ${report.checked} rows: ${ms.toFixed(0)} ms (${Math.round(report.checked / (ms / 1000))} rows/s), ${report.broken ? 'BROKEN' : 'intact'}`,
    );
  } finally {
    await database.close();
    if (admin) {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

await main();
