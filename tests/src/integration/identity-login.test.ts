import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../factories';
import { TEST_REDIS_URL } from '../env';
import { startTestApp, unique, type TestApp } from '../harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: 'loopback' });
});
afterAll(() => app.close());

// These apps trust loopback proxies (`TRUST_PROXY=loopback`), so from the tests `X-Forwarded-For` is the client's address.
const from = (address: string) => ({ 'x-forwarded-for': address });
const INVALID = {
  error: {
    code: 'invalid_credentials',
    message: 'Email or Password is Invalid',
    fields: { email: 'Email or Password is Invalid' },
  },
};

describe('login throttling', () => {
  it('five wrong passwords from one address do not lock the owner out from another', async () => {
    const owner = await registerUser(app.api);
    const attacker = from('203.0.113.5');
    for (let i = 0; i < 5; i++) {
      const res = await app.api.post('/jwt/login', { email: owner.email, password: `guess-${i}` }, attacker);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(INVALID);
    }
    const blocked = await app.api.post(
      '/jwt/login',
      { email: owner.email.toUpperCase(), password: owner.password },
      attacker,
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('rate_limited');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    const atWork = await app.api.post(
      '/jwt/login',
      { email: owner.email, password: owner.password },
      from('198.51.100.7'),
    );
    expect(atWork.status).toBe(200);
    expect(atWork.body.userData.id).toBe(owner.user.id);
  });

  it('an address failing across many accounts is stopped; others are not', async () => {
    const attacker = from('203.0.113.66');
    for (let i = 0; i < 20; i++) {
      expect(
        (await app.api.post('/jwt/login', { email: `${unique('nobody')}@t.io`, password: 'wrong-password' }, attacker))
          .status,
      ).toBe(400);
    }
    const u = await registerUser(app.api);
    expect((await app.api.post('/jwt/login', { email: u.email, password: u.password }, attacker)).status).toBe(429);
    expect(
      (await app.api.post('/jwt/login', { email: u.email, password: u.password }, from('198.51.100.66'))).status,
    ).toBe(200);
  });

  it('refuses an unknown email exactly as a wrong password', async () => {
    const u = await registerUser(app.api);
    const address = from('192.0.2.10');
    const wrong = await app.api.post('/jwt/login', { email: u.email, password: 'wrong-password' }, address);
    const unknown = await app.api.post(
      '/jwt/login',
      { email: `${unique('ghost')}@t.io`, password: 'wrong-password' },
      address,
    );
    expect([wrong.status, unknown.status]).toEqual([400, 400]);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('bounds the email a sign-in takes', async () => {
    const res = await app.api.post('/jwt/login', { email: `${'x'.repeat(300_000)}@t.io`, password: 'whatever' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.email).toBe('Email is too long.');
  });
});

describe('login throttling in Redis', () => {
  it('keys hold a hash of the email and address, never the email itself', async () => {
    const prefix = `${process.env.TEST_RUN_ID ?? 'ros_test'}_${unique('lk')}`;
    process.env.REDIS_PREFIX = prefix;
    const node = await startTestApp({ REDIS_URL: TEST_REDIS_URL, TRUST_PROXY: 'loopback' });
    const redis = new Redis(TEST_REDIS_URL);
    try {
      const long = `${'y'.repeat(240)}@t.io`;
      expect(
        (await node.api.post('/jwt/login', { email: long, password: 'wrong-password' }, from('203.0.113.9'))).status,
      ).toBe(400);
      const keys = await redis.keys(`${prefix}:login*`);
      expect(keys).toHaveLength(2); // (account, address) and address
      for (const key of keys) {
        expect(key.length).toBeLessThan(prefix.length + 100);
        expect(key).not.toContain('@');
        expect(key).not.toContain('203.0.113.9');
      }
    } finally {
      redis.disconnect();
      await node.close();
      delete process.env.REDIS_PREFIX;
    }
  });
});
