import { ZActivityPage } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { ZActivityQuery } from './activity.schemas';
import { listActivity } from './activity.service';

/** The restaurant's activity log: its event stream, filtered and paged. */
export const activityRoutes = defineRoutes('activity', (r) => {
  r.tenant('get', '/api/restaurants/:restaurantId/events', { summary: 'Activity log (the event stream)', query: ZActivityQuery, reply: ZActivityPage }, (ctx, { query }) => listActivity(ctx, query));
});
