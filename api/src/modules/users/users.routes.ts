import { defineRoutes } from '../../http/routes';
import { ZChangePasswordBody, ZNotificationsBody, ZUpdateMeBody } from './users.schemas';
import * as users from './users.service';

/** The signed-in user's own account: profile, password, notification switches. */
export const usersRoutes = defineRoutes('users', (r, deps) => {
  r.user('get', '/api/me', { summary: 'The signed-in user' }, (ctx) => ctx.transaction(({ trx }) => users.getMe(trx, ctx.user.id)));
  r.user('patch', '/api/me', { summary: 'Update the profile', body: ZUpdateMeBody }, (ctx, { body }) =>
    ctx.transaction(({ trx }) => users.updateMe(trx, ctx.user.id, body)));
  r.user('post', '/api/me/password', { summary: 'Change the password (revokes every session; continue with the returned tokens)', body: ZChangePasswordBody }, (ctx, { body }) =>
    users.changePassword(ctx, deps.config.jwtSecret, body.currentPassword, body.newPassword));
  r.user('put', '/api/me/notifications', { summary: 'Notification switches', body: ZNotificationsBody }, (ctx, { body }) =>
    ctx.transaction(({ trx }) => users.setNotifications(trx, ctx.user.id, body)));
});
