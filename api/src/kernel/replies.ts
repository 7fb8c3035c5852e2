import type { Response } from 'express';

/** A reply with a status other than 200. */
export class Reply<T = unknown> {
  constructor(
    readonly status: number,
    readonly body: T,
  ) {}
}
export const created = <T>(body: T) => new Reply(201, body);
export const accepted = <T>(body: T) => new Reply(202, body);
export const noContent = () => new Reply<undefined>(204, undefined);

/** A file instead of JSON: receipts, PDFs, exports. */
export class FileReply {
  constructor(
    readonly contentType: string,
    readonly body: string | Uint8Array,
    /** `inline` shows it in the browser, `attachment` downloads it. */
    readonly disposition?: { kind: 'inline' | 'attachment'; filename: string },
    /** More response headers (e.g. a private file's nosniff, CSP and no-store). */
    readonly headers?: Record<string, string>,
  ) {}
}
export const fileReply = (
  contentType: string,
  body: string | Uint8Array,
  disposition?: FileReply['disposition'],
  headers?: Record<string, string>,
) => new FileReply(contentType, body, disposition, headers);

/** Writes what a handler returned: a file, a `Reply`, or a plain value as 200 JSON. */
export function sendReply(res: Response, result: unknown): void {
  if (result instanceof FileReply) {
    res.type(result.contentType);
    if (result.disposition)
      res.setHeader('content-disposition', `${result.disposition.kind}; filename="${result.disposition.filename}"`);
    if (result.headers) res.set(result.headers);
    res.send(typeof result.body === 'string' ? result.body : Buffer.from(result.body));
    return;
  }
  const reply = result instanceof Reply ? result : new Reply(200, result);
  if (reply.status === 204) res.status(204).end();
  else res.status(reply.status).json(reply.body);
}
