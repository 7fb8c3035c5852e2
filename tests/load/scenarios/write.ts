import { CpuMeter } from '../lib/cpu';
import { startEnv, type BenchEnv } from '../lib/env';
import { orderBody, setupRestaurants, type BenchRestaurant } from '../lib/setup';
import { now, summarize, type LatencySummary } from '../lib/stats';

/** One concurrency level of a closed-loop run. */
export interface WriteLevel {
  concurrency: number;
  ordersPerS: number;
  latency: LatencySummary;
  failed: number;
  /** CPU of each part while measuring, % of one core. */
  cpu: Record<string, number>;
}

export interface WriteResult {
  options: { apis: number; restaurants: number; concurrency: number[]; durationS: number };
  api: WriteLevel[];
  raw: WriteLevel[];
  /** Best level with p99 < 100 ms (api), and raw postgres.js at that same concurrency. */
  best: { concurrency: number; apiPerS: number; rawPerS: number; ratio: number; apiP99: number } | null;
  rawBestPerS: number;
  /** The API's highest-throughput level whatever its p99, with raw postgres.js at that concurrency. */
  peak: { concurrency: number; apiPerS: number; rawPerS: number; ratio: number; apiP99: number };
}

/** `concurrency` workers each sending one command after the other for `durationS` (bounded count). */
async function closedLoop(
  concurrency: number,
  durationS: number,
  op: (i: number) => Promise<boolean>,
): Promise<WriteLevel> {
  const samples: number[] = [];
  let failed = 0;
  let next = 0;
  const maxCount = concurrency * durationS * 2000;
  const cpu = new CpuMeter();
  cpu.start();
  const start = now();
  const end = start + durationS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (now() < end && next < maxCount) {
        const i = next++;
        const t0 = now();
        const ok = await op(i).catch(() => false);
        if (ok) samples.push(now() - t0);
        else failed++;
      }
    }),
  );
  const elapsed = (now() - start) / 1000;
  return {
    concurrency,
    ordersPerS: Math.round((samples.length / elapsed) * 10) / 10,
    latency: summarize(samples),
    failed,
    cpu: cpu.stop(),
  };
}

/** The same rows the API's place-order command writes, in one transaction, with raw postgres.js. */
function rawOrder(env: BenchEnv, r: BenchRestaurant) {
  return env.sql.begin(async (tx) => {
    const day = new Date().toISOString().slice(0, 10);
    const [counter] = await tx`
      insert into document_counters (restaurant_id, kind, scope, last_no) values (${r.id}, 'order', ${day}, 1)
      on conflict (restaurant_id, kind, scope) do update set last_no = document_counters.last_no + 1 returning last_no`;
    const [order] = await tx`
      insert into orders (restaurant_id, display_no, business_date, type, status, customer_name, placed_at)
      values (${r.id}, ${counter!.last_no}, ${day}, 'takeaway', 'open', 'bench', now()) returning id`;
    await tx`
      insert into order_items (restaurant_id, order_id, dish_id, name, quantity, unit_price, station_id)
      values (${r.id}, ${order!.id}, ${r.dishId}, 'Steak', 1, 2000, ${r.stationId})`;
    const [stream] = await tx`
      insert into event_streams (restaurant_id, last_seq) values (${r.id}, 1)
      on conflict (restaurant_id) do update set last_seq = event_streams.last_seq + 1 returning last_seq`;
    await tx`
      insert into events (restaurant_id, seq, type, version, actor, payload)
      values (${r.id}, ${stream!.last_seq}, 'order.placed', 1, ${tx.json({ userId: null, name: 'bench' })}, ${tx.json({ order: { id: order!.id, items: [{ name: 'Steak', quantity: 1 }] } })})`;
    return true;
  });
}

/** S2: order commands per second through the API vs the same inserts with raw postgres.js. */
export async function runWrite(options: WriteResult['options']): Promise<WriteResult> {
  const env = await startEnv({ gateways: 0, apis: options.apis });
  try {
    const restaurants = await setupRestaurants(env, options.restaurants);
    const apiOrder = async (i: number) => {
      const r = restaurants[i % restaurants.length]!;
      const res = await env.api.post(`/api/restaurants/${r.id}/orders`, orderBody(r, false), r.token);
      return res.status === 201;
    };
    // Warm both paths before measuring.
    await closedLoop(4, 2, apiOrder);
    await closedLoop(4, 1, (i) => rawOrder(env, restaurants[i % restaurants.length]!));
    await env.analyze();
    const api: WriteLevel[] = [];
    const raw: WriteLevel[] = [];
    for (const c of options.concurrency) {
      api.push(await closedLoop(c, options.durationS, apiOrder));
      raw.push(await closedLoop(c, options.durationS, (i) => rawOrder(env, restaurants[i % restaurants.length]!)));
    }
    const ok = api.filter((l) => l.latency.p99 < 100 && l.failed === 0).sort((a, b) => b.ordersPerS - a.ordersPerS)[0];
    const rawAt = ok ? raw.find((l) => l.concurrency === ok.concurrency)! : null;
    return {
      options,
      api,
      raw,
      best:
        ok && rawAt
          ? {
              concurrency: ok.concurrency,
              apiPerS: ok.ordersPerS,
              rawPerS: rawAt.ordersPerS,
              ratio: Math.round((ok.ordersPerS / rawAt.ordersPerS) * 100) / 100,
              apiP99: ok.latency.p99,
            }
          : null,
      peak: (() => {
        const top = [...api].sort((a, b) => b.ordersPerS - a.ordersPerS)[0]!;
        const rawTop = raw.find((l) => l.concurrency === top.concurrency)!;
        return {
          concurrency: top.concurrency,
          apiPerS: top.ordersPerS,
          rawPerS: rawTop.ordersPerS,
          ratio: Math.round((top.ordersPerS / rawTop.ordersPerS) * 100) / 100,
          apiP99: top.latency.p99,
        };
      })(),
      rawBestPerS: Math.max(...raw.filter((l) => l.latency.p99 < 100).map((l) => l.ordersPerS), 0),
    };
  } finally {
    await env.close();
  }
}
