import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@ros/api/config';
import { startServer } from '@ros/server';
import { openDatabase, type Database } from '@ros/db';
import { addCustomer, addDish, addSpaceWithTables, addStation } from '../fixtures/catalogue';
import { setupDeliveryTeam } from '../fixtures/delivery';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { ApiClient, startTestApp, TEST_JWT_SECRET, type TestApp } from '../harness';

/**
 * Counts the round trips of one command's transaction: the writes to PostgreSQL on the connection
 * that carried its membership check, up to its commit (workers in this process use others). A
 * write sent before PostgreSQL answered anything since the previous one is the same round trip.
 */
class RoundTripCounter {
  private recording = false;
  private socket: net.Socket | null = null;
  private answered = true;
  private readonly watched = new WeakSet<net.Socket>();
  private readonly original = net.Socket.prototype.write;
  writes: { statements: string[]; waited: boolean }[] = [];

  install() {
    const onWrite = (socket: net.Socket, chunk: Buffer) => this.onWrite(socket, chunk);
    const original = this.original as (...args: unknown[]) => boolean;
    net.Socket.prototype.write = function (this: net.Socket, chunk: unknown, ...rest: unknown[]) {
      if (this.remotePort === 5432 && Buffer.isBuffer(chunk)) onWrite(this, chunk);
      return original.call(this, chunk, ...rest);
    } as typeof net.Socket.prototype.write;
  }

  uninstall() {
    net.Socket.prototype.write = this.original;
  }

  async count(run: () => Promise<unknown>) {
    this.writes = [];
    this.socket = null;
    this.answered = true;
    this.recording = true;
    try {
      await run();
    } finally {
      this.recording = false;
    }
    return this.writes.filter((w) => w.waited).length;
  }

  /** The statements of each write, for a failure message. */
  trace() {
    return this.writes
      .map(
        (w, i) =>
          `${w.waited ? '*' : ' '}${i + 1}: ${w.statements.map((s) => s.replace(/\s+/g, ' ').slice(0, 80)).join(' + ')}`,
      )
      .join('\n');
  }

  private readonly names = new Map<string, string>();

  private onWrite(socket: net.Socket, chunk: Buffer) {
    if (!this.watched.has(socket)) {
      this.watched.add(socket);
      socket.on('data', () => {
        if (socket === this.socket) this.answered = true;
      });
    }
    const statements = this.statementsOf(chunk);
    if (!this.recording) return;
    if (!this.socket && statements.some((s) => s.includes('select m.*'))) this.socket = socket;
    if (socket !== this.socket) return;
    this.writes.push({ statements, waited: this.answered });
    this.answered = false;
    if (statements.includes('commit') || statements.includes('rollback')) this.recording = false;
  }

  /** The SQL of the Parse, Bind (of a statement prepared before) and Query messages in a write. */
  private statementsOf(buf: Buffer): string[] {
    const out: string[] = [];
    const cstring = (from: number) => {
      const end = buf.indexOf(0, from);
      return [buf.toString('utf8', from, end), end + 1] as const;
    };
    for (let at = 0; at + 5 <= buf.length; at += 1 + buf.readInt32BE(at + 1)) {
      const type = String.fromCharCode(buf[at]!);
      if (type === 'P') {
        const [name, next] = cstring(at + 5);
        const [query] = cstring(next);
        if (name) this.names.set(name, query);
        out.push(query);
      } else if (type === 'B') {
        const [, next] = cstring(at + 5);
        const query = this.names.get(cstring(next)[0]);
        if (query) out.push(query);
      } else if (type === 'Q') {
        out.push(cstring(at + 5)[0]);
      }
    }
    return [...new Set(out)];
  }
}

const NIL = '00000000-0000-4000-8000-000000000000';

