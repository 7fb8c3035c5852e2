import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../fixtures/http';
import { signedInTerminal } from '../fixtures/terminal';
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

const db = () => app.deps.db;

describe('departments and PINs', () => {
  it('keeps departments per restaurant, with a manager and members, and unique PINs that never come back', async () => {
    const { owner, base, staff } = place;
    const [anna, ben] = staff;
    const floor = await ok(
      owner.api.post(`${base}/departments`, { name: 'Floor', color: '#2d72d2', managerMemberId: staff[2].member.id }),
      201,
    );
    expect(floor).toMatchObject({
      name: 'Floor',
      managerMemberId: staff[2].member.id,
      managerName: expect.any(String),
      members: 0,
    });
    expect((await owner.api.post(`${base}/departments`, { name: 'floor' })).body.error.fields).toMatchObject({
      name: 'A department with this name exists.',
    });
    await ok(
      owner.api.patch(`${base}/members/${anna.member.id}`, {
        departmentId: floor.id,
        emergencyContact: 'Sam +44 20 7946 0000',
        startDate: '2026-01-05',
        salary: 2000,
        salaryType: 'Hourly',
      }),
    );
    const list = await ok(owner.api.get(`${base}/departments`));
    expect(list.data.find((d: { id: string }) => d.id === floor.id).members).toBe(1);

    // Another restaurant's department, member or manager is not found here.
    const other = await setupRestaurant(app, { staff: ['waiter'] as const });
    const theirs = await ok(other.owner.api.post(`${other.base}/departments`, { name: 'Bar' }), 201);
    expect((await owner.api.patch(`${base}/departments/${theirs.id}`, { name: 'Mine' })).status).toBe(404);
    expect(
      (await owner.api.patch(`${base}/members/${anna.member.id}`, { departmentId: theirs.id })).body.error.fields,
    ).toMatchObject({ departmentId: expect.any(String) });
    expect(
      (await owner.api.post(`${base}/departments`, { name: 'Kitchen', managerMemberId: other.staff[0].member.id })).body
        .error.fields,
    ).toMatchObject({ managerMemberId: expect.any(String) });
    // A waiter cannot manage departments.
    expect((await anna.api.post(`${base}/departments`, { name: 'Bar' })).status).toBe(403);

    // PINs: 4–6 digits, unique in the restaurant, stored as a digest, shown only as "has a PIN".
    expect(
      (await owner.api.put(`${base}/members/${anna.member.id}/pin`, { pin: '12a4' })).body.error.fields,
    ).toMatchObject({ pin: expect.any(String) });
    await ok(owner.api.put(`${base}/members/${anna.member.id}/pin`, { pin: '1111' }));
    const taken = await owner.api.put(`${base}/members/${ben.member.id}/pin`, { pin: '1111' });
    expect(taken.status).toBe(409);
    expect(JSON.stringify(taken.body)).not.toContain(anna.email);
    // Ben sets his own; he cannot set Anna's.
    await ok(ben.api.put(`${base}/members/${ben.member.id}/pin`, { pin: '2222' }));
    expect((await ben.api.put(`${base}/members/${anna.member.id}/pin`, { pin: '3333' })).status).toBe(403);
    // The same PIN in another restaurant is fine.
    await ok(other.owner.api.put(`${other.base}/members/${other.staff[0].member.id}/pin`, { pin: '1111' }));
    const stored = await db()
      .selectFrom('members')
      .select('pin_digest')
      .where('id', '=', anna.member.id)
      .executeTakeFirstOrThrow();
    expect(stored.pin_digest).not.toContain('1111');
    const members = await ok(owner.api.get(`${base}/members?perPage=50`));
    expect(members.data.find((m: { id: string }) => m.id === anna.member.id)).toMatchObject({
      hasPin: true,
      departmentId: floor.id,
      startDate: '2026-01-05',
      salaryType: 'Hourly',
    });
    expect(JSON.stringify(members)).not.toContain(stored.pin_digest!);
  });
});

