import http from 'node:http';
import { assertLoopback } from './loopback';

/** A response: status and parsed JSON body (or null). */
export interface HttpReply {
  status: number;
  body: any;
}

/**
 * A keep-alive JSON client for one loopback origin, or several api nodes taken in turn (as a load
 * balancer in front of them would).
 */
export class HttpClient {
  private readonly agent: http.Agent;
  private readonly urls: URL[];
  private next = 0;

  constructor(origins: string | string[], maxSockets = 64) {
    this.urls = (Array.isArray(origins) ? origins : [origins]).map(assertLoopback);
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  request(method: string, path: string, body?: unknown, token?: string): Promise<HttpReply> {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const url = this.urls[this.next++ % this.urls.length]!;
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method,
          agent: this.agent,
          headers: {
            ...(data ? { 'content-type': 'application/json', 'content-length': data.length } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            resolve({ status: res.statusCode ?? 0, body: parseJson(text) });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
      if (data) req.write(data);
      req.end();
    });
  }

  post(path: string, body: unknown, token?: string) {
    return this.request('POST', path, body, token);
  }

  close(): void {
    this.agent.destroy();
  }
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
