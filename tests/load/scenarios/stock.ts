import { sql } from 'kysely';
import { CpuMeter } from '../lib/cpu';
import { startEnv, type BenchEnv } from '../lib/env';
import { openLoop } from '../lib/load';
import { orderBody, setupRestaurants, type BenchRestaurant } from '../lib/setup';
import { now, sleep, summarize, waitUntil, type LatencySummary } from '../lib/stats';

/** One phase (recipes on or off) of the stock scenario. */
export interface StockPhase {
  /** S1-like open loop: command replies. */
  reply: LatencySummary;
  achievedRate: number;
  failed: number;
  /** The first failures' statuses and messages. */
  errors: string[];
  /** S2-like closed loop at `concurrency`: orders sent to the kitchen per second and their p99. */
  closedPerS: number;
  closedP99: number;
  /** order.sent_to_kitchen committed → its sale movements written (database clock), ms; null without recipes. */
  lag: LatencySummary | null;
  /** Orders whose movements were not all written when the wait ended. */
  missing: number;
  /** The lag's p99 in each sixth of the measured run (flat, or growing: the workers falling behind). */
  lagP99BySlice: number[];
  /** CPU of each part over the open loop (% of one core; 200 % is the whole machine). */
  cpu: Record<string, number>;
}

export interface StockResult {
  options: { apis: number; restaurants: number; rate: number; durationS: number; concurrency: number };
  off: StockPhase;
  on: StockPhase;
}

/** Makes every bench restaurant Premium and gives its dish a two-line recipe (150 g of beef and a bun), with stock to spare. */
export async function addRecipes(env: BenchEnv, restaurants: BenchRestaurant[]) {
  await sql`update restaurants set plan = 'premium' where id in (${sql.join(restaurants.map((r) => r.id))})`.execute(
    env.database.db,
  );
  for (const r of restaurants) {
    const base = `/api/restaurants/${r.id}`;
    const post = async (path: string, body: unknown, method = 'POST') => {
      const res = await env.api.request(method, `${base}${path}`, body, r.token);
      if (res.status >= 300)
        throw new Error(`stock setup ${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as { id: string };
    };
    // The bench's restaurants are made by SQL, without the units a new restaurant gets.
    const g = await post('/measuring-units', { name: 'Gram', abbreviation: 'g' });
    const units = {
      g: g.id,
      kg: (await post('/measuring-units', { name: 'Kilogram', abbreviation: 'kg', baseUnitId: g.id, factor: 1000 })).id,
      ea: (await post('/measuring-units', { name: 'Each', abbreviation: 'ea' })).id,
    };
    const beef = await post('/inventory-items', { name: 'Beef', unitId: units.kg, reorderPoint: 1 });
    const buns = await post('/inventory-items', { name: 'Buns', unitId: units.ea, reorderPoint: 1 });
    for (const item of [beef, buns])
      await post(`/inventory-items/${item.id}/movements`, {
        kind: 'count_adjustment',
        quantity: 1_000_000,
        reason: 'bench stock',
      });
    await post(
      `/dishes/${r.dishId}/recipe`,
      {
        lines: [
          { itemId: beef.id, unitId: units.g, quantity: 150 },
          { itemId: buns.id, unitId: units.ea, quantity: 1 },
        ],
      },
      'PUT',
    );
  }
}

async function closedLoop(concurrency: number, durationS: number, op: (i: number) => Promise<boolean>) {
  const samples: number[] = [];
  let next = 0;
  const end = now() + durationS * 1000;
  const start = now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (now() < end) {
        const t0 = now();
        if (await op(next++).catch(() => false)) samples.push(now() - t0);
      }
    }),
  );
  return { perS: Math.round((samples.length / ((now() - start) / 1000)) * 10) / 10, p99: summarize(samples).p99 };
}

/** order.sent_to_kitchen commit → its sale movements, for the orders placed since `since` (ms on the database clock). */
async function stockLag(env: BenchEnv, since: Date, linesPerOrder: number) {
  const rows = await sql<{ lag_ms: number | null; moved: number; at: Date }>`
    select extract(epoch from (max(m.created_at) - e.occurred_at)) * 1000 as lag_ms, count(m.id)::int as moved, e.occurred_at as at
    from events e
    left join stock_movements m on m.restaurant_id = e.restaurant_id and m.source_id = (e.payload->'order'->>'id')::uuid and m.kind = 'sale'
    where e.type = 'order.sent_to_kitchen' and e.occurred_at >= ${since}
    group by e.id, e.occurred_at`.execute(env.database.db);
  const done = rows.rows.filter((r) => r.moved >= linesPerOrder && r.lag_ms !== null);
  const times = done.map((r) => new Date(r.at).getTime());
  const [first, last] = [Math.min(...times), Math.max(...times) + 1];
  const slices = Array.from({ length: 6 }, (_, i) =>
    done.filter((r) => Math.floor(((new Date(r.at).getTime() - first) / (last - first)) * 6) === i),
  );
  return {
    lag: summarize(done.map((r) => Number(r.lag_ms))),
    lagP99BySlice: slices.map((slice) => Math.round(summarize(slice.map((r) => Number(r.lag_ms))).p99)),
    missing: rows.rows.length - done.length,
    total: rows.rows.length,
  };
}

async function phase(
  env: BenchEnv,
  restaurants: BenchRestaurant[],
  options: StockResult['options'],
  withRecipes: boolean,
): Promise<StockPhase> {
  const send = async (i: number) => {
    const r = restaurants[i % restaurants.length]!;
    const res = await env.api.post(`/api/restaurants/${r.id}/orders`, orderBody(r, true), r.token);
    if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
    return true;
  };
  await openLoop({ rate: options.rate, count: options.rate * 2, maxMs: 3000, send }); // warm-up
  await env.analyze();
  await sleep(500);
  const [{ t }] = (await sql<{ t: Date }>`select now() as t`.execute(env.database.db)).rows as [{ t: Date }];
  const meter = new CpuMeter();
  meter.start();
  const load = await openLoop({
    rate: options.rate,
    count: options.rate * options.durationS,
    maxMs: options.durationS * 1000 + 5000,
    send,
  });
  const cpu = meter.stop();
  let lag: StockPhase['lag'] = null;
  let missing = 0;
  let lagP99BySlice: number[] = [];
  if (withRecipes) {
    await waitUntil(async () => (await stockLag(env, t, 2)).missing === 0, 30_000, 250);
    ({ lag, missing, lagP99BySlice } = await stockLag(env, t, 2));
  }
  const closed = await closedLoop(options.concurrency, Math.max(2, Math.round(options.durationS / 2)), send);
  return {
    reply: summarize(load.replyMs),
    achievedRate: load.achievedRate,
    failed: load.failed,
    errors: load.errors,
    closedPerS: closed.perS,
    closedP99: closed.p99,
    lag,
    missing,
    lagP99BySlice,
    cpu,
  };
}

/**
 * S7, the stock path: the S1 load (orders sent to the kitchen at a fixed rate) and an S2-like
 * closed loop, first with no recipe (the deduction job runs and finds nothing to deduct), then
 * with a two-line recipe on every dish; and the lag from `order.sent_to_kitchen` to its sale
 * movements under that load.
 */
export async function runStock(options: StockResult['options']): Promise<StockResult> {
  const env = await startEnv({ gateways: 0, apis: options.apis });
  try {
    const restaurants = await setupRestaurants(env, options.restaurants);
    const off = await phase(env, restaurants, options, false);
    await addRecipes(env, restaurants);
    const on = await phase(env, restaurants, options, true);
    return { options, off, on };
  } finally {
    await env.close();
  }
}
