import type { Kysely, Selectable } from 'kysely';
import type { DB, Users } from '@ros/db';
import type { OpenContext, UserContext } from '../../../kernel/account';
import { duplicate, notFound, ruleViolation, invalidInput } from '../../../kernel/errors';
import { isUniqueViolation } from '../../../kernel/tenant';
import { findUserByEmail, findUserById, updateUser } from './users.repo';
import { consumeVerificationToken, queueVerificationLink, type LinkOptions, type QueuedLink } from './account-links';
import { EMAIL_TAKEN } from './auth.service';
import { tooManyAttempts } from './attempt-limiter';

export const INVALID_VERIFY_LINK = 'This confirmation link is invalid or has expired.';
const RESEND_INTERVAL_MS = 60_000;

const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

/**
 * Confirms an address from its link. The account's own email becomes verified; a pending new email
 * replaces the old one only now (409 when someone else took it meanwhile, the link staying valid).
 * A link for an address the account no longer asks for is refused.
 */
export async function verifyEmail(ctx: Pick<OpenContext, 'transaction'>, token: string) {
  try {
    return await ctx.transaction(async ({ trx }) => {
      const used = await consumeVerificationToken(trx, token);
      const user = used ? await findUserById(trx, used.user_id) : undefined;
      if (!used || !user) throw invalidLink();
      if (sameEmail(user.email, used.email)) {
        const updated = await updateUser(trx, user.id, {
          email_verified_at: user.email_verified_at ?? new Date(),
          ...(sameEmail(user.pending_email, used.email) ? { pending_email: null } : {}),
        });
        return { email: updated.email, emailVerified: true };
      }
      if (!sameEmail(user.pending_email, used.email)) throw invalidLink();
      const holder = await findUserByEmail(trx, used.email);
      if (holder && holder.id !== user.id) throw duplicate(EMAIL_TAKEN, 'email');
      const updated = await updateUser(trx, user.id, {
        email: used.email,
        email_verified_at: new Date(),
        pending_email: null,
      });
      return { email: updated.email, emailVerified: true };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_key')) throw duplicate(EMAIL_TAKEN, 'email');
    throw err;
  }
}

const invalidLink = () => invalidInput('token', INVALID_VERIFY_LINK);

/**
 * In the caller's transaction, after a `PATCH /api/me` asked for `email`: the same address as now
 * cancels a pending change; another one becomes the pending email and gets a link. The email on
 * record does not change until that link is opened.
 */
export async function requestEmailChange(
  db: Kysely<DB>,
  user: Selectable<Users>,
  email: string,
  links: LinkOptions,
): Promise<QueuedLink | null> {
  if (sameEmail(user.email, email)) {
    if (user.pending_email) await updateUser(db, user.id, { pending_email: null });
    return null;
  }
  if (sameEmail(user.pending_email, email)) return null; // already asked: "resend" sends it again
  await updateUser(db, user.id, { pending_email: email });
  return queueVerificationLink(db, user.id, email, links);
}

/** Sends the link again: to the pending new address, else to the account's address while unconfirmed. */
export async function resendVerification(ctx: UserContext, links: LinkOptions) {
  const queued = await ctx.transaction(async ({ trx }) => {
    const user = await findUserById(trx, ctx.user.id);
    if (!user) throw notFound('User');
    const to = user.pending_email ?? (user.email_verified_at ? null : user.email);
    if (!to) throw ruleViolation('Your email address is already confirmed.');
    const last = await trx
      .selectFrom('email_verification_tokens')
      .select('created_at')
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const waitMs = last ? new Date(last.created_at).getTime() + RESEND_INTERVAL_MS - Date.now() : 0;
    if (waitMs > 0) throw tooManyAttempts('confirmation emails', waitMs);
    return queueVerificationLink(trx, user.id, to, links);
  });
  return { sentTo: queued.to };
}

/**
 * For invitations: the user's email when they confirmed they hold it, null otherwise (a pending
 * new address never counts, nor does an address typed into a profile).
 */
export async function verifiedEmailOf(trx: Kysely<DB>, userId: string): Promise<string | null> {
  const user = await findUserById(trx, userId);
  return user?.email_verified_at ? user.email : null;
}
