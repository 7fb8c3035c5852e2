import { ZDrawerReport, ZDrawerSession, ZDrawerSessionPage, ZPrintJob } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created } from '../../../kernel/replies';
import * as drawer from './cash-drawer.service';
import { ZCloseSessionBody, ZCurrentQuery, ZMovementBody, ZOpenSessionBody, ZPrintZReportBody, ZSessionListQuery } from './cash-drawer.schemas';

/** Cash drawer sessions: open with a float, pay in/out, close with a count, Z report (on screen or printed). */
export const cashDrawerRoutes = defineRoutes('cashDrawer', (r) => {
  const base = '/api/restaurants/:restaurantId/cash-drawer';
  r.tenant('post', `${base}/sessions`, { summary: 'Open a cash drawer session with its float', body: ZOpenSessionBody, reply: ZDrawerSession }, async (ctx, { body }) => created(await drawer.openSession(ctx, body)));
  r.tenant('get', `${base}/sessions`, { summary: 'Drawer sessions, newest first', query: ZSessionListQuery, reply: ZDrawerSessionPage }, (ctx, { query }) => drawer.listSessions(ctx, query));
  r.tenant('get', `${base}/current`, { summary: 'The open drawer session of a terminal', query: ZCurrentQuery, reply: ZDrawerSession }, (ctx, { query }) => drawer.currentSession(ctx, query.name));
  r.tenant('get', `${base}/sessions/:sessionId`, { summary: 'One drawer session', reply: ZDrawerSession }, (ctx, { params }) => drawer.getSession(ctx, params.sessionId));
  r.tenant('post', `${base}/sessions/:sessionId/movements`, { summary: 'Pay in or pay out with a reason', body: ZMovementBody, reply: ZDrawerSession }, async (ctx, { params, body }) => created(await drawer.addMovement(ctx, params.sessionId, body)));
  r.tenant('post', `${base}/sessions/:sessionId/close`, { summary: 'Close the drawer with the counted cash', body: ZCloseSessionBody, reply: ZDrawerSession }, (ctx, { params, body }) => drawer.closeSession(ctx, params.sessionId, body));
  r.tenant('get', `${base}/sessions/:sessionId/z-report`, { summary: 'The Z report of a drawer session', reply: ZDrawerReport }, (ctx, { params }) => drawer.zReport(ctx, params.sessionId));
  r.tenant('post', `${base}/sessions/:sessionId/print-z-report`, { summary: 'Print the Z report of a drawer session on a receipt printer', body: ZPrintZReportBody, reply: ZPrintJob }, async (ctx, { params, body }) =>
    created(await drawer.printZReport(ctx, params.sessionId, body)));
});
