import type { Kysely } from 'kysely';
import type { DB } from '@ros/db';
import type { AppConfig } from '../../../config';
import { queueMessage } from '../../messaging/outbox';
import { hashToken, newOpaqueToken } from './tokens';

/** Verification links expire after two days (a new one can be sent at any time). */
export const VERIFY_TOKEN_TTL_MS = 48 * 3600 * 1000;

/**
 * How links are made: the configured public address. A link is never written to the log (a log is
 * read by more people than the account's owner, and kept); without a mail provider its owner finds
 * it in their account messages (Settings), which show the outbox rows addressed to them.
 */
export interface LinkOptions {
  /** `config.linkBase`: every link in a message starts with it. */
  linkBase: string;
}

/** The links of account emails. */
export const linkOptions = (config: AppConfig): LinkOptions => ({ linkBase: config.linkBase });

/** A message queued in the outbox of account messages. */
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
