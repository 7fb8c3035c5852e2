import { Writable } from 'node:stream';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@ros/api/config';
import { startServer, type StartedServer } from '@ros/server';
import { registerUser } from '../factories';
import { TEST_REDIS_URL } from '../env';
import { ApiClient, startTestApp, TEST_JWT_SECRET, unique, type TestApp } from '../harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('register and login', () => {
  it('registers a user with a hashed password and signs them in', async () => {
    const u = await registerUser(app.api);
    expect(u.user).toMatchObject({ email: u.email, username: u.username });
    const row = await app.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', u.user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const login = await app.api.post('/jwt/login', { email: u.email, password: u.password });
    expect(login.status).toBe(200);
    expect(login.body.workPlaces).toEqual([]);
    expect(login.body.ability).toEqual([{ action: 'manage', subject: 'user' }]);
    expect(typeof login.body.accessToken).toBe('string');
    const me = await app.api.withToken(login.body.accessToken).get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.userData.id).toBe(u.user.id);
  });

  it('rejects duplicate email and username with the seed messages', async () => {
    const u = await registerUser(app.api);
    const dupEmail = await app.api.post('/jwt/register', {
      email: u.email.toUpperCase(),
      password: 'Secret123!',
      username: unique('other'),
    });
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.body.error.fields.email).toBe('This email is already in use.');
    const dupName = await app.api.post('/jwt/register', {
      email: `${unique('x')}@t.io`,
      password: 'Secret123!',
      username: u.username,
    });
    expect(dupName.status).toBe(409);
    expect(dupName.body.error.fields.username).toBe('This username is already in use.');
  });

  it('requires passwords of at least 8 characters', async () => {
    const res = await app.api.post('/jwt/register', {
      email: `${unique('x')}@t.io`,
      password: 'short',
      username: unique('u'),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.password).toBe('Password must be at least 8 characters.');
  });

  it('answers a wrong password with the seed message', async () => {
    const u = await registerUser(app.api);
    const res = await app.api.post('/jwt/login', { email: u.email, password: 'wrong-password' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'invalid_credentials',
      fields: { email: 'Email or Password is Invalid' },
    });
  });
});

