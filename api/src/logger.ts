import { pino, type DestinationStream, type Logger } from 'pino';

const REDACT = ['req.headers.authorization', 'password', 'refreshToken', 'token'];

/** The process logger; modules bind `{ requestId, restaurantId, userId }` with child loggers. */
export function createLogger(level: string, name: string, options: { pretty?: boolean } = {}): Logger {
  const settings = { name, level, redact: REDACT };
  return options.pretty ? pino(settings, readableLines(process.stdout)) : pino(settings);
}

/**
 * The logger of a process started by hand (`npm start`): with `LOG_LEVEL` set, JSON at that level
 * (request logs included at `info`), as log collectors want; without it, warnings and errors only,
 * as short readable lines on a terminal, so the start-up lines are what a newcomer reads.
 */
export function processLogger(
  env: NodeJS.ProcessEnv,
  configuredLevel: string,
  name: string,
): { log: Logger; quiet: boolean } {
  if (env.LOG_LEVEL) return { log: createLogger(configuredLevel, name), quiet: false };
  return { log: createLogger('warn', name, { pretty: process.stdout.isTTY === true }), quiet: true };
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};

/** pino's JSON lines as `12:00:01 warn message (error) {other fields}`. */
function readableLines(out: NodeJS.WritableStream): DestinationStream {
  return {
    write(line: string) {
      const {
        level,
        time,
        msg,
        err,
        name: _name,
        pid: _pid,
        hostname: _hostname,
        ...fields
      } = JSON.parse(line) as Record<string, unknown>;
      const clock = new Date(Number(time)).toTimeString().slice(0, 8);
      const cause = err && typeof err === 'object' && 'message' in err ? ` (${String(err.message)})` : '';
      const rest = Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : '';
      out.write(`${clock} ${LEVEL_NAMES[Number(level)] ?? level} ${String(msg ?? '')}${cause}${rest}\n`);
    },
  };
}
