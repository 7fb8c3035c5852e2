const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** The load generators only ever target this machine: refuses any other host. */
export function assertLoopback(target: string): URL {
  const url = new URL(target);
  if (!LOOPBACK.has(url.hostname))
    throw new Error(`refusing to load ${url.host}: the benchmark only targets 127.0.0.1, localhost or ::1`);
  return url;
}
