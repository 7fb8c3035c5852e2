import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { parse } from '../../http/validate';
import { ZChangePasswordBody, ZNotificationsBody, ZUpdateMeBody } from './users.schemas';
import * as users from './users.service';

/** The signed-in user's own account: profile, password, notification switches. */
export const usersRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  r.use('/api/me', requireUser(deps.config.jwtSecret));
  r.get('/api/me', async (req, res) => {
    res.json(await users.getMe(deps.db, req.user!.id));
  });
  r.patch('/api/me', async (req, res) => {
    res.json(await users.updateMe(deps.db, req.user!.id, parse(ZUpdateMeBody, req.body)));
  });
  r.post('/api/me/password', async (req, res) => {
    const body = parse(ZChangePasswordBody, req.body);
    res.json(await users.changePassword(deps.db, deps.config.jwtSecret, req.user!.id, body.currentPassword, body.newPassword));
  });
  r.put('/api/me/notifications', async (req, res) => {
    res.json(await users.setNotifications(deps.db, req.user!.id, parse(ZNotificationsBody, req.body)));
  });
  return r;
};
