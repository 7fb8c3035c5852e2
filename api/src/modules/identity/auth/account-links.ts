import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '@ros/db';
import type { AppConfig } from '../../../config';
import { hashToken, newOpaqueToken } from './tokens';

/** Verification links expire after two days (a new one can be sent at any time). */
export const VERIFY_TOKEN_TTL_MS = 48 * 3600 * 1000;

/** How links are made and shown: the public address, and whether the log shows them too. */
export interface LinkOptions {
  publicUrl: string | null;
  /** Embedded mode has no mail provider at hand: the link is also written to the log. */
  logLinks: boolean;
}

/** The links of account emails: in embedded mode the log shows them too (no mail provider there). */
export const linkOptions = (config: AppConfig): LinkOptions => ({
  publicUrl: config.publicUrl,
  logLinks: config.mode === 'embedded',
});

/** A message queued in the outbox of account messages, ready to be logged once committed. */
export interface QueuedLink {
  userId: string;
  to: string;
  kind: 'email_verification' | 'password_reset';
  link: string;
}

/**
 * Queues an account email (no restaurant) in the messages outbox, in the caller's transaction.
 * The outbox holds the link as the mail would; the token tables hold only its hash.
 */
async function queueAccountMail(db: Kysely<DB>, mail: QueuedLink & { subject: string; body: string }) {
  await db
    .insertInto('messages')
    .values({
      restaurant_id: null,
      user_id: mail.userId,
      channel: 'email',
      to: mail.to,
      kind: mail.kind,
      subject: mail.subject,
      body: mail.body,
    })
    .execute();
}

/**
 * Creates a single-use link proving the holder of `email` reads it, and queues it to that address.
 * Used at registration (the email given) and on a change of email (the new address).
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
  const link = `${options.publicUrl ?? ''}/verify-email?token=${token}`;
  const queued: QueuedLink = { userId, to: email, kind: 'email_verification', link };
  await queueAccountMail(db, {
    ...queued,
    subject: 'Confirm your email address',
    body: `Open this link to confirm that ${email} is your address: ${link}\nIf you did not ask for this, ignore this email.`,
  });
  return queued;
}

/** Queues a password reset link (created by the caller) to the account's address. */
export async function queueResetLink(
  db: Kysely<DB>,
  userId: string,
  email: string,
  token: string,
  options: LinkOptions,
): Promise<QueuedLink> {
  const link = `${options.publicUrl ?? ''}/reset-password?token=${token}`;
  const queued: QueuedLink = { userId, to: email, kind: 'password_reset', link };
  await queueAccountMail(db, {
    ...queued,
    subject: 'Reset your password',
    body: `Open this link within 30 minutes to choose a new password: ${link}\nIf you did not ask for this, ignore this email.`,
  });
  return queued;
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
