import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created } from '../../../kernel/replies';
import { emailPurchase } from './email-purchase';
import * as purchases from './purchases.service';

/** Purchase orders to suppliers: draft → ordered → (partly) received, or cancelled. */
export const purchasesRoutes = defineRoutes('purchases', (r, deps) => {
  r.tenant(op.listPurchases, { summary: 'Purchase orders (search, status, supplier, sort, page)' }, (ctx, { query }) =>
    purchases.listPurchases(ctx, query),
  );
  r.tenant(op.suggestPurchases, { summary: 'What to order: items under their reorder point, per supplier' }, (ctx) =>
    purchases.suggestPurchases(ctx),
  );
  r.tenant(op.createPurchase, { summary: 'Draft a purchase order' }, async (ctx, { body }) =>
    created(await purchases.createPurchase(ctx, body)),
  );
  r.tenant(op.getPurchase, { summary: 'One purchase order with its lines' }, (ctx, { params }) =>
    purchases.getPurchase(ctx, params.purchaseId),
  );
  r.tenant(op.updatePurchase, { summary: 'Change a draft' }, (ctx, { params, body }) =>
    purchases.updatePurchase(ctx, params.purchaseId, body),
  );
  r.tenant(op.placePurchase, { summary: 'Send the draft to the supplier (purchases approve)' }, (ctx, { params }) =>
    purchases.placePurchase(ctx, params.purchaseId),
  );
  r.tenant(op.receivePurchase, { summary: 'Receive goods into stock' }, (ctx, { params, body }) =>
    purchases.receivePurchase(ctx, params.purchaseId, body),
  );
  r.tenant(
    op.emailPurchase,
    { summary: 'Email a placed purchase order to its supplier, its PDF attached (400 when the supplier has no email)' },
    (ctx, { params }) => emailPurchase(ctx, params.purchaseId, deps.config.linkBase),
  );
  r.tenant(op.cancelPurchase, { summary: 'Cancel a draft or ordered purchase order' }, (ctx, { params }) =>
    purchases.cancelPurchase(ctx, params.purchaseId),
  );
});
