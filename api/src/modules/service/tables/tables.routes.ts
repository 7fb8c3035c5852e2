import { ZTable, ZTables } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import { ZCreateTableBody, ZTableListQuery, ZTableStatusBody, ZUpdateTableBody } from './tables.schemas';
import * as tables from './tables.service';

/** Dining tables on the floor plan: layout, status, open/close, QR tokens. */
export const tablesRoutes = defineRoutes('tables', (r) => {
  const base = '/api/restaurants/:restaurantId/tables';
  r.tenant('get', base, { summary: 'Dining tables', query: ZTableListQuery, reply: ZTables }, (ctx, { query }) => tables.listTables(ctx, query));
  r.tenant('post', base, { summary: 'Create a table', body: ZCreateTableBody, reply: ZTable }, async (ctx, { body }) => created(await tables.createTable(ctx, body)));
  r.tenant('get', `${base}/:tableId`, { summary: 'One table', reply: ZTable }, (ctx, { params }) => tables.getTable(ctx, params.tableId));
  r.tenant('patch', `${base}/:tableId`, { summary: 'Change a table', body: ZUpdateTableBody, reply: ZTable }, (ctx, { params, body }) => tables.updateTable(ctx, params.tableId, body));
  r.tenant('post', `${base}/:tableId/status`, { summary: "Change a table's status (free, occupied, needs cleaning…)", body: ZTableStatusBody, reply: ZTable }, (ctx, { params, body }) => tables.setTableStatus(ctx, params.tableId, body));
  r.tenant('post', `${base}/:tableId/qr-token`, { summary: "Rotate a table's QR token (old printed codes stop working)", reply: ZTable }, (ctx, { params }) => tables.rotateQrToken(ctx, params.tableId));
  r.tenant('delete', `${base}/:tableId`, { summary: 'Delete a table' }, async (ctx, { params }) => {
    await tables.deleteTable(ctx, params.tableId);
    return noContent();
  });
});
