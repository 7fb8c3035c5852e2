import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { linkOptions } from '../auth';
import * as users from './me.service';

/** The signed-in user's own account: profile, password, notification switches. */
export const usersRoutes = defineRoutes('users', (r, deps) => {
  r.user(op.getMe, { summary: 'The signed-in user (on a terminal: with its restaurant only)', floor: true }, (ctx) =>
    ctx.transaction(({ trx }) => users.getMe(trx, ctx.user.id, ctx.user.floor?.restaurantId)),
  );
  r.user(
    op.updateMe,
    { summary: 'Update the profile (a new email counts once confirmed from the link sent to it)' },
    (ctx, { body }) => users.updateMe(ctx, body, linkOptions(deps.config)),
  );
  r.user(
    op.changePassword,
    { summary: 'Change the password (ends every session; continue with the returned tokens)' },
    (ctx, { body }) =>
      users.changePassword(
        ctx,
        { jwtSecret: deps.config.jwtSecret, endSessions: deps.endSessions },
        body.currentPassword,
        body.newPassword,
      ),
  );
  r.user(op.setNotifications, { summary: 'Notification switches' }, (ctx, { body }) =>
    ctx.transaction(({ trx }) => users.setNotifications(trx, ctx.user.id, body)),
  );
});
