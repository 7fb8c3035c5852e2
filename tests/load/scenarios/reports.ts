import { sql } from 'kysely';
import { writeHistory } from '@ros/db';
import { startEnv, type BenchEnv } from '../lib/env';
import { openLoop } from '../lib/load';
import { orderBody, setupRestaurants, type BenchRestaurant } from '../lib/setup';
import { mapLimit, now, sleep, summarize, waitUntil, type LatencySummary } from '../lib/stats';

export interface ReportsResult {
  options: { restaurants: number; days: number; rate: number; durationS: number; requests: number };
  history: { sales: number; items: number; events: number; writeS: number; rollUpS: number };
  /** Each read over HTTP (the year), from the roll-ups. */
  reads: Record<string, LatencySummary>;
  /** The everyday list pages over the year of history (first page, the web's page size; capped counts). */
  lists: Record<string, LatencySummary>;
  /** Seconds from requesting a year of one restaurant's bills as a file to the file being done. */
  exports: Record<string, number>;
  /** The same figures straight from the raw tables (one SQL statement each, without HTTP). */
  raw: Record<string, LatencySummary>;
  /** S1 load meanwhile: an order.placed committed → the roll-up cursor past it (database clock, 25 ms samples). */
  lag: LatencySummary;
  achievedRate: number;
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** Every restaurant's roll-up cursor at the end of its stream. */
async function caughtUp(env: BenchEnv, ids: string[]) {
  const { rows } = await sql<{ behind: number }>`
    select count(*)::int as behind from event_streams s
    left join job_cursors c on c.restaurant_id = s.restaurant_id and c.job_name = 'report.roll-up'
    where s.restaurant_id in (${sql.join(ids)}) and coalesce(c.done_seq, 0) < s.last_seq`.execute(env.database.db);
  return rows[0]!.behind === 0;
}

async function timeEach(n: number, ids: string[], op: (id: string) => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = now();
    await op(ids[i % ids.length]!);
    samples.push(now() - t0);
  }
  return summarize(samples);
}

/**
 * S8, reports on history: `restaurants` restaurants get `days` of past service from the history
 * generator (the size is 100 × 365, about 13 million order items), the workers roll it up,
 * then the dashboard and each report are read for the whole year (p50/p99 over `requests` reads),
 * beside the same figures computed from the raw orders in the same run. Last, the S1 load runs
 * and the roll-up's lag behind it is sampled.
 */
