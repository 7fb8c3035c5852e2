import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@ros/api/config';
import { startServer, type StartedServer } from '@ros/server';
import { isHidden, type DeliveredEvent, type EventEnvelope } from '@ros/shared-events';
import { createRestaurant, inviteAndJoin, registerUser, type RegisteredUser } from '../factories';
import { ApiClient, type TestApp } from '../harness';
import { LiveClient } from './client';
import { createOwnDatabase, TEST_JWT_SECRET, testPrefix, until, type OwnDatabase } from './fixtures';

// The POS flow with every screen on a socket: the API runs with its relay, Redis bus and gateway
// (runtime `all`) on a database of its own, so this file's relay owns the outbox it reads.
let database: OwnDatabase;
let server: StartedServer;
let api: ApiClient;
const clients: LiveClient[] = [];

beforeAll(async () => {
  database = await createOwnDatabase();
  const config = loadConfig({
    PORT: '0',
    DATABASE_URL: database.url,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'never',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ros-pos-')),
    REDIS_URL: process.env.REDIS_URL,
  });
  server = await startServer(config, { runtime: 'all', redisPrefix: testPrefix('pos') });
  api = new ApiClient(server.url);
});
afterAll(async () => {
  clients.forEach((c) => c.stop());
  await server?.close();
  await database?.drop();
});

