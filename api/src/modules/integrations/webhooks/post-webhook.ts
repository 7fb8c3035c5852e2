import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import type { Webhooks } from './webhook-network';

/** What a receiver may send back: read up to 64 KB (then the connection is cut), keep 1 KB. */
const READ_CAP = 64 * 1024;
const EXCERPT_CAP = 1024;

/** One attempt's outcome: a 2xx is a success; redirects are not followed (a 3xx fails). */
export interface PostResult {
  ok: boolean;
  status: number | null;
  error: string | null;
  excerpt: string | null;
}

/**
 * Posts one signed message to `url`: the host is resolved now and every address it resolves to is
 * checked (`NetworkPolicy`), and the connection goes to the address checked (a name that changes
 * between the check and the connection — DNS rebinding — cannot move it). Within the timeout,
 * whatever the receiver does.
 */
export async function postWebhook(
  webhooks: Webhooks,
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<PostResult> {
  const target = new URL(url);
  const isHttps = target.protocol === 'https:';
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const port = Number(target.port) || (isHttps ? 443 : 80);
  let address: string;
  try {
    address = await webhooks.network.addressToConnect(host, port);
  } catch (err) {
    return { ok: false, status: null, error: `target refused: ${(err as Error).message}`, excerpt: null };
  }
  const family = isIP(address);
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  return new Promise<PostResult>((resolve) => {
    const request = (isHttps ? https : http).request({
      method: 'POST',
      host: isIP(host) ? address : host,
      port,
      path: `${target.pathname}${target.search}`,
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'RestaurantOS-Webhooks/1',
      },
      lookup,
      agent: false,
      ...(isHttps && !isIP(host) ? { servername: host } : {}),
    });
    const timer = setTimeout(() => request.destroy(new Error('timeout')), webhooks.config.timeoutMs);
    const done = (result: PostResult) => {
      clearTimeout(timer);
      resolve(result);
    };
    request.on('error', (err) => done({ ok: false, status: null, error: err.message, excerpt: null }));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        const status = response.statusCode ?? null;
        const excerpt = Buffer.concat(chunks).subarray(0, EXCERPT_CAP).toString('utf8');
        const ok = status !== null && status >= 200 && status < 300;
        done({ ok, status, error: ok ? null : `HTTP ${status}`, excerpt: excerpt || null });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= READ_CAP) chunks.push(chunk);
        else finish();
      });
      response.on('end', finish);
      response.on('error', finish);
    });
    request.end(body);
  });
}
