import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created } from '../../../kernel/replies';
import * as waitlist from './waitlist.service';

/** The walk-in waitlist (Premium, with reservations). */
export const waitlistRoutes = defineRoutes('waitlist', (r, deps) => {
  r.tenant(op.listWaitlist, { summary: 'The waitlist' }, (ctx, { query }) => waitlist.listWaitlist(ctx, query));
  r.tenant(op.addToWaitlist, { summary: 'Add a party to the waitlist' }, async (ctx, { body }) =>
    created(await waitlist.addToWaitlist(ctx, body)),
  );
  r.tenant(op.setWaitlistStatus, { summary: 'Notify, seat or remove a waiting party' }, (ctx, { params, body }) =>
    waitlist.setWaitlistStatus(ctx, params.entryId, body, deps.config.linkBase),
  );
});
