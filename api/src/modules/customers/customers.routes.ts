import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { created, noContent, tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import { ZCreateCustomerBody, ZCustomerHistoryQuery, ZCustomerListQuery, ZMergeCustomersBody, ZUpdateCustomerBody } from './customers.schemas';
import * as customers from './customers.service';

/** Customer records: search, edit, merge duplicates, history. */
export const customersRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  const base = '/api/restaurants/:restaurantId/customers';
  const customerId = (req: { params: Record<string, string | string[] | undefined> }) => String(req.params.customerId);
  r.get(base, auth, tenant(deps, (ctx, req) => customers.listCustomers(ctx, parse(ZCustomerListQuery, req.query))));
  r.post(base, auth, tenant(deps, async (ctx, req) => created(await customers.createCustomer(ctx, parse(ZCreateCustomerBody, req.body)))));
  r.get(`${base}/:customerId`, auth, tenant(deps, (ctx, req) => customers.getCustomer(ctx, customerId(req))));
  r.patch(`${base}/:customerId`, auth, tenant(deps, (ctx, req) => customers.updateCustomer(ctx, customerId(req), parse(ZUpdateCustomerBody, req.body))));
  r.post(`${base}/:customerId/merge`, auth, tenant(deps, (ctx, req) => customers.mergeCustomers(ctx, customerId(req), parse(ZMergeCustomersBody, req.body))));
  r.get(`${base}/:customerId/history`, auth, tenant(deps, (ctx, req) => customers.customerHistory(ctx, customerId(req), parse(ZCustomerHistoryQuery, req.query))));
  r.delete(`${base}/:customerId`, auth, tenant(deps, async (ctx, req) => {
    await customers.deleteCustomer(ctx, customerId(req));
    return noContent();
  }));
  return r;
};
