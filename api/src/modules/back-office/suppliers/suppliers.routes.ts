import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import * as suppliers from './suppliers.service';

/** Suppliers: who the restaurant buys from (inventory and accounts). */
export const suppliersRoutes = defineRoutes('suppliers', (r) => {
  r.tenant(op.listSuppliers, { summary: 'Suppliers (search, sort, page)' }, (ctx, { query }) =>
    suppliers.listSuppliers(ctx, query),
  );
  r.tenant(op.createSupplier, { summary: 'Create a supplier' }, async (ctx, { body }) =>
    created(await suppliers.createSupplier(ctx, body)),
  );
  r.tenant(op.getSupplier, { summary: 'One supplier' }, (ctx, { params }) =>
    suppliers.getSupplier(ctx, params.supplierId),
  );
  r.tenant(op.updateSupplier, { summary: 'Change a supplier' }, (ctx, { params, body }) =>
    suppliers.updateSupplier(ctx, params.supplierId, body),
  );
  r.tenant(op.deleteSupplier, { summary: 'Delete a supplier without purchase orders' }, async (ctx, { params }) => {
    await suppliers.deleteSupplier(ctx, params.supplierId);
    return noContent();
  });
});
