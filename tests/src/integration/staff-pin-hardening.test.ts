import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, registerUser } from '../factories';
import { ok } from '../fixtures/http';
import { setupPremiumRestaurant, setupRestaurant, type RestaurantSetup } from '../fixtures/restaurant';
import { signedInTerminal } from '../fixtures/terminal';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../harness';

/**
 * Issue 33's probe, replayed: a manager taking over the owner through a PIN, PIN guessing with a
 * right PIN in between, PIN-change probing, acting for colleagues from any session; and tokens
 * without `exp`, concurrent refreshes of one token.
 */

let app: TestApp;
let place: RestaurantSetup<readonly ['manager', 'waiter', 'waiter']>;
let ownerMemberId: string;

beforeAll(async () => {
  app = await startTestApp();
  place = await setupPremiumRestaurant(app, {
    restaurant: { timeZone: 'UTC' },
    staff: ['manager', 'waiter', 'waiter'] as const,
  });
  const members = await ok(place.owner.api.get(`${place.base}/members?perPage=50`));
  ownerMemberId = members.data.find((m: { email: string }) => m.email === place.owner.email).id;
});
afterAll(() => app?.close());

const anyone = () => app.api.withToken(null);
const pinSwitch = (base: string, terminalToken: string, pin: string) =>
  anyone().post(`${base}/pin-switch`, { terminalToken, pin });

describe('the owner takeover through a PIN', () => {
  it("is refused: a manager cannot set the owner's PIN, and a PIN session is a floor session of one restaurant", async () => {
    const {
      owner,
      base,
      staff: [manager, waiter],
    } = place;
    // The probe: a manager sets the owner's PIN → now 403, and the owner's PIN is unchanged (none).
    const takeover = await manager.api.put(`${base}/members/${ownerMemberId}/pin`, { pin: '7777' });
    expect(takeover.status).toBe(403);
    const stored = await app.deps.db
      .selectFrom('members')
      .select('pin_digest')
      .where('id', '=', ownerMemberId)
      .executeTakeFirstOrThrow();
    expect(stored.pin_digest).toBeNull();
    // A manager still sets a waiter's PIN; a waiter sets only their own.
    await ok(manager.api.put(`${base}/members/${waiter.member.id}/pin`, { pin: '3131' }));
    expect((await waiter.api.put(`${base}/members/${manager.member.id}/pin`, { pin: '3132' })).status).toBe(403);
    // The owner sets their own.
    await ok(owner.api.put(`${base}/members/${ownerMemberId}/pin`, { pin: '7777' }));

    // The owner's PIN on a terminal gives a floor session: this restaurant only, no refresh token.
    const other = await createRestaurant(owner.api, { name: 'Second place' });
    const terminal = await signedInTerminal(owner.api, base, 'Bar');
    const session = await ok(pinSwitch(base, terminal.token, '7777'));
    expect(session).not.toHaveProperty('refreshToken');
    expect(session.workPlaces).toEqual([{ _id: place.rid, name: expect.any(String) }]);
    const floor = app.api.withToken(session.accessToken);
    expect((await floor.get(base)).status).toBe(200);
    // Nothing of the account: not the email, the password, the restaurants, the plan.
    const emailChange = await floor.patch('/api/me', { email: 'thief@test.restaurant-os.app' });
    expect(emailChange.status).toBe(403);
    expect(
      (await floor.post('/api/me/password', { currentPassword: owner.password, newPassword: 'Another123!' })).status,
    ).toBe(403);
    expect((await floor.get('/api/restaurants')).status).toBe(403);
    expect((await floor.post('/api/restaurants', { name: 'Mine now' })).status).toBe(403);
    expect((await floor.post(`${base}/subscription/cancel`, {})).status).toBe(403);
    expect((await floor.get(`${base}/subscription`)).status).toBe(403);
    // The owner's other restaurant does not exist for it.
    expect((await floor.get(`/api/restaurants/${other.id}`)).status).toBe(404);
    expect((await floor.patch(`/api/restaurants/${other.id}`, { name: 'Taken' })).status).toBe(404);
    const row = await app.deps.db
      .selectFrom('users')
      .select(['email', 'pending_email'])
      .where('id', '=', owner.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: owner.email, pending_email: null });
    // /api/me names only this restaurant.
    expect((await ok(floor.get('/api/me'))).workPlaces.map((w: { _id: string }) => w._id)).toEqual([place.rid]);
  });
});

