import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, type RegisteredUser } from '../factories';
import { addSpaceWithTables } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupPremiumRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
let owner: RegisteredUser;
let waiter: RegisteredUser;
let base: string;
const tables: Record<'t2' | 't4' | 't6', string> = { t2: '', t4: '', t6: '' };

/** Tomorrow at hh:mm UTC (the restaurant's time zone is UTC). */
const at = (hh: number, mm = 0) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCHours(hh, mm, 0, 0);
  return d.toISOString();
};

beforeAll(async () => {
  app = await startTestApp();
  ({
    owner,
    base,
    staff: [waiter],
  } = await setupPremiumRestaurant(app, { restaurant: { timeZone: 'UTC' }, staff: ['waiter'] }));
  const { tableIds } = await addSpaceWithTables(owner.api, base, 'Hall', [
    { name: 'T2', capacity: 2 },
    { name: 'T4', capacity: 4 },
    { name: 'T6', capacity: 6 },
  ]);
  Object.assign(tables, { t2: tableIds.T2, t4: tableIds.T4, t6: tableIds.T6 });
});
afterAll(() => app?.close());

describe('reservations', () => {
  it('refuses to double-book a table for overlapping times, naming the table and time', async () => {
    const first = await ok(
      waiter.api.post(`${base}/reservations`, {
        name: 'Ada',
        phone: '+155501',
        partySize: 4,
        startsAt: at(19),
        durationMinutes: 90,
        tableIds: [tables.t4],
        remarks: 'window',
      }),
      201,
    );
    expect(first).toMatchObject({
      status: 'booked',
      source: 'phone',
      partySize: 4,
      tables: [{ id: tables.t4, name: 'T4' }],
      endsAt: at(20, 30),
    });

    const clash = await waiter.api.post(`${base}/reservations`, {
      name: 'Bob',
      partySize: 2,
      startsAt: at(20),
      tableIds: [tables.t4],
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe('Table T4 is already booked from 19:00 to 20:30');

    // Back to back is fine; a cancelled booking frees its table.
    await ok(
      waiter.api.post(`${base}/reservations`, {
        name: 'Cy',
        partySize: 2,
        startsAt: at(20, 30),
        durationMinutes: 60,
        tableIds: [tables.t4],
      }),
      201,
    );
    await ok(
      waiter.api.post(`${base}/reservations/${first.id}/status`, { status: 'cancelled', reason: 'guest called' }),
    );
    await ok(
      waiter.api.post(`${base}/reservations`, {
        name: 'Bob',
        partySize: 2,
        startsAt: at(19, 15),
        durationMinutes: 60,
        tableIds: [tables.t4],
      }),
      201,
    );

    // Moving a booking onto a taken slot is refused the same way.
    const other = await ok(
      waiter.api.post(`${base}/reservations`, { name: 'Di', partySize: 2, startsAt: at(12), tableIds: [tables.t2] }),
      201,
    );
    const move = await waiter.api.patch(`${base}/reservations/${other.id}`, {
      version: other.version,
      startsAt: at(19),
      tableIds: [tables.t4],
    });
    expect(move.status).toBe(409);
    expect(move.body.error.message).toBe('Table T4 is already booked from 19:15 to 20:15');
  });

  it('suggests free tables that fit the party, smallest first', async () => {
    const busy = await ok(
      waiter.api.post(`${base}/reservations`, { name: 'Eve', partySize: 5, startsAt: at(13), tableIds: [tables.t6] }),
      201,
    );
    const free = await ok(
      waiter.api.get(
        `${base}/reservations/availability?startsAt=${encodeURIComponent(at(13, 30))}&partySize=3&duration=60`,
      ),
    );
    expect(free.data.map((t: { name: string }) => t.name)).toEqual(['T4']);
    expect(free.suggested.name).toBe('T4');
    const later = await ok(
      waiter.api.get(`${base}/reservations/availability?startsAt=${encodeURIComponent(at(16))}&partySize=3`),
    );
    expect(later.data.map((t: { name: string }) => t.name)).toEqual(['T4', 'T6']);
    expect(busy.id).toBeTruthy();
  });

  it('seats a reservation: opens an order on its table and occupies it', async () => {
    const now = new Date();
    now.setUTCSeconds(0, 0);
    now.setUTCMinutes(now.getUTCMinutes() - (now.getUTCMinutes() % 15) + 15);
    const booking = await ok(
      waiter.api.post(`${base}/reservations`, {
        name: 'Fay',
        partySize: 2,
        startsAt: now.toISOString(),
        durationMinutes: 30,
        tableIds: [tables.t2],
      }),
      201,
    );
    const seated = await ok(
      waiter.api.post(`${base}/reservations/${booking.id}/status`, { status: 'seated', version: booking.version }),
    );
    expect(seated.status).toBe('seated');
    expect(seated.order).toMatchObject({ type: 'dine_in', status: 'open', guests: 2 });
    const order = await app.deps.db
      .selectFrom('orders')
      .select(['reservation_id', 'table_id'])
      .where('id', '=', seated.order.id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ reservation_id: booking.id, table_id: tables.t2 });
    expect((await ok(waiter.api.get(`${base}/tables/${tables.t2}`))).status).toBe('occupied');
    expect((await ok(waiter.api.get(`${base}/reservations/${booking.id}`))).orderId).toBe(seated.order.id);
  });

  it('answers plan_required to a booking on the Basic plan, and reads (its kept data) stay open', async () => {
    const basic = (await createRestaurant(owner.api)).id;
    expect((await owner.api.get(`/api/restaurants/${basic}/reservations`)).status).toBe(200);
    const startsAt = new Date(Date.now() + 2 * 86_400_000);
    startsAt.setUTCHours(12, 0, 0, 0);
    const res = await owner.api.post(`/api/restaurants/${basic}/reservations`, {
      name: 'Ada',
      partySize: 2,
      startsAt: startsAt.toISOString(),
    });
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('plan_required');
  });
});
