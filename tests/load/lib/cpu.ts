import { readdirSync, readFileSync } from 'node:fs';

/**
 * Who a process is, from its command line: the parts of the pipeline share this machine's cores.
 * Only this bench's own: node processes it started (its descendants) and PostgreSQL backends of its
 * databases (`ros_bench_<pid>_…`), so that other work on the machine (tests, another bench, whose
 * processes come and go) is not counted; Redis is the machine's one server.
 */
const ROLES: [string, RegExp][] = [
  ['postgres', /^postgres/],
  ['redis', /redis-server/],
  ['api', /server\/src\/api\.ts|bare\/profiled\.ts.*api/],
  ['workers', /server\/src\/workers\.ts/],
  ['gateway', /server\/src\/realtime\.ts|gateway-probe|bare-server/],
];

/** Clock ticks used so far by each counted process (by pid), with its role. */
type Ticks = Map<number, { role: string; cpu: number }>;

const ownDatabase = new RegExp(`^postgres: (\\S+: )?\\S+ ros_bench_${process.pid}_`);

function snapshot(named: Record<number, string>): Ticks {
  const ticks: Ticks = new Map();
  const procs = new Map<number, { cmd: string; ppid: number; cpu: number }>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      // Fields after the command name: ppid is the 2nd, utime and stime the 12th and 13th (clock ticks).
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(pid), { cmd, ppid: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) });
    } catch {
      /* the process ended meanwhile */
    }
  }
  const ours = (pid: number): boolean => {
    for (let p = procs.get(pid)?.ppid; p; p = procs.get(p)?.ppid) if (p === process.pid) return true;
    return false;
  };
  for (const [pid, { cmd, cpu }] of procs) {
    const role = pid === process.pid ? 'bench' : (named[pid] ?? ROLES.find(([, re]) => re.test(cmd))?.[0]);
    if (!role) continue;
    if (role === 'postgres' ? !ownDatabase.test(cmd) : role !== 'redis' && role !== 'bench' && !ours(pid)) continue;
    ticks.set(pid, { role, cpu });
  }
  return ticks;
}

/** CPU used by each part between `start()` and `stop()`, as % of one core (Linux /proc; empty elsewhere). */
export class CpuMeter {
  private begin: Ticks = new Map();
  private t0 = 0;

  /** `named`: the role of processes the command lines do not tell (pid → role: a profiled entry point). */
  constructor(private readonly named: Record<number, string> = {}) {}

  start(): void {
    this.t0 = performance.now();
    this.begin = safe(() => snapshot(this.named));
  }

  /** % of one core per role over the window (200 % = both cores of a 2-core machine). */
  stop(): Record<string, number> {
    const end = safe(() => snapshot(this.named));
    const seconds = (performance.now() - this.t0) / 1000;
    const out: Record<string, number> = {};
    // Per process: one that ended in the window drops out (its ticks are lost, never negative).
    const ticks = new Map<string, number>();
    for (const [pid, { role, cpu }] of end)
      ticks.set(role, (ticks.get(role) ?? 0) + cpu - (this.begin.get(pid)?.cpu ?? 0));
    for (const [role, t] of ticks) out[role] = Math.round((t / 100 / seconds) * 100);
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
