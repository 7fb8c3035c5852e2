import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '@ros/db';
import type { AppConfig } from '../../../config';
import { queueMessage } from '../../messaging/outbox';
import { hashToken, newOpaqueToken } from './tokens';

/** Verification links expire after two days (a new one can be sent at any time). */
export const VERIFY_TOKEN_TTL_MS = 48 * 3600 * 1000;

/** How links are made and shown: the configured public address, and whether the log shows them too. */
export interface LinkOptions {
  /** `config.linkBase`: every link in a message starts with it. */
  linkBase: string;
  /** Embedded mode has no mail provider at hand: the link is also written to the log. */
  logLinks: boolean;
}

/** The links of account emails: in embedded mode the log shows them too (no mail provider there). */
export const linkOptions = (config: AppConfig): LinkOptions => ({
  linkBase: config.linkBase,
  logLinks: config.mode === 'embedded',
});

/** A message queued in the outbox of account messages, ready to be logged once committed. */
export interface QueuedLink {
  userId: string;
  to: string;
  kind: 'email_verification' | 'password_reset';
  link: string;
}

/** The account's own language: account messages read in it (they come from no restaurant). */
const languageOf = async (db: Kysely<DB>, userId: string) =>
  (await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst())?.language;

/**
 * Creates a single-use link proving the holder of `email` reads it, and queues it to that address.
 * Used at registration (the email given) and on a change of email (the new address).
 * The outbox holds the link as the mail would; the token table holds only its hash.
 */
export async function queueVerificationLink(
  db: Kysely<DB>,
  userId: string,
  email: string,
  options: LinkOptions,
): Promise<QueuedLink> {
  const token = newOpaqueToken();
  await db
    .insertInto('email_verification_tokens')
    .values({
      user_id: userId,
      email,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + VERIFY_TOKEN_TTL_MS),
    })
    .execute();
  const link = `${options.linkBase}/verify-email?token=${token}`;
  await queueMessage(db, options.linkBase, {
    restaurantId: null,
    userId,
    kind: 'email_verification',
    to: email,
    data: { email, link },
    language: await languageOf(db, userId),
  });
  return { userId, to: email, kind: 'email_verification', link };
}

/** Queues a password reset link (created by the caller) to the account's address. */
export async function queueResetLink(
  db: Kysely<DB>,
  userId: string,
  email: string,
  token: string,
  options: LinkOptions,
): Promise<QueuedLink> {
  const link = `${options.linkBase}/reset-password?token=${token}`;
  await queueMessage(db, options.linkBase, {
    restaurantId: null,
    userId,
    kind: 'password_reset',
    to: email,
    data: { link },
    language: await languageOf(db, userId),
  });
  return { userId, to: email, kind: 'password_reset', link };
}

/** After the commit: in embedded mode the log shows the link (there is no mail provider to send it). */
export function logLink(log: Logger, options: LinkOptions, queued: QueuedLink) {
  if (!options.logLinks) return;
  const message = queued.kind === 'password_reset' ? 'password reset requested' : 'email verification requested';
  const linkField = queued.kind === 'password_reset' ? 'resetLink' : 'verifyLink';
  log.info({ userId: queued.userId, to: queued.to, [linkField]: queued.link }, message);
}

/**
 * Marks a valid verification token used, atomically: its user and the address it proves, or null
 * when it is unknown, used or expired.
 */
export const consumeVerificationToken = (db: Kysely<DB>, token: string) =>
  db
    .updateTable('email_verification_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['user_id', 'email'])
    .executeTakeFirst();
