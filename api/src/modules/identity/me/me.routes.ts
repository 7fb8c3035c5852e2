import { ZChangePassword, ZMe, ZNotifications, ZUpdateMe } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { linkOptions } from '../auth';
import { ZChangePasswordBody, ZNotificationsBody, ZUpdateMeBody } from './me.schemas';
import * as users from './me.service';

/** The signed-in user's own account: profile, password, notification switches. */
export const usersRoutes = defineRoutes('users', (r, deps) => {
  r.user('get', '/api/me', { summary: 'The signed-in user (on a terminal: with its restaurant only)', reply: ZMe, floor: true }, (ctx) =>
    ctx.transaction(({ trx }) => users.getMe(trx, ctx.user.id, ctx.user.floor?.restaurantId)));
  r.user('patch', '/api/me', { summary: 'Update the profile (a new email counts once confirmed from the link sent to it)', body: ZUpdateMeBody, reply: ZUpdateMe }, (ctx, { body }) =>
    users.updateMe(ctx, body, linkOptions(deps.config)));
  r.user('post', '/api/me/password', { summary: 'Change the password (ends every session; continue with the returned tokens)', body: ZChangePasswordBody, reply: ZChangePassword }, (ctx, { body }) =>
    users.changePassword(ctx, { jwtSecret: deps.config.jwtSecret, endSessions: deps.endSessions }, body.currentPassword, body.newPassword));
  r.user('put', '/api/me/notifications', { summary: 'Notification switches', body: ZNotificationsBody, reply: ZNotifications }, (ctx, { body }) =>
    ctx.transaction(({ trx }) => users.setNotifications(trx, ctx.user.id, body)));
});
