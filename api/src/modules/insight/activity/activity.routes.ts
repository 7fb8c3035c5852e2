import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { listActivity, verifyActivity } from './activity.service';

/** The restaurant's activity log: its event stream, filtered and paged. */
export const activityRoutes = defineRoutes('activity', (r) => {
  r.tenant(op.listActivity, { summary: 'Activity log (the event stream)' }, (ctx, { query }) =>
    listActivity(ctx, query),
  );
  r.tenant(
    op.verifyActivity,
    { summary: "Verify the activity log's hash chain (the owner only; not from a terminal)", floor: false },
    (ctx, { query }) => verifyActivity(ctx, query.afterSeq),
  );
});
