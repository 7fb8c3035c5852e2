/**
 * `npx tsx tests/load/bare/express-floor.ts [seconds] [concurrency]`: the CPU an HTTP request costs
 * before any of our work — Express with `express.json()`, S2's order body in, an order-sized JSON
 * reply out — measured in the server process over the same keep-alive client the bench uses. A
 * floor for the api's CPU per order (tests/load/ANALYSIS.md).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { HttpClient } from '../lib/http';

const id = (n: number) => `0190e0c2-7a0c-7000-8000-00000000000${n}`;
const order = {
  id: id(0),
  displayNo: 17,
  type: 'takeaway',
  status: 'open',
  customerName: 'bench',
  subtotal: 500,
  tax: 0,
  total: 500,
  version: 1,
  items: [
    {
      id: id(1),
      dishId: id(2),
      name: 'Soup',
      quantity: 1,
      unitPrice: 500,
      status: 'sent',
      ticketId: id(3),
      modifiers: [],
    },
  ],
};

if (process.argv[2] === 'serve') {
  const app = express();
  app.use(express.json());
  app.post('/api/restaurants/:rid/orders', (req, res) => {
    res.status(201).json({ ...order, customerName: req.body.customerName, createdAt: new Date().toISOString() });
  });
  const server = app.listen(0, '127.0.0.1', () => console.log(`PORT ${(server.address() as AddressInfo).port}`));
  process.on('message', () => {
    const used = process.cpuUsage();
    process.send!((used.user + used.system) / 1000);
  });
} else {
  const [seconds = 5, concurrency = 16] = process.argv.slice(2).map(Number);
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'serve'], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  const api = new HttpClient(`http://127.0.0.1:${/PORT (\d+)/.exec(line.toString())![1]}`);
  const body = { type: 'takeaway', customerName: 'bench', items: [{ dishId: id(2), quantity: 1 }], send: true };
  const cpuMs = async () => {
    child.send('cpu');
    return ((await once(child, 'message')) as [number])[0];
  };
  const drive = async (s: number) => {
    let n = 0;
    const end = Date.now() + s * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (; Date.now() < end; n++) await api.post('/api/restaurants/r/orders', body, 'token');
      }),
    );
    return n;
  };
  await drive(2); // warm-up
  const before = await cpuMs();
  const n = await drive(seconds);
  const used = (await cpuMs()) - before;
  console.log(
    `${n} requests in ${seconds} s (${Math.round(n / seconds)}/s, c=${concurrency}); server CPU ${Math.round(used)} ms = ${Math.round((used / n) * 1000)} µs per request`,
  );
  api.close();
  child.kill();
}
