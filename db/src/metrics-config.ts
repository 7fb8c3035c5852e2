/** The metrics listener of a process: port and address, and the bearer token a scrape must bring (null: none asked). */
export interface MetricsConfig {
  port: number;
  host: string;
  token: string | null;
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\./.test(host);

/**
 * Reads `METRICS_PORT`, `METRICS_HOST` (default 127.0.0.1) and `METRICS_TOKEN` for any process (api,
 * realtime, workers); null when `METRICS_PORT` is unset. Throws one line per bad variable. A token
 * is required off loopback: metrics reachable from another machine are not left open
 * (docs/decisions/2026-12-03-metrics.md). Here, below every process, so the gateway reads it without the api.
 */
export function metricsConfigFrom(env: NodeJS.ProcessEnv): MetricsConfig | null {
  const { METRICS_PORT: rawPort, METRICS_HOST: host = '127.0.0.1', METRICS_TOKEN: token } = env;
  if (rawPort === undefined || rawPort === '') return null;
  const problems: string[] = [];
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535) problems.push('METRICS_PORT: a port number, 0 to 65535');
  if (token !== undefined && token.length < 16) problems.push('METRICS_TOKEN: must be at least 16 characters');
  if (!token && !isLoopback(host))
    problems.push('METRICS_TOKEN: required when METRICS_HOST is not a loopback address (sent as a bearer token)');
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return { port, host, token: token || null };
}
