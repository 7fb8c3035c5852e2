import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from '../factories';
import { addSpaceWithTables } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupPremiumRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

/** Issue 34: a reservation's party must fit the seats of its tables, unless a manager overrides. */
let app: TestApp;
let owner: RegisteredUser;
let waiter: RegisteredUser;
let manager: RegisteredUser;
let base: string;
const tables: Record<'t2' | 't4', string> = { t2: '', t4: '' };

/** Tomorrow at hh:00 UTC (the restaurant's time zone is UTC). */
const at = (hh: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCHours(hh, 0, 0, 0);
  return d.toISOString();
};

beforeAll(async () => {
  app = await startTestApp();
  ({
    owner,
    base,
    staff: [waiter, manager],
  } = await setupPremiumRestaurant(app, { restaurant: { timeZone: 'UTC' }, staff: ['waiter', 'manager'] }));
  const { tableIds } = await addSpaceWithTables(owner.api, base, 'Hall', [
    { name: 'T2', capacity: 2 },
    { name: 'T4', capacity: 4 },
  ]);
  Object.assign(tables, { t2: tableIds.T2, t4: tableIds.T4 });
});
afterAll(() => app?.close());

const count = async () => (await ok(owner.api.get(`${base}/reservations?perPage=500`))).total as number;

describe('reservations check the seats of their tables', () => {
  it('refuses a party of 40 on a 2-seat table with 422 and a message on the party size; nothing is booked', async () => {
    const before = await count();
    const res = await waiter.api.post(`${base}/reservations`, {
      name: 'Big party',
      partySize: 40,
      startsAt: at(19),
      tableIds: [tables.t2],
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.partySize).toBe('A party of 40 does not fit T2 (2 seats).');
    expect(await count()).toBe(before);
  });

  it('adds up the seats of several tables chosen together', async () => {
    const six = await ok(
      waiter.api.post(`${base}/reservations`, {
        name: 'Six',
        partySize: 6,
        startsAt: at(12),
        durationMinutes: 60,
        tableIds: [tables.t2, tables.t4],
      }),
      201,
    );
    expect(six.tables.map((t: { name: string }) => t.name).sort()).toEqual(['T2', 'T4']);
    const seven = await waiter.api.post(`${base}/reservations`, {
      name: 'Seven',
      partySize: 7,
      startsAt: at(14),
      tableIds: [tables.t2, tables.t4],
    });
    expect(seven.status).toBe(422);
    expect(seven.body.error.fields.partySize).toMatch(/does not fit T\d \+ T\d \(6 seats\)/);
  });

  it('a manager may book over capacity with the override; a waiter asking for it is refused', async () => {
    const refused = await waiter.api.post(`${base}/reservations`, {
      name: 'Crowd',
      partySize: 5,
      startsAt: at(16),
      tableIds: [tables.t4],
      allowOverCapacity: true,
    });
    expect(refused.status).toBe(403);
    const booked = await ok(
      manager.api.post(`${base}/reservations`, {
        name: 'Crowd',
        partySize: 5,
        startsAt: at(16),
        tableIds: [tables.t4],
        allowOverCapacity: true,
      }),
      201,
    );
    expect(booked).toMatchObject({ partySize: 5, status: 'booked', tables: [{ id: tables.t4 }] });
    // The override is not needed for a party that fits.
    await ok(
      waiter.api.post(`${base}/reservations`, {
        name: 'Pair',
        partySize: 2,
        startsAt: at(20),
        tableIds: [tables.t2],
        allowOverCapacity: true,
      }),
      201,
    );
  });

  it('growing the party of a booking is checked the same way', async () => {
    const pair = await ok(
      waiter.api.post(`${base}/reservations`, {
        name: 'Grows',
        partySize: 2,
        startsAt: at(10),
        durationMinutes: 60,
        tableIds: [tables.t2],
      }),
      201,
    );
    const grown = await waiter.api.patch(`${base}/reservations/${pair.id}`, { version: pair.version, partySize: 3 });
    expect(grown.status).toBe(422);
    expect(grown.body.error.fields.partySize).toBe('A party of 3 does not fit T2 (2 seats).');
    expect((await ok(owner.api.get(`${base}/reservations/${pair.id}`))).partySize).toBe(2);
    const moved = await ok(
      waiter.api.patch(`${base}/reservations/${pair.id}`, {
        version: pair.version,
        partySize: 3,
        tableIds: [tables.t4],
      }),
    );
    expect(moved).toMatchObject({ partySize: 3, tables: [{ name: 'T4' }] });
  });
});
