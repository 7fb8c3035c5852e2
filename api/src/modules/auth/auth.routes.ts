import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { parse } from '../../http/validate';
import * as auth from './auth.service';
import { ZForgotPasswordBody, ZLoginBody, ZRefreshBody, ZRegisterBody, ZResetPasswordBody } from './auth.schemas';
import { createLoginLimiter } from './login-limiter';

/** The seed's `/jwt/*` sign-in contracts plus logout and password reset. */
export const authRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const ctx: auth.AuthDeps = { db: deps.db, jwtSecret: deps.config.jwtSecret, log: deps.log, limiter: createLoginLimiter(deps.config.redisUrl), publicUrl: deps.config.publicUrl };

  r.post('/jwt/register', async (req, res) => {
    res.status(201).json(await auth.register(ctx, parse(ZRegisterBody, req.body)));
  });
  r.post('/jwt/login', async (req, res) => {
    res.json(await auth.login(ctx, parse(ZLoginBody, req.body), req.ip ?? 'unknown'));
  });
  r.post('/jwt/refresh-token', async (req, res) => {
    res.json(await auth.refresh(ctx, parse(ZRefreshBody, req.body).refreshToken));
  });
  r.post('/api/auth/logout', requireUser(deps.config.jwtSecret), async (req, res) => {
    await auth.logout(ctx, req.user!.id, parse(ZRefreshBody, req.body).refreshToken);
    res.status(204).end();
  });
  // Signed-out flows: no access token here by nature.
  r.post('/api/auth/forgot-password', async (req, res) => {
    await auth.forgotPassword(ctx, parse(ZForgotPasswordBody, req.body).email);
    res.status(202).json({ ok: true });
  });
  r.post('/api/auth/reset-password', async (req, res) => {
    const body = parse(ZResetPasswordBody, req.body);
    await auth.resetPassword(ctx, body.token, body.password);
    res.status(204).end();
  });
  return r;
};
