import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created } from '../../../kernel/replies';
import * as drawer from './cash-drawer.service';

/** Cash drawer sessions: open with a float, pay in/out, close with a count, Z report (on screen or printed). */
export const cashDrawerRoutes = defineRoutes('cashDrawer', (r) => {
  r.tenant(op.openSession, { summary: 'Open a cash drawer session with its float' }, async (ctx, { body }) =>
    created(await drawer.openSession(ctx, body)),
  );
  r.tenant(op.listSessions, { summary: 'Drawer sessions, newest first' }, (ctx, { query }) =>
    drawer.listSessions(ctx, query),
  );
  r.tenant(op.currentSession, { summary: 'The open drawer session of a terminal' }, (ctx, { query }) =>
    drawer.currentSession(ctx, query.name),
  );
  r.tenant(op.getSession, { summary: 'One drawer session' }, (ctx, { params }) =>
    drawer.getSession(ctx, params.sessionId),
  );
  r.tenant(op.addMovement, { summary: 'Pay in or pay out with a reason' }, async (ctx, { params, body }) =>
    created(await drawer.addMovement(ctx, params.sessionId, body)),
  );
  r.tenant(op.noSale, { summary: 'Open the drawer without a sale, with a reason' }, (ctx, { params, body }) =>
    drawer.noSale(ctx, params.sessionId, body),
  );
  r.tenant(op.closeSession, { summary: 'Close the drawer with the counted cash' }, (ctx, { params, body }) =>
    drawer.closeSession(ctx, params.sessionId, body),
  );
  r.tenant(op.zReport, { summary: 'The Z report of a drawer session' }, (ctx, { params }) =>
    drawer.zReport(ctx, params.sessionId),
  );
  r.tenant(
    op.printZReport,
    { summary: 'Print the Z report of a drawer session on a receipt printer' },
    async (ctx, { params, body }) => created(await drawer.printZReport(ctx, params.sessionId, body)),
  );
});