/** A restaurant with a station, a plain dish, a table and a customer, on `app`. */
async function menuOn(app: TestApp) {
  const { owner, base } = await setupRestaurant(app);
  const grill = await addStation(owner.api, base, 'Grill');
  const soup = await addDish(owner.api, base, { name: 'Soup', price: 650, stationId: grill });
  const { spaceId, tableIds } = await addSpaceWithTables(owner.api, base, 'Hall', [{ name: 'T1', capacity: 4 }]);
  const customer = await addCustomer(owner.api, base, { name: 'Ann', phone: '+1555' });
  const place = (body: Record<string, unknown>) => owner.api.post(`${base}/orders`, body);
  /** `n` more tables in the hall named `${name}0`…; their ids. */
  const addTables = async (name: string, n: number) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i++)
      ids.push((await ok(owner.api.post(`${base}/tables`, { spaceId, name: `${name}${i}`, capacity: 2 }), 201)).id);
    return ids;
  };
  return { api: owner.api, ownerId: owner.user.id, base, soup, table: tableIds.T1, customer, place, addTables };
}
type Menu = Awaited<ReturnType<typeof menuOn>>;

/** Statements issued together must still report the first failing check, as when they ran one by one. */
function itReportsTheFirstFailingCheck(menu: () => Menu) {
  it('reports the first failing check of an order whose lookups went out together', async () => {
    const { place, soup, table, customer } = menu();
    const item = { dishId: soup, quantity: 1 };
    const bad = async (body: Record<string, unknown>, status: number) => (await ok(place(body), status)).error;
    expect(await bad({ type: 'dine_in', tableId: NIL, customerId: NIL, items: [item] }, 400)).toMatchObject({
      code: 'invalid_input',
      message: 'Please select a customer.',
      fields: { customerId: 'Please select a customer.' },
    });
    expect(await bad({ type: 'takeaway', staffUserId: NIL, reservationId: NIL, items: [item] }, 400)).toMatchObject({
      code: 'invalid_input',
      message: 'Please select a staff member.',
    });
    expect(
      await bad(
        { type: 'takeaway', reservationId: NIL, customerId: customer, items: [{ dishId: NIL, quantity: 1 }] },
        400,
      ),
    ).toMatchObject({ code: 'invalid_input', message: 'Please select a reservation.' });
    expect(
      await bad({ type: 'dine_in', tableId: NIL, items: [{ dishId: NIL, quantity: 1 }], send: true }, 400),
    ).toMatchObject({
      code: 'invalid_input',
      message: 'Invalid restaurant id or table id',
      fields: { tableId: 'Please select a table.' },
    });
    expect(
      await bad({ type: 'dine_in', tableId: table, items: [item, { dishId: NIL, quantity: 1 }], send: true }, 404),
    ).toMatchObject({ code: 'not_found', message: 'Dish not found' });
    expect(await bad({ type: 'takeaway', items: [{ ...item, hold: true }], send: true }, 422)).toMatchObject({
      code: 'rule_violation',
      message: 'Nothing new to send to the kitchen.',
    });
  });

  it('writes nothing for a refused order: numbering continues without a gap', async () => {
    const { place, soup } = menu();
    const before = await ok(place({ type: 'takeaway', items: [{ dishId: soup, quantity: 1 }] }), 201);
    expect(
      (await place({ type: 'takeaway', items: [{ dishId: soup, quantity: 1, hold: true }], send: true })).status,
    ).toBe(422);
    expect((await place({ type: 'takeaway', customerId: NIL, items: [{ dishId: soup, quantity: 1 }] })).status).toBe(
      400,
    );
    const after = await ok(place({ type: 'takeaway', items: [{ dishId: soup, quantity: 1 }], send: true }), 201);
    expect(after.displayNo).toBe(before.displayNo + 1);
    expect(after).toMatchObject({ version: 2, fireCount: 1, items: [{ status: 'fired', fireNo: 1 }] });
  });

  it('places and sends a dine-in order with its table, customer and held items in one command', async () => {
    const { place, api, base, soup, table, customer } = menu();
    const order = await ok(
      place({
        type: 'dine_in',
        tableId: table,
        customerId: customer,
        guests: 2,
        send: true,
        items: [
          { dishId: soup, quantity: 2 },
          { dishId: soup, quantity: 1, hold: true },
        ],
      }),
      201,
    );
    expect(order).toMatchObject({
      status: 'open',
      target: 'Dine In: T1',
      customer: { id: customer, name: 'Ann' },
      version: 2,
      fireCount: 1,
    });
    expect(order.items.map((i: { status: string; isHeld: boolean }) => [i.status, i.isHeld])).toEqual([
      ['fired', false],
      ['pending', true],
    ]);
    expect(await ok(api.get(`${base}/orders/${order.id}`))).toEqual(order);
    expect((await ok(api.get(`${base}/tables/${table}`))).status).toBe('occupied');
  });
}

