import { operations as op } from '@ros/shared-events';
import type { AppDeps } from '../../../deps';
import type { OpenContext } from '../../../kernel/account';
import { accepted, created, noContent } from '../../../kernel/replies';
import { defineRoutes } from '../../../kernel/routes';
import { linkOptions } from './account-links';
import * as auth from './auth.service';
import { resendVerification, verifyEmail } from './email-verification.service';
import { createLoginLimiter } from './login-limiter';
import { warmDummyHash } from './tokens';

/** The seed's `/jwt/*` sign-in contracts plus logout, password reset and email confirmation. */
export const authRoutes = defineRoutes('auth', (r, deps: AppDeps) => {
  const limiter = createLoginLimiter(deps.config.redisUrl);
  warmDummyHash();
  const authDeps = (ctx: OpenContext): auth.AuthDeps => ({
    transaction: ctx.transaction,
    jwtSecret: deps.config.jwtSecret,
    log: ctx.log,
    limiter,
    links: linkOptions(deps.config),
    endSessions: deps.endSessions,
  });
  r.open(op.register, { summary: 'Register (a link to confirm the email is queued to it)' }, async (ctx, { body }) =>
    created(await auth.register(authDeps(ctx), body)),
  );
  r.open(op.login, { summary: 'Sign in' }, (ctx, { body }) => auth.login(authDeps(ctx), body, ctx.ip));
  r.open(op.refresh, { summary: 'Rotate the refresh token' }, (ctx, { body }) =>
    auth.refresh(authDeps(ctx), body.refreshToken),
  );
  r.user(op.logout, { summary: 'Sign this device out (its refresh family, its sockets)' }, async (ctx, { body }) => {
    await auth.logout(authDeps(ctx), ctx.user.id, body.refreshToken);
    return noContent();
  });
  r.user(
    op.logoutEverywhere,
    { summary: 'Sign out every device: every token issued before stops working, every socket closes' },
    async (ctx) => {
      await auth.logoutEverywhere(authDeps(ctx), ctx.user.id);
      return noContent();
    },
  );
  // Signed-out flows: no access token here by nature.
  r.open(op.forgotPassword, { summary: 'Request a reset link' }, async (ctx, { body }) => {
    await auth.forgotPassword(authDeps(ctx), body.email);
    return accepted({ ok: true });
  });
  r.open(
    op.resetPassword,
    { summary: 'Reset the password with a link token (ends every session)' },
    async (ctx, { body }) => {
      await auth.resetPassword(authDeps(ctx), body.token, body.password);
      return noContent();
    },
  );
  r.open(op.verifyEmail, { summary: 'Confirm an email address from its link' }, (ctx, { body }) =>
    verifyEmail(ctx, body.token),
  );
  r.user(
    op.resendVerification,
    { summary: 'Send the confirmation link again (to the pending new address, or the unconfirmed one)' },
    async (ctx) => accepted(await resendVerification(ctx, linkOptions(deps.config))),
  );
});
