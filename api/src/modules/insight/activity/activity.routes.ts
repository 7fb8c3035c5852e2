import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { listActivity } from './activity.service';

/** The restaurant's activity log: its event stream, filtered and paged. */
export const activityRoutes = defineRoutes('activity', (r) => {
  r.tenant(op.listActivity, { summary: 'Activity log (the event stream)' }, (ctx, { query }) =>
    listActivity(ctx, query),
  );
});
