import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { appErrorFromDatabase } from './db-errors';
import { AppError } from './errors';

/** Serialises AppErrors as `{ error: { code, message, fields } }`; anything else is a logged 500. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (caught, req, res, _next) => {
    const err = appErrorFromDatabase(caught) ?? caught; // database errors the client caused → 4xx
    if (err instanceof AppError) {
      const retryAfter = err.details?.retryAfterSeconds;
      if (err.code === 'rate_limited' && typeof retryAfter === 'number') res.set('Retry-After', String(retryAfter));
      res
        .status(err.status)
        .json({ error: { code: err.code, message: err.message, fields: err.fields, ...err.details } });
      return;
    }
    if (err && typeof err === 'object' && 'type' in err && err.type === 'entity.parse.failed') {
      res.status(400).json({ error: { code: 'invalid_input', message: 'The request body is not valid JSON' } });
      return;
    }
    if (err && typeof err === 'object' && 'type' in err && err.type === 'entity.too.large') {
      res.status(413).json({ error: { code: 'payload_too_large', message: 'The request body is too large' } });
      return;
    }
    log.error({ err, url: req.originalUrl }, 'unhandled error');
    res
      .status(500)
      .json({ error: { code: 'internal_error', message: 'Something went wrong. Please try again later.' } });
  };
}
