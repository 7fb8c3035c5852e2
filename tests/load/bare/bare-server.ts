/**
 * The bare baseline: a plain Socket.IO server that emits straight to a room on an HTTP command (no
 * database, no Redis, no auth). With BARE_RECOVERY=1 it is Socket.IO's own answer to crashes:
 * connection state recovery with the Redis Streams adapter (BARE_REDIS_URL, BARE_STREAM).
 * Prints `READY <port>` when listening.
 */
import http from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Server } from 'socket.io';

// The same memory probe as the gateway's (tests/load/bare/gateway-probe.ts).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
let probes = 0;
process.on('SIGUSR2', () => {
  gc();
  gc();
  process.stdout.write(`MEM ${++probes} ${JSON.stringify(process.memoryUsage())}\n`);
});

const port = Number(process.env.PORT ?? 0);
const recovery = process.env.BARE_RECOVERY === '1';
const seqs = new Map<string, number>();
const filler = 'x'.repeat(Number(process.env.BARE_PAYLOAD_BYTES ?? 600));

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/emit') {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const { restaurantId, key, types } = JSON.parse(Buffer.concat(chunks).toString()) as {
      restaurantId: string;
      key: string;
      types: string[];
    };
    for (const type of types) {
      // In recovery mode the seq comes from the (shared) caller, so both nodes number alike.
      const seq = (seqs.get(restaurantId) ?? 0) + 1;
      seqs.set(restaurantId, seq);
      io.to(restaurantId).emit('event', {
        id: `${key}-${seq}`,
        restaurantId,
        seq,
        type,
        version: 1,
        occurredAt: new Date().toISOString(),
        actor: null,
        payload: {
          ticket: { orderId: key, stationName: 'Grill', items: [{ name: 'Steak', quantity: 1, remarks: filler }] },
        },
      });
    }
    res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});

const io = new Server(server, {
  transports: ['websocket'],
  ...(recovery ? { connectionStateRecovery: { maxDisconnectionDuration: 60_000, skipMiddlewares: true } } : {}),
});
if (recovery) {
  const { Redis } = await import('ioredis');
  const { createAdapter } = await import('@socket.io/redis-streams-adapter');
  const redis = new Redis(process.env.BARE_REDIS_URL ?? 'redis://127.0.0.1:6379');
  io.adapter(createAdapter(redis, { streamName: process.env.BARE_STREAM ?? 'bench-bare-stream' }));
}
io.on('connection', (socket) => {
  socket.on('subscribe', ({ restaurantId }: { restaurantId: string }, ack: (a: unknown) => void) => {
    void socket.join(restaurantId);
    ack({ ok: true, lastSeq: seqs.get(restaurantId) ?? 0 });
  });
});
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`READY ${(server.address() as { port: number }).port}\n`);
});
