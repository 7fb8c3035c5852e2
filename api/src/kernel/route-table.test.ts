import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from './route-table';

let base: string;
let close: () => void;
beforeAll(async () => {
  const app = express();
  const reply =
    (name: string): express.RequestHandler =>
    (req, res) =>
      void res.json({ name, params: req.params });
  app.use(
    routeTable([
      { method: 'get', path: '/api/r/:restaurantId/orders/drafts', handlers: [reply('drafts')] },
      { method: 'get', path: '/api/r/:restaurantId/orders/:orderId', handlers: [reply('order')] },
      {
        method: 'post',
        path: '/api/r/:restaurantId/orders',
        handlers: [
          (req, _res, next) => (((req as { seen?: boolean }).seen = true), next()),
          (req, res) => void res.status(201).json({ seen: (req as { seen?: boolean }).seen }),
        ],
      },
      {
        method: 'post',
        path: '/api/fails',
        handlers: [
          async () => {
            throw new Error('async failure');
          },
        ],
      },
      {
        method: 'post',
        path: '/api/throws',
        handlers: [
          () => {
            throw new Error('sync failure');
          },
        ],
      },
    ]),
  );
  app.use((_req, res) => void res.status(404).json({ name: 'not found' }));
  app.use(
    ((err, _req, res, _next) =>
      void res.status(500).json({ error: (err as Error).message })) as express.ErrorRequestHandler,
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const call = async (method: string, path: string) => {
  const res = await fetch(`${base}${path}`, { method });
  return { status: res.status, body: method === 'HEAD' ? null : await res.json() };
};

describe('the route table', () => {
  it('finds a route in one lookup, a static segment before a parameter, with the parameters decoded', async () => {
    expect(await call('GET', '/api/r/a1/orders/drafts')).toEqual({
      status: 200,
      body: { name: 'drafts', params: { restaurantId: 'a1' } },
    });
    expect(await call('GET', '/api/r/a1/orders/o%20b')).toEqual({
      status: 200,
      body: { name: 'order', params: { restaurantId: 'a1', orderId: 'o b' } },
    });
    expect(await call('GET', '/api/r/a1/orders/o1/?x=1')).toMatchObject({ status: 200, body: { name: 'order' } });
    expect(await call('HEAD', '/api/r/a1/orders/o1')).toEqual({ status: 200, body: null });
  });

  it('runs the handlers in turn, and passes what is not a route on', async () => {
    expect(await call('POST', '/api/r/a1/orders')).toEqual({ status: 201, body: { seen: true } });
    expect(await call('DELETE', '/api/r/a1/orders')).toEqual({ status: 404, body: { name: 'not found' } });
    expect(await call('GET', '/api/elsewhere')).toEqual({ status: 404, body: { name: 'not found' } });
  });

  it('hands a thrown error and a rejected handler to the error handler', async () => {
    expect(await call('POST', '/api/fails')).toEqual({ status: 500, body: { error: 'async failure' } });
    expect(await call('POST', '/api/throws')).toEqual({ status: 500, body: { error: 'sync failure' } });
  });
});