describe('login rate limit', () => {
  it('blocks an account from an address after 5 failed attempts from it, even with the right password', async () => {
    const limited = await startTestApp();
    try {
      const u = await registerUser(limited.api);
      for (let i = 0; i < 5; i++) {
        const res = await limited.api.post('/jwt/login', { email: u.email, password: 'wrong-password' });
        expect(res.status).toBe(400);
      }
      const blocked = await limited.api.post('/jwt/login', { email: u.email, password: u.password });
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.code).toBe('rate_limited');
      expect(blocked.body.error.message).toMatch(/^Too many login attempts\. Try again in \d+ minutes?\.$/);
      const other = await registerUser(limited.api);
      const ok = await limited.api.post('/jwt/login', { email: other.email, password: other.password });
      expect(ok.status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('resets the account counter after a successful login', async () => {
    const limited = await startTestApp();
    try {
      const u = await registerUser(limited.api);
      for (let i = 0; i < 4; i++) await limited.api.post('/jwt/login', { email: u.email, password: 'wrong-password' });
      expect((await limited.api.post('/jwt/login', { email: u.email, password: u.password })).status).toBe(200);
      for (let i = 0; i < 4; i++) await limited.api.post('/jwt/login', { email: u.email, password: 'wrong-password' });
      expect((await limited.api.post('/jwt/login', { email: u.email, password: u.password })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('blocks an IP after 20 failed attempts across accounts', async () => {
    const limited = await startTestApp();
    try {
      for (let i = 0; i < 20; i++) {
        const res = await limited.api.post('/jwt/login', {
          email: `${unique('nobody')}@t.io`,
          password: 'wrong-password',
        });
        expect(res.status).toBe(400);
      }
      const u = await registerUser(limited.api);
      const blocked = await limited.api.post('/jwt/login', { email: u.email, password: u.password });
      expect(blocked.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('login rate limit across API nodes (Redis)', () => {
  it('shares the failed-attempt count between two API processes', async () => {
    process.env.REDIS_PREFIX = `${process.env.TEST_RUN_ID ?? 'ros_test'}_${unique('rl')}`;
    const [nodeA, nodeB] = [
      await startTestApp({ REDIS_URL: TEST_REDIS_URL }),
      await startTestApp({ REDIS_URL: TEST_REDIS_URL }),
    ];
    try {
      const u = await registerUser(nodeA.api);
      for (let i = 0; i < 3; i++)
        expect((await nodeA.api.post('/jwt/login', { email: u.email, password: 'wrong-password' })).status).toBe(400);
      for (let i = 0; i < 2; i++)
        expect((await nodeB.api.post('/jwt/login', { email: u.email, password: 'wrong-password' })).status).toBe(400);
      expect((await nodeA.api.post('/jwt/login', { email: u.email, password: u.password })).status).toBe(429);
      expect((await nodeB.api.post('/jwt/login', { email: u.email, password: u.password })).status).toBe(429);
    } finally {
      await nodeA.close();
      await nodeB.close();
      delete process.env.REDIS_PREFIX;
    }
  });
});

describe('refresh tokens', () => {
  it('rotates the refresh token and stores only hashes', async () => {
    const u = await registerUser(app.api);
    const res = await app.api.post('/jwt/refresh-token', { refreshToken: u.refreshToken });
    expect(res.status).toBe(200);
    expect(res.body.refreshToken).not.toBe(u.refreshToken);
    const rows = await app.database.db
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('user_id', '=', u.user.id)
      .orderBy('created_at')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]!.family_id).toBe(rows[1]!.family_id);
    expect(rows[0]!.rotated_at).not.toBeNull();
    expect(rows.map((r) => r.token_hash)).not.toContain(u.refreshToken);
    const me = await app.api.withToken(res.body.accessToken).get('/api/me');
    expect(me.status).toBe(200);
  });

  it('revokes the whole family when a rotated token is reused after the grace window', async () => {
    const u = await registerUser(app.api);
    const next = await app.api.post('/jwt/refresh-token', { refreshToken: u.refreshToken });
    expect(next.status).toBe(200);
    // Age the rotation beyond the grace window given to concurrent tabs.
    await app.database.db
      .updateTable('refresh_tokens')
      .set({ rotated_at: new Date(Date.now() - 60_000) })
      .where('user_id', '=', u.user.id)
      .where('rotated_at', 'is not', null)
      .execute();
    const replay = await app.api.post('/jwt/refresh-token', { refreshToken: u.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toMatchObject({ code: 'invalid_refresh_token', message: 'Invalid refresh token' });
    const successor = await app.api.post('/jwt/refresh-token', { refreshToken: next.body.refreshToken });
    expect(successor.status).toBe(401);
    const live = await app.database.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('user_id', '=', u.user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(0);
  });

  it('lets a just-rotated token refresh again within the grace window (two tabs)', async () => {
    const u = await registerUser(app.api);
    const [a, b] = await Promise.all([
      app.api.post('/jwt/refresh-token', { refreshToken: u.refreshToken }),
      app.api.post('/jwt/refresh-token', { refreshToken: u.refreshToken }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await app.api.post('/jwt/refresh-token', { refreshToken: a.body.refreshToken })).status).toBe(200);
    expect((await app.api.post('/jwt/refresh-token', { refreshToken: b.body.refreshToken })).status).toBe(200);
  });

  it('rejects an unknown refresh token', async () => {
    const res = await app.api.post('/jwt/refresh-token', { refreshToken: 'not-a-token' });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Invalid refresh token');
  });

  it('logout revokes the family', async () => {
    const u = await registerUser(app.api);
    const out = await u.api.post('/api/auth/logout', { refreshToken: u.refreshToken });
    expect(out.status).toBe(204);
    expect((await app.api.post('/jwt/refresh-token', { refreshToken: u.refreshToken })).status).toBe(401);
  });

  it('requires a signed-in user for /api routes', async () => {
    const res = await app.api.get('/api/me');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthenticated');
  });
});

describe('forgot and reset password', () => {
  let logged: string[];
  let server: StartedServer;
  let api: ApiClient;
  beforeAll(async () => {
    logged = [];
    const sink = new Writable({ write: (chunk, _enc, done) => void (logged.push(String(chunk)), done()) });
    const config = loadConfig({
      PORT: '0',
      DATABASE_URL: process.env.DATABASE_URL,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'info',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ros-test-')),
      SEED_DEMO: 'never',
    });
    server = await startServer(config, { log: pino({ level: 'info' }, sink) });
    api = new ApiClient(server.url);
  });
  afterAll(() => server.close());

  /**
   * The newest reset link, as its owner reads it in their account messages (the outbox row sent to
   * them); the log never carries it, at any level.
   */
  const resetLinkToken = async (userId?: string) => {
    expect(logged.filter((l) => /reset-password\?token=|verify-email\?token=/.test(l))).toEqual([]);
    if (!userId) return null;
    const row = await server.database.db
      .selectFrom('messages')
      .select('body')
      .where('user_id', '=', userId)
      .where('kind', '=', 'password_reset')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return row ? /reset-password\?token=([A-Za-z0-9_-]+)/.exec(row.body)![1]! : null;
  };

  it('answers 202 for unknown emails without creating a token', async () => {
    const res = await api.post('/api/auth/forgot-password', { email: `${unique('ghost')}@t.io` });
    expect(res.status).toBe(202);
    expect(await resetLinkToken()).toBeNull();
    expect(
      await server.database.db.selectFrom('messages').select('id').where('kind', '=', 'password_reset').execute(),
    ).toEqual([]);
  });

  it('resets the password once with the emailed link (never logged) and revokes sessions', async () => {
    const u = await registerUser(api);
    expect((await api.post('/api/auth/forgot-password', { email: u.email })).status).toBe(202);
    const row = await server.database.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('user_id', '=', u.user.id)
      .executeTakeFirstOrThrow();
    const ttl = new Date(row.expires_at).getTime() - new Date(row.created_at).getTime();
    expect(Math.abs(ttl - 30 * 60 * 1000)).toBeLessThan(5000);
    const token = await resetLinkToken(u.user.id);
    expect(token).toBeTruthy();
    expect(row.token_hash).not.toBe(token);

    const reset = await api.post('/api/auth/reset-password', { token, password: 'BrandNew123' });
    expect(reset.status).toBe(204);
    expect((await api.post('/jwt/refresh-token', { refreshToken: u.refreshToken })).status).toBe(401);
    expect((await api.post('/jwt/login', { email: u.email, password: 'BrandNew123' })).status).toBe(200);

    const again = await api.post('/api/auth/reset-password', { token, password: 'Another123' });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('invalid_input');
    expect(again.body.error.fields.token).toBeTruthy();
  });

  it('refuses an expired reset token', async () => {
    const u = await registerUser(api);
    logged.length = 0;
    await api.post('/api/auth/forgot-password', { email: u.email });
    const token = await resetLinkToken(u.user.id);
    await server.database.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', u.user.id)
      .execute();
    const res = await api.post('/api/auth/reset-password', { token, password: 'BrandNew123' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.token).toBeTruthy();
    expect((await api.post('/jwt/login', { email: u.email, password: u.password })).status).toBe(200);
  });
});

describe('changing the password', () => {
  it('revokes every other session and answers fresh tokens for this one', async () => {
    const u = await registerUser(app.api);
    const laptop = await app.api.post('/jwt/login', { email: u.email, password: u.password });
    expect(laptop.status).toBe(200);
    const changed = await u.api.post('/api/me/password', { currentPassword: u.password, newPassword: 'Changed123!' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      otherSessionsRevoked: true,
    });
    // The other device and the caller's old refresh token are signed out.
    expect((await app.api.post('/jwt/refresh-token', { refreshToken: laptop.body.refreshToken })).status).toBe(401);
    expect((await app.api.post('/jwt/refresh-token', { refreshToken: u.refreshToken })).status).toBe(401);
    // The answer's session works.
    expect((await app.api.withToken(changed.body.accessToken).get('/api/me')).status).toBe(200);
    const next = await app.api.post('/jwt/refresh-token', { refreshToken: changed.body.refreshToken });
    expect(next.status).toBe(200);
    const live = await app.database.db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .distinct()
      .where('user_id', '=', u.user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
  });

  it('revokes nothing when the current password is wrong', async () => {
    const u = await registerUser(app.api);
    const wrong = await u.api.post('/api/me/password', {
      currentPassword: 'not-my-password',
      newPassword: 'Changed123!',
    });
    expect(wrong.status).toBe(400);
    expect((await app.api.post('/jwt/refresh-token', { refreshToken: u.refreshToken })).status).toBe(200);
  });
});

describe('account settings', () => {
  it('updates the profile, checks uniqueness, changes the password and notification flags', async () => {
    const u = await registerUser(app.api);
    const other = await registerUser(app.api);
    const patched = await u.api.patch('/api/me', { fullName: 'Ada Lovelace', country: 'UK', birthDate: '1990-12-10' });
    expect(patched.status).toBe(200);
    expect(patched.body.userData).toMatchObject({ fullName: 'Ada Lovelace', country: 'UK', birthDate: '1990-12-10' });
    const taken = await u.api.patch('/api/me', { username: other.username });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.username).toBe('This username is already in use.');

    const wrong = await u.api.post('/api/me/password', { currentPassword: 'nope-nope', newPassword: 'Another123' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.currentPassword).toBeTruthy();
    const changed = await u.api.post('/api/me/password', { currentPassword: u.password, newPassword: 'Another123' });
    expect(changed.status).toBe(200);
    expect((await app.api.post('/jwt/login', { email: u.email, password: 'Another123' })).status).toBe(200);

    // The device that changed it continues with the tokens of the answer (the old ones were ended).
    const api = u.api.withToken(changed.body.accessToken);
    const settings = await api.put('/api/me/notifications', { guest_call: { email: true } });
    expect(settings.status).toBe(200);
    expect(settings.body.notifications.guest_call).toEqual({ inApp: true, email: true, sms: false });
    const me = await api.get('/api/me');
    expect(me.body.userData.notifications.guest_call).toEqual({ inApp: true, email: true, sms: false });
    const bad = await api.put('/api/me/notifications', { guest_call: { email: 'yes' } });
    expect(bad.status).toBe(400);
  });
});
