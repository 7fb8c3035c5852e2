import { now, sleep } from './stats';

/** What an open-loop run did. */
export interface LoadOutcome {
  sent: number;
  ok: number;
  failed: number;
  /** Arrivals dropped because `maxInFlight` commands were already waiting (the target fell behind). */
  shed: number;
  durationMs: number;
  achievedRate: number;
  /** Command round trips (send → reply), ms. */
  replyMs: number[];
  errors: string[];
}

/**
 * A fixed arrival rate (open loop): command i is due at i / rate seconds. Bounded by `count`
 * commands and `maxMs`; stops by itself and then waits (bounded) for the replies in flight.
 */
export async function openLoop(options: {
  rate: number;
  count: number;
  maxMs: number;
  maxInFlight?: number;
  send: (i: number) => Promise<boolean>;
}): Promise<LoadOutcome> {
  const { rate, count, maxMs } = options;
  const maxInFlight = options.maxInFlight ?? 256;
  const out: LoadOutcome = {
    sent: 0,
    ok: 0,
    failed: 0,
    shed: 0,
    durationMs: 0,
    achievedRate: 0,
    replyMs: [],
    errors: [],
  };
  const inFlight = new Set<Promise<void>>();
  const start = now();
  let due = 0;
  while (due < count && now() - start < maxMs) {
    const target = Math.min(count, Math.floor(((now() - start) / 1000) * rate) + 1);
    for (; due < target; due++) {
      if (inFlight.size >= maxInFlight) {
        out.shed++;
        continue;
      }
      const i = due;
      const t0 = now();
      out.sent++;
      const p = options
        .send(i)
        .then(
          (ok) => {
            out.replyMs.push(now() - t0);
            if (ok) out.ok++;
            else out.failed++;
          },
          (err: Error) => {
            out.failed++;
            if (out.errors.length < 5) out.errors.push(err.message);
          },
        )
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await sleep(Math.max(1, Math.min(5, 1000 / rate)));
  }
  out.durationMs = now() - start;
  await Promise.race([Promise.all(inFlight), sleep(30_000)]);
  out.achievedRate = Math.round((out.ok / (out.durationMs / 1000)) * 10) / 10;
  return out;
}
