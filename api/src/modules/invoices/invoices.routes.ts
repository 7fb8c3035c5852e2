import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import { ZIncomeQuery, ZInvoiceListQuery } from './invoices.schemas';
import * as invoices from './invoices.service';

/** Account › Invoices and Income. */
export const invoicesRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  const base = '/api/restaurants/:restaurantId';
  r.get(`${base}/invoices`, auth, tenant(deps, (ctx, req) => invoices.listInvoices(ctx, parse(ZInvoiceListQuery, req.query))));
  r.get(`${base}/invoices/:billId`, auth, tenant(deps, (ctx, req) => invoices.getInvoice(ctx, String(req.params.billId))));
  r.get(`${base}/income`, auth, tenant(deps, (ctx, req) => invoices.listIncome(ctx, parse(ZIncomeQuery, req.query))));
  return r;
};