describe('placing an order on PostgreSQL', () => {
  const counter = new RoundTripCounter();
  let app: TestApp;
  let menu: Menu;
  beforeAll(async () => {
    counter.install();
    app = await startTestApp();
    menu = await menuOn(app);
  });
  afterAll(async () => {
    counter.uninstall();
    await app?.close();
  });

  /**
   * Expects `run(i)` (i = 0, 1, …) to take `expected` round trips in the fewest of up to `tries`
   * runs: a statement new to a pooled connection costs one more round trip. The member's
   * membership goes with the command's first statements ("begin + membership + …"): it was read
   * in a round trip of its own on their first command (see `enter` in api/src/http/tenant.ts).
   */
  async function expectRoundTrips(expected: number, run: (i: number) => Promise<unknown>, tries = 15) {
    let fewest = { n: Infinity, trace: '' };
    for (let i = 0; i < tries && fewest.n > expected; i++) {
      const n = await counter.count(() => run(i));
      if (n < fewest.n) fewest = { n, trace: counter.trace() };
    }
    expect(fewest.n, fewest.trace).toBe(expected);
  }

  /** `n` placed takeaway orders of one soup, as the POS holds them. */
  async function placedOrders(n: number, send = false) {
    const orders: { id: string; version: number; items: { id: string; ticketId: string | null }[] }[] = [];
    for (let i = 0; i < n; i++)
      orders.push(await ok(menu.place({ type: 'takeaway', send, items: [{ dishId: menu.soup, quantity: 1 }] }), 201));
    return orders;
  }

  // begin + membership + lookups + display number + dishes; order + items (+ send); events + commit.
  it.each([
    ['places a takeaway order', false],
    ['places a takeaway order and sends it to the kitchen', true],
  ])('%s in three round trips', async (_, send) => {
    await expectRoundTrips(3, () =>
      ok(menu.place({ type: 'takeaway', customerName: 'Bob', send, items: [{ dishId: menu.soup, quantity: 1 }] }), 201),
    );
  });

  // begin + membership + order lock + items; fire count + tickets + fired items + order read back; events + commit.
  it('sends an order to the kitchen in three round trips', async () => {
    const orders = await placedOrders(15);
    await expectRoundTrips(3, (i) =>
      ok(menu.api.post(`${menu.base}/orders/${orders[i]!.id}/send`, { version: orders[i]!.version })),
    );
  });

  // begin + membership + order lock + last sort + dishes; items + version + order read back; events + commit.
  it('adds items to an order in three round trips', async () => {
    const orders = await placedOrders(15);
    await expectRoundTrips(3, (i) =>
      ok(
        menu.api.post(`${menu.base}/orders/${orders[i]!.id}/items`, {
          version: orders[i]!.version,
          items: [{ dishId: menu.soup, quantity: 1 }],
        }),
      ),
    );
  });

  // begin + membership + order, items, bill and staff names; commit.
  it('reads an order in two round trips', async () => {
    const [order] = await placedOrders(1);
    await expectRoundTrips(2, () => ok(menu.api.get(`${menu.base}/orders/${order!.id}`)));
  });

  // begin + membership + order and bill locks; payment + bill lock + sums; bill update + bill read
  // back + methods + payable bills; order completed + read back; events + commit.
  it('takes the payment that settles a bill and completes its order in five round trips', async () => {
    const orders = await placedOrders(15, true);
    const bills: { id: string; totals: { grandTotal: number } }[] = [];
    for (const order of orders) bills.push(await ok(menu.api.post(`${menu.base}/orders/${order.id}/bill`, {}), 201));
    await expectRoundTrips(5, (i) =>
      ok(
        menu.api.post(`${menu.base}/bills/${bills[i]!.id}/payments`, {
          method: 'card',
          amount: bills[i]!.totals.grandTotal,
        }),
        201,
      ),
    );
  });

  // The same at a table: the table's lock, its release (unless another order sits there) and the
  // table read back go with the order's completion.
  it('takes the payment that completes an order at a table and frees the table in five round trips', async () => {
    const tables = await menu.addTables('P', 15);
    const bills: { id: string; totals: { grandTotal: number } }[] = [];
    for (const tableId of tables) {
      const order = await ok(
        menu.place({ type: 'dine_in', tableId, send: true, items: [{ dishId: menu.soup, quantity: 1 }] }),
        201,
      );
      bills.push(await ok(menu.api.post(`${menu.base}/orders/${order.id}/bill`, {}), 201));
    }
    let paid = 0;
    await expectRoundTrips(5, async (i) => {
      await ok(
        menu.api.post(`${menu.base}/bills/${bills[i]!.id}/payments`, {
          method: 'card',
          amount: bills[i]!.totals.grandTotal,
        }),
        201,
      );
      paid++;
    });
    for (const [i, tableId] of tables.entries()) {
      expect((await ok(menu.api.get(`${menu.base}/tables/${tableId}`))).status).toBe(
        i < paid ? 'needs_cleaning' : 'occupied',
      );
    }
  });

  /** `n` dine-in orders of one soup and one beer, each at a new table, and `n` more free tables. */
  async function ordersAtTables(n: number, name: string, draft = false) {
    const tables = await menu.addTables(name, 2 * n);
    const orders: { id: string; version: number; items: { id: string; name: string }[] }[] = [];
    for (const tableId of tables.slice(0, n)) {
      orders.push(
        await ok(
          menu.place({
            type: 'dine_in',
            tableId,
            isDraft: draft,
            items: [
              { dishId: menu.soup, quantity: 1 },
              { dishId: menu.soup, quantity: 2 },
            ],
          }),
          201,
        ),
      );
    }
    return { orders, taken: tables.slice(0, n), free: tables.slice(n) };
  }
  const tableStatus = async (id: string) => (await ok(menu.api.get(`${menu.base}/tables/${id}`))).status;

  // begin + membership + order lock + the table; order moved + old table released + new one taken + order read back; events + commit.
  it('moves an order to another table in three round trips', async () => {
    const { orders, taken, free } = await ordersAtTables(15, 'Tr');
    let moved = 0;
    await expectRoundTrips(3, async (i) => {
      await ok(
        menu.api.post(`${menu.base}/orders/${orders[i]!.id}/transfer`, {
          version: orders[i]!.version,
          tableId: free[i],
        }),
      );
      moved++;
    });
    for (let i = 0; i < moved; i++)
      expect([await tableStatus(taken[i]!), await tableStatus(free[i]!)]).toEqual(['free', 'occupied']);
  });

  // begin + membership + both locks; items moved + source merged + its table released + order written and read back; events + commit.
  it('merges two tables in three round trips', async () => {
    const { orders, taken } = await ordersAtTables(30, 'Mg');
    await expectRoundTrips(3, async (i) => {
      const [target, source] = [orders[2 * i]!, orders[2 * i + 1]!];
      const merged = await ok(
        menu.api.post(`${menu.base}/orders/${target.id}/merge`, {
          version: target.version,
          sourceOrderId: source.id,
          sourceVersion: source.version,
        }),
      );
      expect(merged.items.map((it: { id: string }) => it.id)).toEqual(
        [...target.items, ...source.items].map((it) => it.id),
      );
      expect(await tableStatus(taken[2 * i + 1]!)).toBe('free');
    });
  });

  // begin + membership + both locks + the source's items; items moved + both versions + both read back; events + commit.
  it('moves items between orders in three round trips, in the order they were on the source', async () => {
    const { orders } = await ordersAtTables(30, 'Mv');
    await expectRoundTrips(3, async (i) => {
      const [source, target] = [orders[2 * i]!, orders[2 * i + 1]!];
      const itemIds = source.items.map((it) => it.id);
      const result = await ok(
        menu.api.post(`${menu.base}/orders/${source.id}/move-items`, {
          version: source.version,
          targetOrderId: target.id,
          targetVersion: target.version,
          itemIds: [...itemIds].reverse(),
        }),
      );
      expect(result.source.items).toEqual([]);
      expect(result.target.items.map((it: { id: string }) => it.id)).toEqual([
        ...target.items.map((it) => it.id),
        ...itemIds,
      ]);
    });
  });

  // begin + membership + order lock; order opened + table taken + order read back; events + commit.
  it('places a kept draft at a table in three round trips', async () => {
    const { orders, taken } = await ordersAtTables(15, 'Dr', true);
    let placed = 0;
    await expectRoundTrips(3, async (i) => {
      expect(
        (await ok(menu.api.post(`${menu.base}/orders/${orders[i]!.id}/place`, { version: orders[i]!.version }))).status,
      ).toBe('open');
      placed++;
    });
    for (let i = 0; i < placed; i++) expect(await tableStatus(taken[i]!)).toBe('occupied');
  });

  // begin + membership + ticket lock (+ the ticket, to mark items ready); item and ticket updates +
  // ticket read back; events + commit.
  it.each([
    ['starts', 'start', {}],
    ['marks an item of', 'ready', 'item'],
    ['marks ready', 'ready', {}],
    ['bumps', 'bump', {}],
    ['reprints', 'reprint', {}],
  ] as const)('%s a kitchen ticket in three round trips', async (_, action, body) => {
    const orders = await placedOrders(15, true);
    const ticketOf = (i: number) => orders[i]!.items[0]!.ticketId!;
    await expectRoundTrips(3, (i) =>
      ok(
        menu.api.post(
          `${menu.base}/tickets/${ticketOf(i)}/${action}`,
          body === 'item' ? { itemIds: [orders[i]!.items[0]!.id] } : body,
        ),
      ),
    );
  });

  // begin + membership + order lock + items; items voided + order cancelled + order read back; events + commit.
  it('cancels an order in three round trips', async () => {
    const orders = await placedOrders(15);
    await expectRoundTrips(3, (i) =>
      ok(
        menu.api.post(`${menu.base}/orders/${orders[i]!.id}/cancel`, {
          version: orders[i]!.version,
          reason: 'Guest left',
        }),
      ),
    );
  });

  // begin + membership + order lock + items; item served + version + order read back; events + commit.
  it('serves an item in three round trips', async () => {
    const orders = await placedOrders(15, true);
    await expectRoundTrips(3, (i) =>
      ok(menu.api.post(`${menu.base}/orders/${orders[i]!.id}/items/${orders[i]!.items[0]!.id}/serve`, {})),
    );
  });

  // begin + membership + order lock + items; item voided + version + order read back; events + commit.
  it('voids an item in three round trips', async () => {
    const orders = await placedOrders(15);
    await expectRoundTrips(3, (i) =>
      ok(
        menu.api.post(`${menu.base}/orders/${orders[i]!.id}/items/${orders[i]!.items[0]!.id}/void`, {
          version: orders[i]!.version,
          reason: 'Wrong dish',
        }),
      ),
    );
  });

  // begin + membership + order lock + items; item changed + version + order read back; events + commit.
  it('changes an item in three round trips', async () => {
    const orders = await placedOrders(15);
    await expectRoundTrips(3, (i) =>
      ok(
        menu.api.patch(`${menu.base}/orders/${orders[i]!.id}/items/${orders[i]!.items[0]!.id}`, {
          version: orders[i]!.version,
          remarks: 'No salt',
        }),
      ),
    );
    expect(await ok(menu.api.get(`${menu.base}/orders/${orders[0]!.id}`))).toMatchObject({
      version: orders[0]!.version + 1,
      items: [{ remarks: 'No salt', quantity: 1 }],
    });
  });

  // begin + membership + order lock + items; dishes locked (more is sold); item changed + version + order read back; events + commit.
  it("raises an item's quantity in four round trips", async () => {
    const orders = await placedOrders(15);
    await expectRoundTrips(4, (i) =>
      ok(
        menu.api.patch(`${menu.base}/orders/${orders[i]!.id}/items/${orders[i]!.items[0]!.id}`, {
          version: orders[i]!.version,
          quantity: 2,
        }),
      ),
    );
    expect(await ok(menu.api.get(`${menu.base}/orders/${orders[0]!.id}`))).toMatchObject({
      version: orders[0]!.version + 1,
      items: [{ quantity: 2 }],
      totals: { itemCount: 2 },
    });
  });

  // begin + membership + order lock + customer + staff member; order changed + read back; events + commit.
  it("changes an order's customer and staff in three round trips", async () => {
    const orders = await placedOrders(15);
    await expectRoundTrips(3, (i) =>
      ok(
        menu.api.patch(`${menu.base}/orders/${orders[i]!.id}`, {
          version: orders[i]!.version,
          customerId: menu.customer,
          staffUserId: menu.ownerId,
          guests: 2,
        }),
      ),
    );
    expect(await ok(menu.api.get(`${menu.base}/orders/${orders[0]!.id}`))).toMatchObject({
      version: orders[0]!.version + 1,
      guests: 2,
      customer: { id: menu.customer, name: 'Ann' },
      staff: { userId: menu.ownerId },
    });
  });

  it('reports the first failing check of an order change whose lookups went out together', async () => {
    const [order] = await placedOrders(1);
    const change = async (body: Record<string, unknown>, status: number) =>
      (await ok(menu.api.patch(`${menu.base}/orders/${order!.id}`, { version: order!.version, ...body }), status))
        .error;
    expect(await change({ version: order!.version + 1, customerId: NIL, staffUserId: NIL }, 409)).toMatchObject({
      code: 'stale_version',
    });
    expect(await change({ customerId: NIL, staffUserId: NIL }, 400)).toMatchObject({
      message: 'Please select a customer.',
    });
    expect(await change({ customerId: menu.customer, staffUserId: NIL }, 400)).toMatchObject({
      message: 'Please select a staff member.',
    });
    expect((await ok(menu.api.get(`${menu.base}/orders/${order!.id}`))).version).toBe(order!.version);
  });

  // begin + membership + order lock + items + settings + delivery fee + current bill; number + bill + bill read back; events + commit.
  it('bills an order in three round trips', async () => {
    const orders = await placedOrders(15, true);
    const bills: { billNo: number }[] = [];
    await expectRoundTrips(3, async (i) =>
      bills.push(await ok(menu.api.post(`${menu.base}/orders/${orders[i]!.id}/bill`, {}), 201)),
    );
    // The number is taken in the bill's insert: one after another, without a gap.
    expect(bills.map((b) => b.billNo - bills[0]!.billNo)).toEqual(bills.map((_, i) => i));
    expect(bills[0]).toMatchObject({
      orderId: orders[0]!.id,
      status: 'draft',
      lines: [{ particular: 'Soup', rate: 650, qty: 1, subTotal: 650 }],
      totals: { subtotal: 650 },
    });
  });

  // begin + membership + order lock + items + settings + delivery fee + current bill; bill changed + read back; events + commit.
  it("refreshes an order's open bill in three round trips", async () => {
    const orders = await placedOrders(15, true);
    const bills: { id: string; version: number }[] = [];
    for (const order of orders) bills.push(await ok(menu.api.post(`${menu.base}/orders/${order.id}/bill`, {}), 201));
    await expectRoundTrips(3, (i) => ok(menu.api.post(`${menu.base}/orders/${orders[i]!.id}/bill`, { tip: 100 })));
    expect(await ok(menu.api.get(`${menu.base}/bills/${bills[0]!.id}`))).toMatchObject({
      version: bills[0]!.version + 1,
      totals: { subtotal: 650, tip: 100 },
    });
  });

  // begin + membership + table lock; status change + table read back; events + commit.
  it("changes a table's status in three round trips", async () => {
    await expectRoundTrips(3, (i) =>
      ok(menu.api.post(`${menu.base}/tables/${menu.table}/status`, { status: i % 2 ? 'free' : 'needs_cleaning' })),
    );
    expect(['free', 'needs_cleaning']).toContain((await ok(menu.api.get(`${menu.base}/tables/${menu.table}`))).status);
  });

  // begin + membership + order and bill locks + settings; bill change + bill read back; events + commit.
  it('changes a bill in three round trips', async () => {
    const orders = await placedOrders(15, true);
    const bills: { id: string; version: number }[] = [];
    for (const order of orders) bills.push(await ok(menu.api.post(`${menu.base}/orders/${order.id}/bill`, {}), 201));
    await expectRoundTrips(3, (i) =>
      ok(menu.api.patch(`${menu.base}/bills/${bills[i]!.id}`, { version: bills[i]!.version, tip: 100 })),
    );
    expect(await ok(menu.api.get(`${menu.base}/bills/${bills[0]!.id}`))).toMatchObject({
      version: bills[0]!.version + 1,
      totals: { tip: 100 },
    });
  });

  // begin + membership + order and bill locks + settings; parts + parent marked split + all read back; events + commit.
  it('splits a bill in three round trips, its parts numbered in order', async () => {
    const orders = await placedOrders(15, true);
    const bills: { id: string }[] = [];
    for (const order of orders) bills.push(await ok(menu.api.post(`${menu.base}/orders/${order.id}/bill`, {}), 201));
    await expectRoundTrips(3, (i) =>
      ok(menu.api.post(`${menu.base}/bills/${bills[i]!.id}/split`, { mode: 'even', n: 3 })),
    );
    const split = await ok(menu.api.get(`${menu.base}/orders/${orders[0]!.id}/bills`));
    const parts = split.data
      .filter((b: { parentBillId: string | null }) => b.parentBillId === bills[0]!.id)
      .sort((a: { splitIndex: number }, b: { splitIndex: number }) => a.splitIndex - b.splitIndex);
    expect(parts.map((b: { billNo: number }) => b.billNo - parts[0].billNo)).toEqual([0, 1, 2]);
  });

  it('reports the first failing check of a bill whose lookups went out together', async () => {
    const bill = async (orderId: string, body: Record<string, unknown>, status: number) =>
      (await ok(menu.api.post(`${menu.base}/orders/${orderId}/bill`, body), status)).error;
    const draft = await ok(
      menu.place({ type: 'takeaway', isDraft: true, items: [{ dishId: menu.soup, quantity: 1 }] }),
      201,
    );
    expect(await bill(NIL, { customerId: NIL }, 404)).toMatchObject({ code: 'not_found' });
    expect(await bill(draft.id, { customerId: NIL }, 422)).toMatchObject({
      message: 'A draft order cannot be billed.',
    });
    const [empty, order] = await placedOrders(2);
    await ok(
      menu.api.post(`${menu.base}/orders/${empty!.id}/items/${empty!.items[0]!.id}/void`, {
        version: empty!.version,
        reason: 'Wrong dish',
      }),
    );
    expect(await bill(empty!.id, { customerId: NIL }, 422)).toMatchObject({
      message: 'This order has nothing to bill.',
    });
    expect(await bill(order!.id, { customerId: NIL }, 400)).toMatchObject({ message: 'Please select a customer.' });
    const first = await ok(menu.api.post(`${menu.base}/orders/${order!.id}/bill`, { customerId: menu.customer }), 201);
    await ok(menu.api.post(`${menu.base}/bills/${first.id}/payments`, { method: 'card', amount: 100 }), 201);
    expect(await bill(order!.id, { discount: { percent: 50 } }, 409)).toMatchObject({
      code: 'conflict',
      message: 'This order already has a bill with payments.',
    });
    expect((await ok(menu.api.get(`${menu.base}/bills/${first.id}`))).discount).toEqual({ amount: 0, percent: 0 });
  });

  // begin + membership + delivery; items + bills + tickets; settings (no bill yet); commit.
  it('reads a delivery in four round trips', async () => {
    const { manager, base, dish } = await setupDeliveryTeam(app);
    const order = await ok(
      manager.api.post(`${base}/orders`, {
        type: 'delivery',
        customerName: 'Gus',
        deliveryAddress: '2 Main St',
        deliveryPhone: '+1555',
        items: [{ dishId: dish, quantity: 1 }],
      }),
      201,
    );
    const { data } = await ok(manager.api.get(`${base}/deliveries?perPage=100`));
    const delivery = data.find((d: { orderId: string }) => d.orderId === order.id);
    await expectRoundTrips(4, () => ok(manager.api.get(`${base}/deliveries/${delivery.id}`)));
  });

  itReportsTheFirstFailingCheck(() => menu);
});

describe('placing an order on embedded PGlite (statements run one at a time)', () => {
  let database: Database | undefined;
  let app: TestApp | undefined;
  let menu: Menu;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    const config = loadConfig({
      PORT: '0',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ros-pglite-')),
      SEED_DEMO: 'never',
    });
    const server = await startServer(config, { database });
    app = Object.assign(server, { api: new ApiClient(server.url) });
    menu = await menuOn(app);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  itReportsTheFirstFailingCheck(() => menu);
});
