import type { AppDeps } from '../../deps';
import type { OpenContext } from '../../http/account';
import { accepted, created, noContent } from '../../http/replies';
import { defineRoutes } from '../../http/routes';
import * as auth from './auth.service';
import { ZForgotPasswordBody, ZLoginBody, ZRefreshBody, ZRegisterBody, ZResetPasswordBody } from './auth.schemas';
import { createLoginLimiter } from './login-limiter';

/** The seed's `/jwt/*` sign-in contracts plus logout and password reset. */
export const authRoutes = defineRoutes('auth', (r, deps: AppDeps) => {
  const limiter = createLoginLimiter(deps.config.redisUrl);
  const authDeps = (ctx: OpenContext): auth.AuthDeps => ({
    transaction: ctx.transaction, jwtSecret: deps.config.jwtSecret, log: ctx.log, limiter, publicUrl: deps.config.publicUrl,
  });
  r.open('post', '/jwt/register', { summary: 'Register', body: ZRegisterBody }, async (ctx, { body }) => created(await auth.register(authDeps(ctx), body)));
  r.open('post', '/jwt/login', { summary: 'Sign in', body: ZLoginBody }, (ctx, { body }) => auth.login(authDeps(ctx), body, ctx.ip));
  r.open('post', '/jwt/refresh-token', { summary: 'Rotate the refresh token', body: ZRefreshBody }, (ctx, { body }) => auth.refresh(authDeps(ctx), body.refreshToken));
  r.user('post', '/api/auth/logout', { summary: 'Revoke the refresh token family', body: ZRefreshBody }, async (ctx, { body }) => {
    await auth.logout(authDeps(ctx), ctx.user.id, body.refreshToken);
    return noContent();
  });
  // Signed-out flows: no access token here by nature.
  r.open('post', '/api/auth/forgot-password', { summary: 'Request a reset link', body: ZForgotPasswordBody }, async (ctx, { body }) => {
    await auth.forgotPassword(authDeps(ctx), body.email);
    return accepted({ ok: true });
  });
  r.open('post', '/api/auth/reset-password', { summary: 'Reset the password with a link token', body: ZResetPasswordBody }, async (ctx, { body }) => {
    await auth.resetPassword(authDeps(ctx), body.token, body.password);
    return noContent();
  });
});