describe('PIN guessing', () => {
  it('counts wrong PINs whatever right PINs come between, lets a right PIN in within 30 s, and alerts managers', async () => {
    const {
      owner,
      base,
      staff: [manager, waiter],
    } = place;
    await ok(owner.api.put(`${base}/members/${waiter.member.id}/pin`, { pin: '4242' }));
    const terminal = await signedInTerminal(owner.api, base, 'Patio');
    const wrong = async (pin: string) => expect((await pinSwitch(base, terminal.token, pin)).status).toBe(400);
    // The probe's pattern: four wrong, one's own right PIN, and so on.
    for (const pin of ['0001', '0002', '0003', '0004']) await wrong(pin);
    await ok(pinSwitch(base, terminal.token, '4242'));
    await wrong('0005');
    const lastWrongAt = Date.now();
    // The right PIN did not reset the count: the fifth wrong one makes the terminal wait.
    const waiting = await pinSwitch(base, terminal.token, '4242');
    expect(waiting.status).toBe(429);
    const retryAfter = Number(waiting.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    // An honest terminal is not locked out: the right PIN works again within 30 s of the last wrong one.
    await expect
      .poll(async () => (await pinSwitch(base, terminal.token, '4242')).status, { timeout: 30_000, interval: 500 })
      .toBe(200);
    expect(Date.now() - lastWrongAt).toBeLessThan(30_000);

    // Managers got the alert (a waiter's feed does not carry it).
    const alerts = await ok(manager.api.get(`${base}/events?type=terminal.pin_failures`));
    expect(alerts.data[0]).toMatchObject({
      type: 'terminal.pin_failures',
      payload: { terminalId: terminal.id, terminalName: 'Patio', failures: 5 },
    });
    expect((await waiter.api.get(`${base}/events?type=terminal.pin_failures`)).status).toBe(403);
  });

  it('counts the time clock and the PIN switch together, per terminal and per restaurant: no path or terminal has a budget of its own', async () => {
    // A restaurant of its own: the wrong PINs above count against the first one.
    const {
      owner,
      base,
      staff: [waiter],
    } = await setupRestaurant(app, { staff: ['waiter'] as const });
    await ok(owner.api.put(`${base}/members/${waiter.member.id}/pin`, { pin: '4242' }));
    const door = await signedInTerminal(owner.api, base, 'Door');
    const bar = await signedInTerminal(owner.api, base, 'Bar');
    for (const pin of ['1000', '1001', '1002', '1003', '1004']) {
      expect((await owner.api.post(`${base}/time-punches/break`, { pin, action: 'start' }, door.headers)).status).toBe(
        400,
      );
    }
    expect((await pinSwitch(base, door.token, '4242')).status).toBe(429);
    // Another terminal of the restaurant waits too: guessing from two terminals is no faster.
    expect((await pinSwitch(base, bar.token, '4242')).status).toBe(429);
  });
});

describe('PIN changes and PIN actions', () => {
  it('limits PIN changes, so a taken PIN cannot be probed', async () => {
    const {
      base,
      staff: [, , ben],
    } = place;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await ben.api.put(`${base}/members/${ben.member.id}/pin`, { pin: String(5000 + i) })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // The limit holds for a taken PIN too: no answer says whether it is in use.
    expect((await ben.api.put(`${base}/members/${ben.member.id}/pin`, { pin: '4242' })).status).toBe(429);
  });

  it('runs clock, break and tips only on a signed-in terminal, not from any session', async () => {
    const {
      owner,
      base,
      staff: [manager, waiter],
    } = place;
    const terminal = await signedInTerminal(owner.api, base, 'Kitchen door');
    const attempts = [
      ['/time-punches/clock-in', { pin: '4242' }],
      ['/time-punches/break', { pin: '4242', action: 'start' }],
      ['/time-punches/clock-out', { pin: '4242' }],
      ['/tips/declarations', { pin: '4242', amount: 99_999 }],
    ] as const;
    // A colleague's session (and even the manager's) with the waiter's PIN: refused, nothing written.
    const floor = await ok(pinSwitch(base, terminal.token, '4242'));
    for (const api of [waiter.api, manager.api, app.api.withToken(floor.accessToken)]) {
      for (const [path, body] of attempts) {
        const res = await api.post(`${base}${path}`, body);
        expect(res.status).toBe(403);
        expect(res.body.error.message).toBe('This device is not signed in as a terminal of this restaurant.');
      }
    }
    // A revoked terminal's token, or another restaurant's, is no terminal either.
    const other = await setupRestaurant(app);
    const theirs = await signedInTerminal(other.owner.api, other.base);
    expect((await waiter.api.post(`${base}/time-punches/clock-in`, { pin: '4242' }, theirs.headers)).status).toBe(403);
    expect(
      await app.deps.db.selectFrom('time_punches').select('id').where('member_id', '=', waiter.member.id).execute(),
    ).toEqual([]);
    expect(
      await app.deps.db.selectFrom('tip_declarations').select('id').where('member_id', '=', waiter.member.id).execute(),
    ).toEqual([]);
    // On the terminal it works.
    await ok(waiter.api.post(`${base}/time-punches/clock-in`, { pin: '4242' }, terminal.headers), 201);
  });
});

describe('tokens', () => {
  it('refuses an access token without exp over HTTP', async () => {
    const u = await registerUser(app.api);
    const forever = jwt.sign({ sub: u.user.id, name: u.username, email: u.email, sv: 1 }, TEST_JWT_SECRET, {
      algorithm: 'HS256',
    });
    const res = await app.api.withToken(forever).get('/api/me');
    expect(res.status).toBe(401);
    expect((await u.api.get('/api/me')).status).toBe(200);
  });

  it('answers 20 concurrent refreshes of one token with one successor', async () => {
    const u = await registerUser(app.api);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.api.post('/jwt/refresh-token', { refreshToken: u.refreshToken })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.refreshToken)).size).toBe(1);
    const live = await app.deps.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('user_id', '=', u.user.id)
      .where('revoked_at', 'is', null)
      .where('rotated_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
    expect((await app.api.post('/jwt/refresh-token', { refreshToken: answers[0]!.body.refreshToken })).status).toBe(
      200,
    );
  });
});
