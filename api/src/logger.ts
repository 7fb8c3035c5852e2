import { pino, type Logger } from 'pino';

/** The process logger; modules bind `{ requestId, restaurantId, userId }` with child loggers. */
export function createLogger(level: string, name: string): Logger {
  return pino({ name, level, redact: ['req.headers.authorization', 'password', 'refreshToken', 'token'] });
}
