import { ZForgotPassword, ZRefresh, ZSignIn, ZVerificationSent, ZVerifyEmail } from '@ros/shared-events';
import type { AppDeps } from '../../../deps';
import type { OpenContext } from '../../../kernel/account';
import { accepted, created, noContent } from '../../../kernel/replies';
import { defineRoutes } from '../../../kernel/routes';
import { linkOptions } from './account-links';
import * as auth from './auth.service';
import { ZForgotPasswordBody, ZLoginBody, ZRefreshBody, ZRegisterBody, ZResetPasswordBody, ZVerifyEmailBody } from './auth.schemas';
import { resendVerification, verifyEmail } from './email-verification.service';
import { createLoginLimiter } from './login-limiter';
import { warmDummyHash } from './tokens';

/** The seed's `/jwt/*` sign-in contracts plus logout, password reset and email confirmation. */
export const authRoutes = defineRoutes('auth', (r, deps: AppDeps) => {
  const limiter = createLoginLimiter(deps.config.redisUrl);
  warmDummyHash();
  const authDeps = (ctx: OpenContext): auth.AuthDeps => ({
    transaction: ctx.transaction, jwtSecret: deps.config.jwtSecret, log: ctx.log, limiter, links: linkOptions(deps.config), endSessions: deps.endSessions,
  });
  r.open('post', '/jwt/register', { summary: 'Register (a link to confirm the email is queued to it)', body: ZRegisterBody, reply: ZSignIn }, async (ctx, { body }) =>
    created(await auth.register(authDeps(ctx), body)));
  r.open('post', '/jwt/login', { summary: 'Sign in', body: ZLoginBody, reply: ZSignIn }, (ctx, { body }) => auth.login(authDeps(ctx), body, ctx.ip));
  r.open('post', '/jwt/refresh-token', { summary: 'Rotate the refresh token', body: ZRefreshBody, reply: ZRefresh }, (ctx, { body }) => auth.refresh(authDeps(ctx), body.refreshToken));
  r.user('post', '/api/auth/logout', { summary: 'Sign this device out (its refresh family, its sockets)', body: ZRefreshBody }, async (ctx, { body }) => {
    await auth.logout(authDeps(ctx), ctx.user.id, body.refreshToken);
    return noContent();
  });
  r.user('post', '/api/auth/logout-everywhere', { summary: 'Sign out every device: every token issued before stops working, every socket closes' }, async (ctx) => {
    await auth.logoutEverywhere(authDeps(ctx), ctx.user.id);
    return noContent();
  });
  // Signed-out flows: no access token here by nature.
  r.open('post', '/api/auth/forgot-password', { summary: 'Request a reset link', body: ZForgotPasswordBody, reply: ZForgotPassword }, async (ctx, { body }) => {
    await auth.forgotPassword(authDeps(ctx), body.email);
    return accepted({ ok: true });
  });
  r.open('post', '/api/auth/reset-password', { summary: 'Reset the password with a link token (ends every session)', body: ZResetPasswordBody }, async (ctx, { body }) => {
    await auth.resetPassword(authDeps(ctx), body.token, body.password);
    return noContent();
  });
  r.open('post', '/api/auth/verify-email', { summary: 'Confirm an email address from its link', body: ZVerifyEmailBody, reply: ZVerifyEmail }, (ctx, { body }) => verifyEmail(ctx, body.token));
  r.user('post', '/api/auth/verify-email/resend', { summary: 'Send the confirmation link again (to the pending new address, or the unconfirmed one)', reply: ZVerificationSent }, async (ctx) =>
    accepted(await resendVerification(ctx, linkOptions(deps.config))));
});
