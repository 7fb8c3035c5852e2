import { ZSupplier, ZSupplierPage } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import { ZCreateSupplierBody, ZSupplierListQuery, ZUpdateSupplierBody } from './suppliers.schemas';
import * as suppliers from './suppliers.service';

/** Suppliers: who the restaurant buys from (inventory and accounts). */
export const suppliersRoutes = defineRoutes('suppliers', (r) => {
  const base = '/api/restaurants/:restaurantId/suppliers';
  r.tenant('get', base, { summary: 'Suppliers (search, sort, page)', query: ZSupplierListQuery, reply: ZSupplierPage }, (ctx, { query }) => suppliers.listSuppliers(ctx, query));
  r.tenant('post', base, { summary: 'Create a supplier', body: ZCreateSupplierBody, reply: ZSupplier }, async (ctx, { body }) => created(await suppliers.createSupplier(ctx, body)));
  r.tenant('get', `${base}/:supplierId`, { summary: 'One supplier', reply: ZSupplier }, (ctx, { params }) => suppliers.getSupplier(ctx, params.supplierId));
  r.tenant('patch', `${base}/:supplierId`, { summary: 'Change a supplier', body: ZUpdateSupplierBody, reply: ZSupplier }, (ctx, { params, body }) => suppliers.updateSupplier(ctx, params.supplierId, body));
  r.tenant('delete', `${base}/:supplierId`, { summary: 'Delete a supplier without purchase orders' }, async (ctx, { params }) => {
    await suppliers.deleteSupplier(ctx, params.supplierId);
    return noContent();
  });
});
