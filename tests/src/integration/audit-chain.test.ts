import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { verifyChain, verifyChains } from '@ros/db';
import { addDish, addSpace, addStation } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupPremiumRestaurant, type RestaurantSetup } from '../fixtures/restaurant';
import { signedInTerminal } from '../fixtures/terminal';
import { startTestApp, unique, type TestApp } from '../harness';

/**
 * Issue 39, the tamper-evident audit trail: each restaurant's events are chained by hash in the
 * database; verification (the owner's API and the `audit:verify` function) names the entry that
 * was edited or deleted; money and permission events name who acted and from which device.
 */
let app: TestApp;
let place: RestaurantSetup<readonly ['manager', 'cashier']>;
let dishId: string;
let spaceId: string;

type Actor = { userId: string | null; name: string; device?: { kind: string; id: string; name?: string } };
type LoggedEvent = { seq: number; type: string; actor: Actor; payload: Record<string, unknown> };

beforeAll(async () => {
  app = await startTestApp();
  place = await setupPremiumRestaurant(app, {
    update: { serviceChargePercent: 0, taxPercent: 0 },
    staff: ['manager', 'cashier'] as const,
  });
  const { owner, base } = place;
  const stationId = await addStation(owner.api, base, 'Kitchen');
  dishId = await addDish(owner.api, base, { name: 'Steak', price: 2000, stationId });
  spaceId = await addSpace(owner.api, base, 'Hall');
});
afterAll(() => app?.close());

const verification = (api = place.owner.api) => api.get(`${place.base}/events/verification`);

/** The log's newest entry of `type` (as the owner's Activity page reads it). */
async function lastOf(type: string): Promise<LoggedEvent> {
  const log = await ok(place.owner.api.get(`${place.base}/events?type=${type}&perPage=1`));
  expect(log.data, type).toHaveLength(1);
  return log.data[0];
}

/** The device of a password sign-in: the one its token carries. */
const signInDevice = () => ({ kind: 'session', id: expect.any(String) });

