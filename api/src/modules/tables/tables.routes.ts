import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { created, noContent, tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import { ZCreateTableBody, ZTableListQuery, ZTableStatusBody, ZUpdateTableBody } from './tables.schemas';
import * as tables from './tables.service';

/** Dining tables on the floor plan: layout, status, open/close, QR tokens. */
export const tablesRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  const base = '/api/restaurants/:restaurantId/tables';
  const tableId = (req: { params: Record<string, string | string[] | undefined> }) => String(req.params.tableId);
  r.get(base, auth, tenant(deps, (ctx, req) => tables.listTables(ctx, parse(ZTableListQuery, req.query))));
  r.post(base, auth, tenant(deps, async (ctx, req) => created(await tables.createTable(ctx, parse(ZCreateTableBody, req.body)))));
  r.get(`${base}/:tableId`, auth, tenant(deps, (ctx, req) => tables.getTable(ctx, tableId(req))));
  r.patch(`${base}/:tableId`, auth, tenant(deps, (ctx, req) => tables.updateTable(ctx, tableId(req), parse(ZUpdateTableBody, req.body))));
  r.post(`${base}/:tableId/status`, auth, tenant(deps, (ctx, req) => tables.setTableStatus(ctx, tableId(req), parse(ZTableStatusBody, req.body))));
  r.post(`${base}/:tableId/qr-token`, auth, tenant(deps, (ctx, req) => tables.rotateQrToken(ctx, tableId(req))));
  r.delete(`${base}/:tableId`, auth, tenant(deps, async (ctx, req) => {
    await tables.deleteTable(ctx, tableId(req));
    return noContent();
  }));
  return r;
};