export async function runReports(options: ReportsResult['options']): Promise<ReportsResult> {
  const env = await startEnv({ gateways: 0, apis: 1 });
  try {
    const restaurants = await setupRestaurants(env, options.restaurants);
    const ids = restaurants.map((r) => r.id);
    // The reports are a Premium feature (issue 41): restaurants made by SQL start on Basic.
    await sql`update restaurants set plan = 'premium' where id in (${sql.join(ids)})`.execute(env.database.db);
    const t0 = now();
    const sales = (await mapLimit(ids, 2, (id) => writeHistory(env.database.db, id, { days: options.days }))).reduce(
      (s, n) => s + n,
      0,
    );
    const writeS = (now() - t0) / 1000;
    const counts = (
      await sql<{
        items: number;
        events: number;
      }>`select (select count(*) from order_items where restaurant_id in (${sql.join(ids)}))::int as items,
      (select count(*) from events where restaurant_id in (${sql.join(ids)}))::int as events`.execute(env.database.db)
    ).rows[0]!;
    // History is stored as published: the workers' clock (every minute) or any command wakes the roll-up.
    const t1 = now();
    await env.api.post(
      `/api/restaurants/${restaurants[0]!.id}/orders`,
      orderBody(restaurants[0]!, false),
      restaurants[0]!.token,
    );
    if (!(await waitUntil(() => caughtUp(env, ids), 30 * 60_000, 500)))
      throw new Error('the roll-up did not catch up with the history');
    const rollUpS = (now() - t1) / 1000;
    // The statistics autovacuum keeps in service (docs/decisions/2026-11-21-bench-method.md): without
    // them the planner takes the history for the few rows it saw at the start and reads it all.
    await env.analyze();

    const to = dayOf(new Date(Date.now() - 86_400_000));
    const from = dayOf(new Date(Date.now() - options.days * 86_400_000));
    const byId = new Map(restaurants.map((r) => [r.id, r]));
    const get = (path: string) => async (id: string) => {
      const res = await env.api.request('GET', `/api/restaurants/${id}${path}`, undefined, byId.get(id)!.token);
      if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
    };
    const q = `from=${from}&to=${to}`;
    const reads: Record<string, LatencySummary> = {};
    for (const [name, path] of [
      ['dashboard', `/dashboard/summary?${q}`],
      ['summary', `/reports/summary?${q}&compare=true`],
      ['sales by week', `/reports/sales?${q}&groupBy=week`],
      ['hour × weekday', `/reports/sales?${q}&groupBy=weekdayHour`],
      ['product mix', `/reports/product-mix?${q}`],
      ['payments', `/reports/payments?${q}`],
      ['staff', `/reports/staff?${q}`],
      ['service times', `/reports/service-times?${q}`],
    ] as const)
      reads[name] = await timeEach(options.requests, ids, get(path));

    const lists: Record<string, LatencySummary> = {};
    const page = 'page=1&perPage=25';
    for (const [name, path] of [
      ['invoices', `/invoices?${page}&sort=desc&sortColumn=createdAt`],
      ['invoices, page 20', `/invoices?page=20&perPage=25&sort=desc&sortColumn=createdAt`],
      ['income (the year, with totals)', `/income?${q}&${page}`],
      ['income (last 30 days)', `/income?from=${dayOf(new Date(Date.now() - 30 * 86_400_000))}&to=${to}&${page}`],
      ['expenses (the year, with totals)', `/expenses?${q}&${page}`],
      ['orders', `/orders?${page}`],
      ['activity', `/events?${page}`],
      ['sent messages', `/messages?${page}`],
    ] as const)
      lists[name] = await timeEach(options.requests, ids, get(path));

    // A year of the first restaurant's bills as each format, one after the other.
    const exports: Record<string, number> = {};
    const first = restaurants[0]!;
    for (const format of ['csv', 'xlsx', 'pdf'] as const) {
      const t2 = now();
      const res = await env.api.post(
        `/api/restaurants/${first.id}/exports`,
        { kind: 'bills', format, from, to },
        first.token,
      );
      if (res.status !== 201) throw new Error(`export ${format}: ${res.status}`);
      const done = await waitUntil(
        async () => {
          const e = await env.api.request(
            'GET',
            `/api/restaurants/${first.id}/exports/${res.body.id}`,
            undefined,
            first.token,
          );
          if (e.body.status === 'failed') throw new Error(`export ${format}: ${e.body.error}`);
          return e.body.status === 'done';
        },
        10 * 60_000,
        100,
      );
      if (!done) throw new Error(`export ${format} did not finish`);
      exports[format] = Math.round((now() - t2) / 100) / 10;
    }

    const db = env.database.db;
    const raw: Record<string, LatencySummary> = {};
    const rawRuns = Math.max(5, Math.round(options.requests / 10));
    raw.summary = await timeEach(rawRuns, ids, (id) =>
      sql`select count(*), sum(subtotal), sum(tax), sum(tip), sum(grand_total) from bills
      where restaurant_id = ${id} and status = 'paid' and business_date between ${from} and ${to}`.execute(db),
    );
    raw['hour × weekday'] = await timeEach(rawRuns, ids, (id) =>
      sql`select extract(dow from b.paid_at at time zone r.time_zone), extract(hour from b.paid_at at time zone r.time_zone), sum(b.grand_total)
      from bills b join restaurants r on r.id = b.restaurant_id where b.restaurant_id = ${id} and b.status = 'paid' and b.business_date between ${from} and ${to} group by 1, 2`.execute(
        db,
      ),
    );
    raw['product mix'] = await timeEach(rawRuns, ids, (id) =>
      sql`select i.dish_id, sum(i.quantity), sum(i.quantity * i.unit_price) from order_items i
      join orders o on o.id = i.order_id join bills b on b.order_id = o.id and b.status = 'paid'
      where i.restaurant_id = ${id} and o.business_date between ${from} and ${to} group by 1`.execute(db),
    );

    // The roll-up behind the S1 load.
    const samples: { at: number; done: Map<string, number> }[] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await sql<{
          restaurant_id: string;
          done_seq: string;
          t: Date;
        }>`select restaurant_id, done_seq, clock_timestamp() as t from job_cursors
          where job_name = 'report.roll-up' and restaurant_id in (${sql.join(ids)})`.execute(db);
        if (rows.length)
          samples.push({
            at: new Date(rows[0]!.t).getTime(),
            done: new Map(rows.map((r) => [r.restaurant_id, Number(r.done_seq)])),
          });
        await sleep(25);
      }
    })();
    const [{ t }] = (await sql<{ t: Date }>`select now() as t`.execute(db)).rows as [{ t: Date }];
    const send = async (i: number) => {
      const r: BenchRestaurant = restaurants[i % restaurants.length]!;
      return (await env.api.post(`/api/restaurants/${r.id}/orders`, orderBody(r, true), r.token)).status === 201;
    };
    const load = await openLoop({
      rate: options.rate,
      count: options.rate * options.durationS,
      maxMs: options.durationS * 1000 + 5000,
      send,
    });
    await waitUntil(() => caughtUp(env, ids), 30_000, 100);
    await sleep(100);
    sampling = false;
    await sampler;
    const placed = (
      await sql<{
        restaurant_id: string;
        seq: string;
        occurred_at: Date;
      }>`select restaurant_id, seq, occurred_at from events
      where type = 'order.placed' and occurred_at >= ${t} and restaurant_id in (${sql.join(ids)})`.execute(db)
    ).rows;
    const lags = placed.flatMap((e) => {
      const at = new Date(e.occurred_at).getTime();
      const seen = samples.find((s) => s.at >= at && (s.done.get(e.restaurant_id) ?? 0) >= Number(e.seq));
      return seen ? [seen.at - at] : [];
    });
    return {
      options,
      history: {
        sales,
        items: counts.items,
        events: counts.events,
        writeS: Math.round(writeS),
        rollUpS: Math.round(rollUpS * 10) / 10,
      },
      reads,
      lists,
      exports,
      raw,
      lag: summarize(lags),
      achievedRate: load.achievedRate,
    };
  } finally {
    await env.close();
  }
}
