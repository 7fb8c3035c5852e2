import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Refresh tokens live 30 days; each use rotates them. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;
/** A just-rotated refresh token still works this long (concurrent tabs refreshing at once). */
export const REFRESH_GRACE_MS = 10_000;
/** Password reset links expire after 30 minutes. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

/** An opaque random token for the client. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** argon2id (the library's default algorithm). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** Makes the dummy hash now (at start), so the first unknown email is not the one refused slower. */
export function warmDummyHash(): void {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
}

/**
 * Checks a password against the account's hash, or, when there is no account, against a real hash
 * (same algorithm and cost) of a random secret: unknown and known emails take the same time to refuse.
 */
export async function verifyPasswordOrDummy(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password);
  warmDummyHash();
  await verifyPassword(await dummyHash!, password);
  return false;
}
