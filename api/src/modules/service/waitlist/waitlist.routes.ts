import { ZWaitlist, ZWaitlistEntry, ZWaitlistStatusChange } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created } from '../../../kernel/replies';
import { ZAddWaitlistBody, ZWaitlistQuery, ZWaitlistStatusBody } from './waitlist.schemas';
import * as waitlist from './waitlist.service';

/** The walk-in waitlist (Premium, with reservations). */
export const waitlistRoutes = defineRoutes('waitlist', (r) => {
  const base = '/api/restaurants/:restaurantId/waitlist';
  r.tenant('get', base, { summary: 'The waitlist', query: ZWaitlistQuery, reply: ZWaitlist }, (ctx, { query }) => waitlist.listWaitlist(ctx, query));
  r.tenant('post', base, { summary: 'Add a party to the waitlist', body: ZAddWaitlistBody, reply: ZWaitlistEntry }, async (ctx, { body }) => created(await waitlist.addToWaitlist(ctx, body)));
  r.tenant('post', `${base}/:entryId/status`, { summary: 'Notify, seat or remove a waiting party', body: ZWaitlistStatusBody, reply: ZWaitlistStatusChange }, (ctx, { params, body }) => waitlist.setWaitlistStatus(ctx, params.entryId, body));
});
