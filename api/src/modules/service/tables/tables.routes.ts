import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import * as tables from './tables.service';

/** Dining tables on the floor plan: layout, status, open/close, QR tokens. */
export const tablesRoutes = defineRoutes('tables', (r) => {
  r.tenant(op.listTables, { summary: 'Dining tables' }, (ctx, { query }) => tables.listTables(ctx, query));
  r.tenant(op.createTable, { summary: 'Create a table' }, async (ctx, { body }) =>
    created(await tables.createTable(ctx, body)),
  );
  r.tenant(op.getTables, { summary: 'One table' }, (ctx, { params }) => tables.getTable(ctx, params.tableId));
  r.tenant(op.updateTable, { summary: 'Change a table' }, (ctx, { params, body }) =>
    tables.updateTable(ctx, params.tableId, body),
  );
  r.tenant(
    op.setTableStatus,
    { summary: "Change a table's status (free, occupied, needs cleaning…)" },
    (ctx, { params, body }) => tables.setTableStatus(ctx, params.tableId, body),
  );
  r.tenant(
    op.rotateQrToken,
    { summary: "Rotate a table's QR token (old printed codes stop working)" },
    (ctx, { params }) => tables.rotateQrToken(ctx, params.tableId),
  );
  r.tenant(op.deleteTable, { summary: 'Delete a table' }, async (ctx, { params }) => {
    await tables.deleteTable(ctx, params.tableId);
    return noContent();
  });
});
