import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './auth';

const SECRET = 'unit-secret-unit-secret-unit-secret-0123456789';
const user = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ann',
  email: 'ann@test.restaurant-os.app',
  sessionVersion: 3,
  sessionId: '00000000-0000-4000-8000-0000000000aa',
};

describe('verifyAccessToken', () => {
  it('accepts a valid token again, and never under another secret', () => {
    const token = signAccessToken(SECRET, user);
    expect(verifyAccessToken(SECRET, token)).toEqual(user);
    expect(verifyAccessToken(SECRET, token)).toEqual(user);
    expect(verifyAccessToken(`${SECRET}-rotated`, token)).toBeNull();
  });

  it('refuses a token once it has expired, even after it was accepted', async () => {
    const token = jwt.sign({ sub: user.id, name: user.name, email: user.email, sv: 3, sid: user.sessionId }, SECRET, {
      algorithm: 'HS256',
      expiresIn: 1,
    });
    expect(verifyAccessToken(SECRET, token)).toEqual(user);
    await new Promise((r) => setTimeout(r, 2100));
    expect(verifyAccessToken(SECRET, token)).toBeNull();
  });

  it('reads a token minted before session versions as the first version', () => {
    const token = jwt.sign({ sub: user.id, name: user.name, email: user.email }, SECRET, {
      algorithm: 'HS256',
      expiresIn: 60,
    });
    expect(verifyAccessToken(SECRET, token)).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      sessionVersion: 1,
    });
  });

  it('refuses a tampered token', () => {
    const token = signAccessToken(SECRET, user);
    const [head, , sig] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: user.id, name: 'Mallory', email: user.email, exp: 4102444800 }),
    ).toString('base64url');
    expect(verifyAccessToken(SECRET, `${head}.${forged}.${sig}`)).toBeNull();
  });
});