async function ok<T = any>(p: Promise<{ status: number; body: T }>, status = 200): Promise<T> {
  const res = await p;
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

async function screen(user: RegisteredUser, restaurantId: string) {
  const c = new LiveClient([server.url], user.accessToken, restaurantId, { reconnect: false });
  clients.push(c);
  expect((await c.start()).ok).toBe(true);
  return c;
}

const visible = (c: LiveClient) => c.applied.filter((e): e is EventEnvelope => !isHidden(e as DeliveredEvent));
const ofType = (c: LiveClient, type: string) =>
  visible(c)
    .filter((e) => e.type === type)
    .map((e) => e.payload as any);
const lastSeq = async (rid: string) =>
  Number(
    (
      await database.db
        .selectFrom('event_streams')
        .select('last_seq')
        .where('restaurant_id', '=', rid)
        .executeTakeFirst()
    )?.last_seq ?? 0,
  );

describe('POS live: order → send → tickets → start/ready/bump → bill → split → pay', () => {
  it('every screen receives the events it needs, in order, without refetching', async () => {
    const owner = await registerUser(api);
    const rid = (await createRestaurant(owner.api)).id;
    const base = `/api/restaurants/${rid}`;
    const app = { api, database: server.database } as TestApp;
    const waiter = await inviteAndJoin(app, owner.api, rid, 'waiter');
    const chef = await inviteAndJoin(app, owner.api, rid, 'chef');
    const cashier = await inviteAndJoin(app, owner.api, rid, 'cashier');
    const grill = await ok(owner.api.post(`${base}/stations`, { name: 'Grill' }), 201);
    const bar = await ok(owner.api.post(`${base}/stations`, { name: 'Bar' }), 201);
    const steak = await ok(owner.api.post(`${base}/dishes`, { name: 'Steak', price: 2000, stationId: grill.id }), 201);
    const beer = await ok(owner.api.post(`${base}/dishes`, { name: 'Beer', price: 600, stationId: bar.id }), 201);
    const space = await ok(owner.api.post(`${base}/spaces`, { name: 'Hall' }), 201);
    const table = await ok(owner.api.post(`${base}/tables`, { spaceId: space.id, name: 'T9' }), 201);

    const pos = await screen(waiter, rid);
    const kds = await screen(chef, rid);
    const till = await screen(cashier, rid);
    const dashboard = await screen(owner, rid);

    // POS: place and send.
    const order = await ok(
      waiter.api.post(`${base}/orders`, {
        type: 'dine_in',
        tableId: table.id,
        guests: 2,
        items: [
          { dishId: steak.id, quantity: 2, remarks: 'medium rare', seat: 1 },
          { dishId: beer.id, quantity: 2, seat: 2 },
        ],
      }),
      201,
    );
    const sent = await ok(waiter.api.post(`${base}/orders/${order.id}/send`, { version: order.version }));
    await until(() => ofType(kds, 'ticket.created').length === 2, 'the KDS to receive two tickets');
    const tickets = ofType(kds, 'ticket.created').map((p) => p.ticket);
    const grillTicket = tickets.find((t) => t.stationId === grill.id);
    expect(grillTicket).toMatchObject({
      orderId: order.id,
      target: 'Dine In: T9',
      stationName: 'Grill',
      status: 'new',
      fireNo: 1,
    });
    expect(grillTicket.items).toEqual([
      expect.objectContaining({ name: 'Steak', quantity: 2, remarks: 'medium rare', status: 'fired' }),
    ]);
    expect(tickets.find((t) => t.stationId === bar.id).items.map((i: { name: string }) => i.name)).toEqual(['Beer']);
    expect(ofType(pos, 'order.placed')[0].order).toMatchObject({ id: order.id, status: 'open' });
    await until(() => ofType(pos, 'order.sent_to_kitchen').length === 1, 'the POS to see the order sent');
    expect(ofType(pos, 'order.sent_to_kitchen')[0]).toMatchObject({
      fireNo: 1,
      ticketIds: expect.arrayContaining(sent.tickets.map((t: { id: string }) => t.id)),
    });
    expect(ofType(pos, 'table.status_changed').at(-1).table).toMatchObject({ id: table.id, status: 'occupied' });

    // KDS: start, ready, bump; the POS sees "ready".
    const barTicket = tickets.find((t) => t.stationId === bar.id);
    await ok(chef.api.post(`${base}/tickets/${grillTicket.id}/start`));
    await ok(chef.api.post(`${base}/tickets/${grillTicket.id}/ready`));
    await ok(chef.api.post(`${base}/tickets/${barTicket.id}/ready`, { itemIds: [barTicket.items[0].id] }));
    await ok(chef.api.post(`${base}/tickets/${grillTicket.id}/bump`));
    await until(() => ofType(pos, 'ticket.bumped').length === 1, 'the POS to see the bump');
    expect(ofType(pos, 'ticket.started')[0].ticket.items[0].status).toBe('preparing');
    expect(ofType(pos, 'ticket.ready').map((p) => p.ticket.id)).toEqual([grillTicket.id, barTicket.id]);
    expect(ofType(pos, 'ticket.item_ready')[0]).toMatchObject({ itemIds: [barTicket.items[0].id] });
    expect(ofType(pos, 'ticket.ready')[0].ticket.items[0].status).toBe('ready');
    const expo = await ok(waiter.api.get(`${base}/orders/${order.id}/expo`));
    expect(expo.isReady).toBe(true);
    const board = await ok(chef.api.get(`${base}/kds?stationId=${bar.id}`));
    expect(board.tickets.map((t: { id: string }) => t.id)).toEqual([barTicket.id]);
    expect(board.settings).toEqual({ warnMinutes: 8, lateMinutes: 15 });

    // Serve, bill, split, pay both parts.
    await ok(waiter.api.post(`${base}/orders/${order.id}/serve`, {}));
    const bill = await ok(cashier.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
    expect(bill.totals.grandTotal).toBe(5200);
    const split = await ok(cashier.api.post(`${base}/bills/${bill.id}/split`, { mode: 'even', n: 3 }));
    expect(split.bills.map((b: { totals: { grandTotal: number } }) => b.totals.grandTotal)).toEqual([1734, 1733, 1733]);
    for (const part of split.bills) {
      await ok(
        cashier.api.post(`${base}/bills/${part.id}/payments`, { method: 'card', amount: part.totals.grandTotal }),
        201,
      );
    }
    await until(
      async () =>
        dashboard.lastSeq === (await lastSeq(rid)) &&
        pos.lastSeq === dashboard.lastSeq &&
        till.lastSeq === dashboard.lastSeq &&
        kds.lastSeq === dashboard.lastSeq,
      'every screen to catch up',
    );

    // The dashboard (owner) sees revenue move; the waiter gets bill.paid hidden but its seq.
    expect(ofType(dashboard, 'bill.paid').map((p) => p.totals.grandTotal)).toEqual([1734, 1733, 1733]);
    expect(ofType(till, 'bill.paid')).toHaveLength(3);
    expect(ofType(pos, 'bill.paid')).toHaveLength(0);
    expect(pos.applied.filter((e) => isHidden(e as DeliveredEvent)).length).toBeGreaterThanOrEqual(3);
    expect(ofType(till, 'payment.recorded')).toHaveLength(3);
    expect(ofType(pos, 'order.completed')[0].order).toMatchObject({ id: order.id, status: 'completed' });
    expect(ofType(pos, 'table.status_changed').at(-1).table).toMatchObject({ id: table.id, status: 'needs_cleaning' });
    expect(ofType(till, 'bill.split')[0].bills).toHaveLength(3);
    for (const c of [pos, kds, till, dashboard]) {
      expect(c.gaps).toBe(0);
      expect(c.duplicates).toBe(0);
    }
    // The dashboard's figures come from the workers' roll-ups, which tell every screen when they move.
    await expect.poll(() => ofType(dashboard, 'report.rolled_up').length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect
      .poll(async () => (await ok(owner.api.get(`${base}/dashboard/summary`))).bills, { timeout: 20_000 })
      .toBe(3);
    const summary = await ok(owner.api.get(`${base}/dashboard/summary`));
    expect(summary).toMatchObject({ revenue: 5200, bills: 3, covers: 2, openOrders: 0 });
  });
});
