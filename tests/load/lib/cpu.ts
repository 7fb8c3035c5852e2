import { readdirSync, readFileSync } from 'node:fs';

/** Who a process is, from its command line: the parts of the pipeline share this machine's cores. */
const ROLES: [string, RegExp][] = [
  ['postgres', /^postgres/],
  ['redis', /redis-server/],
  ['api', /server\/src\/api\.ts|bare\/profiled\.ts.*api/],
  ['workers', /server\/src\/workers\.ts/],
  ['gateway', /server\/src\/realtime\.ts|gateway-probe|bare-server/],
];

type Ticks = Map<string, number>;

function snapshot(): Ticks {
  const ticks: Ticks = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const role = Number(pid) === process.pid ? 'bench' : ROLES.find(([, re]) => re.test(cmd))?.[0];
      if (!role) continue;
      // Fields after the command name: utime and stime are the 12th and 13th (clock ticks).
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(role, (ticks.get(role) ?? 0) + Number(fields[11]) + Number(fields[12]));
    } catch {
      /* the process ended meanwhile */
    }
  }
  return ticks;
}

/** CPU used by each part between `start()` and `stop()`, as % of one core (Linux /proc; empty elsewhere). */
export class CpuMeter {
  private begin: Ticks = new Map();
  private t0 = 0;

  start(): void {
    this.t0 = performance.now();
    this.begin = safe(snapshot);
  }

  /** % of one core per role over the window (200 % = both cores of a 2-core machine). */
  stop(): Record<string, number> {
    const end = safe(snapshot);
    const seconds = (performance.now() - this.t0) / 1000;
    const out: Record<string, number> = {};
    for (const [role, t] of end) out[role] = Math.round(((t - (this.begin.get(role) ?? 0)) / 100 / seconds) * 100);
    return out;
  }
}

function safe(f: () => Ticks): Ticks {
  try {
    return f();
  } catch {
    return new Map();
  }
}

/** `api 66 %, postgres 60 %, …` in descending order. */
export const formatCpu = (cpu: Record<string, number> | undefined): string =>
  Object.entries(cpu ?? {})
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v} %`)
    .join(', ');
