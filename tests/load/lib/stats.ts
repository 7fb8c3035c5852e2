/** Latency summary in milliseconds (nearest-rank percentiles). */
export interface LatencySummary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

const round = (x: number) => Math.round(x * 100) / 100;

export function summarize(samples: number[]): LatencySummary {
  if (samples.length === 0) return { n: 0, p50: NaN, p95: NaN, p99: NaN, max: NaN, mean: NaN };
  const s = Float64Array.from(samples).sort();
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
  let sum = 0;
  for (const x of s) sum += x;
  return {
    n: s.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(s[s.length - 1]!),
    mean: round(sum / s.length),
  };
}

/** Milliseconds on a clock shared by every part of this process. */
export const now = () => performance.now();

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls until `check` passes or `ms` elapse; returns whether it passed. */
export async function waitUntil(check: () => boolean | Promise<boolean>, ms: number, every = 20): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(every);
  }
  return check();
}

/** Runs `fn` over `items` with at most `limit` at once. */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}
