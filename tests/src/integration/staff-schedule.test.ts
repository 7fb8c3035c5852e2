import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../fixtures/http';
import { setupRestaurant, type RestaurantSetup } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

let app: TestApp;
let place: RestaurantSetup<readonly ['waiter', 'waiter', 'manager']>;

beforeAll(async () => {
  app = await startTestApp();
  place = await setupRestaurant(app, {
    restaurant: { timeZone: 'UTC' },
    staff: ['waiter', 'waiter', 'manager'] as const,
  });
});
afterAll(() => app?.close());

const at = (day: string, hh: string) => `${day}T${hh}:00:00Z`;

describe('the schedule', () => {
  it('warns of overlaps, time off and overtime; publishes to each member their own shifts; copies a week once', async () => {
    const { base, staff } = place;
    const [anna, ben, manager] = staff;
    const floor = await ok(manager.api.post(`${base}/departments`, { name: 'Floor' }), 201);
    // Anna asks for Friday off; the manager approves it.
    const off = await ok(
      anna.api.post(`${base}/time-off`, { startsOn: '2027-03-05', endsOn: '2027-03-05', reason: 'Wedding' }),
      201,
    );
    expect((await ok(ben.api.get(`${base}/time-off`))).data).toEqual([]);
    await ok(manager.api.post(`${base}/time-off/${off.id}/decision`, { status: 'approved' }));
    expect((await manager.api.post(`${base}/time-off/${off.id}/decision`, { status: 'denied' })).status).toBe(409);
    expect((await ok(anna.api.get(`${base}/time-off`))).data[0]).toMatchObject({
      status: 'approved',
      reason: 'Wedding',
    });

    // Monday to Friday, 9 hours a day (45 h: overtime), Friday on her day off, and a double booking on Monday.
    for (const day of ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05']) {
      await ok(
        manager.api.post(`${base}/shifts`, {
          memberId: anna.member.id,
          departmentId: floor.id,
          startsAt: at(day, '09'),
          endsAt: at(day, '18'),
        }),
        201,
      );
    }
    const double = await ok(
      manager.api.post(`${base}/shifts`, {
        memberId: anna.member.id,
        startsAt: at('2027-03-01', '17'),
        endsAt: at('2027-03-01', '22'),
      }),
      201,
    );
    expect(double.warnings).toEqual(expect.arrayContaining(['overlap', 'overtime']));
    await ok(
      manager.api.post(`${base}/shifts`, {
        memberId: ben.member.id,
        departmentId: floor.id,
        startsAt: at('2027-03-02', '12'),
        endsAt: at('2027-03-02', '20'),
      }),
      201,
    );
    const week = await ok(manager.api.get(`${base}/shifts?from=2027-03-01&to=2027-03-07`));
    const friday = week.data.find(
      (s: { startsAt: string; memberId: string }) =>
        s.memberId === anna.member.id && s.startsAt.startsWith('2027-03-05'),
    );
    expect(friday.warnings).toEqual(expect.arrayContaining(['time_off', 'overtime']));
    expect(week.data.find((s: { memberId: string }) => s.memberId === ben.member.id).warnings).toEqual([]);
    expect(
      (
        await manager.api.post(`${base}/shifts`, {
          memberId: anna.member.id,
          startsAt: at('2027-03-01', '18'),
          endsAt: at('2027-03-01', '09'),
        })
      ).body.error.fields,
    ).toMatchObject({ endsAt: expect.any(String) });
    await ok(manager.api.delete(`${base}/shifts/${double.id}`), 204);

    // Before publishing, staff see nothing; after, each sees their own.
    expect((await ok(anna.api.get(`${base}/shifts?from=2027-03-01&to=2027-03-07`))).data).toEqual([]);
    expect(
      (
        await anna.api.post(`${base}/shifts`, {
          memberId: anna.member.id,
          startsAt: at('2027-03-06', '09'),
          endsAt: at('2027-03-06', '12'),
        })
      ).status,
    ).toBe(403);
    expect(await ok(manager.api.post(`${base}/shifts/publish`, { from: '2027-03-01', to: '2027-03-07' }))).toEqual({
      published: 6,
    });
    expect(await ok(manager.api.post(`${base}/shifts/publish`, { from: '2027-03-01', to: '2027-03-07' }))).toEqual({
      published: 0,
    });
    expect(
      (await ok(anna.api.get(`${base}/shifts?from=2027-03-01&to=2027-03-07`))).data.map(
        (s: { memberId: string }) => s.memberId,
      ),
    ).toEqual(Array(5).fill(anna.member.id));
    expect((await ok(ben.api.get(`${base}/shifts?from=2027-03-01&to=2027-03-07`))).data).toHaveLength(1);

    // Copy the week onto the next: drafts, once.
    const copied = await ok(
      manager.api.post(`${base}/shifts/copy-week`, { fromWeek: '2027-03-01', toWeek: '2027-03-08' }),
    );
    expect(copied.data).toHaveLength(6);
    expect(copied.data.every((s: { publishedAt: string | null }) => s.publishedAt === null)).toBe(true);
    expect(
      (await ok(manager.api.post(`${base}/shifts/copy-week`, { fromWeek: '2027-03-01', toWeek: '2027-03-08' }))).data,
    ).toHaveLength(6);
    expect((await ok(anna.api.get(`${base}/shifts?from=2027-03-08&to=2027-03-14`))).data).toEqual([]);

    // Ben can work weekday evenings only: a Saturday lunch shift is outside his availability.
    expect(
      (
        await ben.api.put(`${base}/members/me/availability`, {
          availability: { '1': [{ from: '18:00', to: '09:00' }] },
        })
      ).status,
    ).toBe(400);
    await ok(
      ben.api.put(`${base}/members/me/availability`, {
        availability: { '1': [{ from: '16:00', to: '23:00' }], '6': [{ from: '17:00', to: '23:00' }] },
      }),
    );
    expect(await ok(ben.api.get(`${base}/members/me/availability`))).toMatchObject({
      availability: { '6': [{ from: '17:00', to: '23:00' }] },
    });
    expect((await ben.api.put(`${base}/members/${anna.member.id}/availability`, { availability: null })).status).toBe(
      403,
    );
    const lunch = await ok(
      manager.api.post(`${base}/shifts`, {
        memberId: ben.member.id,
        startsAt: at('2027-03-13', '11'),
        endsAt: at('2027-03-13', '15'),
      }),
      201,
    );
    expect(lunch.warnings).toContain('unavailable');
    const evening = await ok(
      manager.api.post(`${base}/shifts`, {
        memberId: ben.member.id,
        startsAt: at('2027-03-13', '18'),
        endsAt: at('2027-03-13', '22'),
      }),
      201,
    );
    expect(evening.warnings).not.toContain('unavailable');

    // Another restaurant's shift is not found here.
    const other = await setupRestaurant(app);
    expect((await other.owner.api.patch(`${other.base}/shifts/${friday.id}`, { notes: 'mine' })).status).toBe(404);
    expect((await other.owner.api.delete(`${other.base}/shifts/${friday.id}`)).status).toBe(404);
  });
});