describe('time clock', () => {
  it('clocks in once however many terminals try at the same moment, with breaks and clock-out', async () => {
    const { owner, base, staff } = place;
    const [anna] = staff;
    // Two terminals clock Anna in at once: one wins, the other is told she is in.
    const [bar, door] = [
      (await signedInTerminal(owner.api, base, 'Bar')).headers,
      (await signedInTerminal(owner.api, base, 'Door')).headers,
    ];
    const tries = await Promise.all([
      owner.api.post(`${base}/time-punches/clock-in`, { pin: '1111' }, bar),
      staff[2].api.post(`${base}/time-punches/clock-in`, { pin: '1111' }, door),
    ]);
    expect(tries.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(
      await db().selectFrom('time_punches').select('id').where('member_id', '=', anna.member.id).execute(),
    ).toHaveLength(1);
    const onNow = await ok(owner.api.get(`${base}/time-punches/on-now`));
    expect(onNow.data.map((p: { memberId: string }) => p.memberId)).toEqual([anna.member.id]);
    await ok(owner.api.post(`${base}/time-punches/break`, { pin: '1111', action: 'start' }, bar));
    expect((await owner.api.post(`${base}/time-punches/break`, { pin: '1111', action: 'start' }, bar)).status).toBe(
      409,
    );
    await ok(owner.api.post(`${base}/time-punches/break`, { pin: '1111', action: 'end' }, bar));
    const out = await ok(owner.api.post(`${base}/time-punches/clock-out`, { pin: '1111' }, bar));
    expect(out).toMatchObject({ memberId: anna.member.id, clockOutAt: expect.any(String), onBreakSince: null });
    expect((await owner.api.post(`${base}/time-punches/clock-out`, { pin: '1111' }, bar)).status).toBe(409);
    expect((await ok(owner.api.get(`${base}/time-punches/on-now`))).data).toEqual([]);
    // A waiter does not read the punches.
    expect((await anna.api.get(`${base}/time-punches/on-now`)).status).toBe(403);
  });

  it('limits wrong PINs per terminal (429) with one answer for every wrong PIN', async () => {
    const { owner, base, staff } = place;
    const terminal = staff[1];
    const { headers } = await signedInTerminal(owner.api, base, 'Patio');
    const bodies = new Set<string>();
    for (const pin of ['9990', '9991', '9992', '9993', '9994']) {
      const res = await terminal.api.post(`${base}/time-punches/clock-in`, { pin }, headers);
      expect(res.status).toBe(400);
      bodies.add(JSON.stringify(res.body));
    }
    expect(bodies.size).toBe(1);
    // Now even the right PIN waits: guessing is stopped, and nothing says whose PIN is right.
    const blocked = await terminal.api.post(`${base}/time-punches/clock-in`, { pin: '2222' }, headers);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('edits a punch with a reason, keeping the original; overtime and cost by a worked week, to the cent', async () => {
    const { owner, base, staff, rid } = place;
    const [anna] = staff;
    // A week of five 9-hour shifts with a 30-minute break: 42.5 hours, 2.5 of them overtime.
    const monday = '2026-11-02';
    for (let d = 0; d < 5; d++) {
      const day = `2026-11-0${2 + d}`;
      await db()
        .insertInto('time_punches')
        .values({
          restaurant_id: rid,
          member_id: anna.member.id,
          clock_in_at: new Date(`${day}T09:00:00Z`),
          clock_out_at: new Date(`${day}T18:00:00Z`),
          break_minutes: 30,
        })
        .execute();
    }
    const sheet = await ok(owner.api.get(`${base}/timesheets?from=${monday}&to=2026-11-08`));
    const row = sheet.rows.find((r: { memberId: string }) => r.memberId === anna.member.id);
    // 20.00 an hour: 40 h × 20.00 + 2.5 h × 30.00 = 875.00.
    expect(row).toMatchObject({
      punches: 5,
      regularMinutes: 2400,
      overtimeMinutes: 150,
      cost: 87_500,
      departmentName: 'Floor',
    });

    // Against the schedule: Tuesday's published shift started at 08:50, she clocked in at 09:00.
    await ok(
      owner.api.post(`${base}/shifts`, {
        memberId: anna.member.id,
        startsAt: '2026-11-03T08:50:00Z',
        endsAt: '2026-11-03T17:00:00Z',
      }),
      201,
    );
    await ok(owner.api.post(`${base}/shifts/publish`, { from: '2026-11-03', to: '2026-11-03' }));
    const tuesday = await ok(owner.api.get(`${base}/time-punches?from=2026-11-03&to=2026-11-03`));
    expect(tuesday.data[0]).toMatchObject({ scheduledAt: '2026-11-03T08:50:00.000Z', lateMinutes: 10 });

    const punches = await ok(owner.api.get(`${base}/time-punches?from=${monday}&to=${monday}`));
    const first = punches.data[0];
    expect(
      (await owner.api.patch(`${base}/time-punches/${first.id}`, { clockOutAt: '2026-11-02T17:00:00Z' })).body.error
        .fields,
    ).toMatchObject({ reason: expect.any(String) });
    expect(
      (
        await owner.api.patch(`${base}/time-punches/${first.id}`, {
          clockOutAt: '2026-11-02T08:00:00Z',
          reason: 'typo',
        })
      ).status,
    ).toBe(400);
    const edited = await ok(
      owner.api.patch(`${base}/time-punches/${first.id}`, {
        clockOutAt: '2026-11-02T17:00:00Z',
        reason: 'Left early, forgot to clock out',
      }),
    );
    expect(edited).toMatchObject({
      workedMinutes: 450,
      edited: {
        reason: 'Left early, forgot to clock out',
        original: { clockInAt: '2026-11-02T09:00:00.000Z', clockOutAt: '2026-11-02T18:00:00.000Z', breakMinutes: 30 },
      },
    });
    // A second edit keeps the first original (Monday is now 7 h 15, the week 41 h 15).
    const again = await ok(
      owner.api.patch(`${base}/time-punches/${first.id}`, { breakMinutes: 45, reason: 'Longer lunch' }),
    );
    expect(again.edited.original.clockOutAt).toBe('2026-11-02T18:00:00.000Z');
    const after = await ok(owner.api.get(`${base}/timesheets?from=${monday}&to=2026-11-08`));
    expect(after.rows.find((r: { memberId: string }) => r.memberId === anna.member.id)).toMatchObject({
      regularMinutes: 2400,
      overtimeMinutes: 75,
    });
    // Another restaurant's punch is not found; a waiter cannot edit.
    const other = await setupRestaurant(app);
    expect(
      (await other.owner.api.patch(`${other.base}/time-punches/${first.id}`, { breakMinutes: 0, reason: 'not mine' }))
        .status,
    ).toBe(404);
    expect(
      (await anna.api.patch(`${base}/time-punches/${first.id}`, { breakMinutes: 0, reason: 'my own' })).status,
    ).toBe(403);
  });
});