describe('money and permission events name who acted and from which device', () => {
  it('records payments, refunds, voids, the cash drawer, price changes and role changes with the user and the device', async () => {
    const { owner, base, staff } = place;
    const [manager, cashier] = staff;
    // The manager works on the bar's shared terminal, switched in by PIN.
    await ok(owner.api.put(`${base}/members/${manager.member.id}/pin`, { pin: '4321' }));
    const terminal = await signedInTerminal(owner.api, base, 'Bar terminal');
    const floor = await ok(
      app.api.withToken(null).post(`${base}/pin-switch`, { terminalToken: terminal.token, pin: '4321' }),
    );
    const atBar = app.api.withToken(floor.accessToken);
    const barDevice = { kind: 'terminal', id: terminal.id, name: 'Bar terminal' };

    // The cashier opens the drawer, takes cash and card, pays out; the manager at the bar refunds and voids.
    const drawer = await ok(cashier.api.post(`${base}/cash-drawer/sessions`, { openingFloat: 10000 }), 201);
    const table = await ok(owner.api.post(`${base}/tables`, { spaceId, name: unique('T'), capacity: 4 }), 201);
    const order = await ok(
      cashier.api.post(`${base}/orders`, {
        type: 'dine_in',
        tableId: table.id,
        items: [{ dishId, quantity: 2 }],
        send: true,
      }),
      201,
    );
    const bill = await ok(cashier.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
    const cash = await ok(
      cashier.api.post(`${base}/bills/${bill.id}/payments`, { method: 'cash', amount: 2000, tendered: 2000 }),
      201,
    );
    expect((await lastOf('payment.recorded')).actor).toMatchObject({ userId: cashier.user.id, device: signInDevice() });
    const card = await ok(cashier.api.post(`${base}/bills/${bill.id}/payments`, { method: 'card', amount: 2000 }), 201);

    await ok(atBar.post(`${base}/payments/${card.payment.id}/refund`, { amount: 500, reason: 'cold steak' }), 201);
    const refunded = await lastOf('payment.refunded');
    expect(refunded.actor).toEqual({ userId: manager.user.id, name: expect.any(String), device: barDevice });
    await ok(atBar.post(`${base}/payments/${cash.payment.id}/void`, { reason: 'taken twice' }));
    expect((await lastOf('payment.voided')).actor).toEqual({
      userId: manager.user.id,
      name: expect.any(String),
      device: barDevice,
    });

    await ok(
      cashier.api.post(`${base}/cash-drawer/sessions/${drawer.id}/movements`, {
        kind: 'pay_out',
        amount: 300,
        reason: 'milk',
      }),
      201,
    );
    expect((await lastOf('cash_drawer.movement_added')).actor).toMatchObject({
      userId: cashier.user.id,
      device: signInDevice(),
    });
    // The manager opens the drawer at the bar without a sale: recorded like every cash movement.
    expect((await atBar.post(`${base}/cash-drawer/sessions/${drawer.id}/no-sale`, { reason: ' ' })).status).toBe(400);
    await ok(atBar.post(`${base}/cash-drawer/sessions/${drawer.id}/no-sale`, { reason: 'change for the tip jar' }));
    const noSale = await lastOf('cash_drawer.no_sale');
    expect(noSale.payload).toMatchObject({ reason: 'change for the tip jar', session: { id: drawer.id } });
    expect(noSale.actor).toEqual({ userId: manager.user.id, name: expect.any(String), device: barDevice });
    await ok(cashier.api.post(`${base}/cash-drawer/sessions/${drawer.id}/close`, { counted: 11700 }));
    const closed = await lastOf('cash_drawer.closed');
    expect(closed.actor).toMatchObject({ userId: cashier.user.id, device: signInDevice() });
    expect((await lastOf('cash_drawer.opened')).actor.device).toEqual(closed.actor.device);

    // The owner changes a price, the waiter role's permissions and the cashier's role.
    await ok(owner.api.patch(`${base}/dishes/${dishId}`, { price: 2200 }));
    const priced = await lastOf('dish.updated');
    expect(priced.payload.changes).toContain('price');
    expect(priced.payload.prices).toEqual([
      { part: 'variant', id: expect.any(String), name: expect.any(String), from: 2000, to: 2200 },
    ]);
    expect(priced.actor).toMatchObject({ userId: owner.user.id, device: signInDevice() });
    const roles = (await ok(owner.api.get(`${base}/roles`))).data as { id: string; systemKey: string | null }[];
    const waiterRole = roles.find((r) => r.systemKey === 'waiter')!;
    await ok(owner.api.patch(`${base}/roles/${waiterRole.id}`, { permissions: { orders: 'edit', tables: 'view' } }));
    expect((await lastOf('role.updated')).actor).toMatchObject({ userId: owner.user.id, device: signInDevice() });
    await ok(owner.api.patch(`${base}/members/${cashier.member.id}`, { roleId: waiterRole.id }));
    const roleChanged = await lastOf('member.role_changed');
    expect(roleChanged.actor).toMatchObject({ userId: owner.user.id, device: signInDevice() });
    // The owner's sign-in is one device throughout; the cashier's is another.
    expect(roleChanged.actor.device!.id).not.toBe(closed.actor.device!.id);
  });
});

describe('the hash chain', () => {
  it('verifies intact, names an edited entry, and a deleted one as missing', async () => {
    const { rid } = place;
    const intact = await ok(verification());
    expect(intact.broken).toBeNull();
    expect(intact.checked).toBeGreaterThan(10);
    expect(intact.checked).toBe(intact.lastSeq);
    expect(intact.head).toMatch(/^[0-9a-f]{64}$/);
    expect(intact).toMatchObject({ total: intact.lastSeq, done: true });
    // A long log is walked a stretch at a time: on from an entry, to the same head.
    const rest = await ok(place.owner.api.get(`${place.base}/events/verification?afterSeq=5`));
    expect(rest).toMatchObject({ checked: intact.lastSeq - 5, lastSeq: intact.lastSeq, head: intact.head, done: true });
    expect(await verifyChain(app.database.db, rid, { maxEntries: 3 })).toMatchObject({
      checked: 3,
      lastSeq: 3,
      done: false,
      broken: null,
    });
    // The CLI's function agrees, head included.
    const [cli] = await verifyChains(app.database.db, { restaurantId: rid });
    expect(cli).toEqual({ restaurantId: rid, ...intact });

    // Someone with the database lowers a refund after the fact.
    const refund = await lastOf('payment.refunded');
    const db = app.database.db;
    const [original] = (
      await sql<{ payload: string }>`select payload::text as payload from events
        where restaurant_id = ${rid} and seq = ${refund.seq}`.execute(db)
    ).rows;
    await sql`update events set payload = jsonb_set(payload, '{payment,amount}', '50')
      where restaurant_id = ${rid} and seq = ${refund.seq}`.execute(db);
    const edited = await ok(verification());
    expect(edited.broken).toEqual({
      seq: refund.seq,
      kind: 'changed',
      occurredAt: expect.any(String),
      type: 'payment.refunded',
    });
    expect(edited.checked).toBe(refund.seq - 1);
    const [cliEdited] = await verifyChains(db, { restaurantId: rid });
    expect(cliEdited!.broken).toEqual(edited.broken);

    // Put back exactly as written, the chain holds again.
    await sql`update events set payload = cast(${original!.payload} as text)::jsonb
      where restaurant_id = ${rid} and seq = ${refund.seq}`.execute(db);
    expect((await ok(verification())).broken).toBeNull();

    // A deleted entry is a gap at its number; a deleted last entry too (the stream counted it).
    const voided = await lastOf('payment.voided');
    await sql`delete from events where restaurant_id = ${rid} and seq = ${voided.seq}`.execute(db);
    expect((await ok(verification())).broken).toEqual({
      seq: voided.seq,
      kind: 'missing',
      occurredAt: null,
      type: null,
    });
    const [cliDeleted] = await verifyChains(db, { restaurantId: rid });
    expect(cliDeleted!.broken).toMatchObject({ seq: voided.seq, kind: 'missing' });
  });

  it('chains a restaurant by itself, and a deleted last entry is missing at its number', async () => {
    const other = await setupPremiumRestaurant(app);
    await ok(other.owner.api.post(`${other.base}/spaces`, { name: 'Patio' }), 201);
    const intact = await ok(other.owner.api.get(`${other.base}/events/verification`));
    expect(intact.broken).toBeNull();
    await sql`delete from events where restaurant_id = ${other.rid} and seq = ${intact.lastSeq}`.execute(
      app.database.db,
    );
    expect((await ok(other.owner.api.get(`${other.base}/events/verification`))).broken).toMatchObject({
      seq: intact.lastSeq,
      kind: 'missing',
    });
    // The first restaurant's break is its own: the other's is reported on its own line.
    const lines: string[] = [];
    const reports = await verifyChains(app.database.db, { print: (l) => lines.push(l) });
    expect(reports.find((r) => r.restaurantId === other.rid)!.broken).toMatchObject({ seq: intact.lastSeq });
    expect(lines.find((l) => l.startsWith(other.rid))).toContain(`BROKEN at #${intact.lastSeq}`);
  });

  it('chains concurrent commands of one restaurant in commit order', async () => {
    const other = await setupPremiumRestaurant(app);
    // Each waits on the stream's row lock, then its trigger reads the link the one before committed.
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        ok(other.owner.api.post(`${other.base}/spaces`, { name: `Room ${i}` }), 201),
      ),
    );
    const report = await ok(other.owner.api.get(`${other.base}/events/verification`));
    expect(report).toMatchObject({ broken: null, done: true });
    expect(report.checked).toBeGreaterThanOrEqual(16);
  });

  it("is the owner's: a manager gets 403, a stranger 404", async () => {
    const { staff, base } = place;
    expect((await verification(staff[0].api)).status).toBe(403);
    const stranger = await setupPremiumRestaurant(app);
    expect((await stranger.owner.api.get(`${base}/events/verification`)).status).toBe(404);
  });
});
