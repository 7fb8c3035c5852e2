import { ZPurchaseOrder, ZPurchaseOrderPage, ZPurchaseSuggestions } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created } from '../../../kernel/replies';
import { ZCreatePurchaseBody, ZPurchaseListQuery, ZReceiveBody, ZUpdatePurchaseBody } from './purchases.schemas';
import * as purchases from './purchases.service';

/** Purchase orders to suppliers: draft → ordered → (partly) received, or cancelled. */
export const purchasesRoutes = defineRoutes('purchases', (r) => {
  const base = '/api/restaurants/:restaurantId/purchases';
  r.tenant('get', base, { summary: 'Purchase orders (search, status, supplier, sort, page)', query: ZPurchaseListQuery, reply: ZPurchaseOrderPage }, (ctx, { query }) => purchases.listPurchases(ctx, query));
  r.tenant('get', `${base}/suggestions`, { summary: 'What to order: items under their reorder point, per supplier', reply: ZPurchaseSuggestions }, (ctx) => purchases.suggestPurchases(ctx));
  r.tenant('post', base, { summary: 'Draft a purchase order', body: ZCreatePurchaseBody, reply: ZPurchaseOrder }, async (ctx, { body }) => created(await purchases.createPurchase(ctx, body)));
  r.tenant('get', `${base}/:purchaseId`, { summary: 'One purchase order with its lines', reply: ZPurchaseOrder }, (ctx, { params }) => purchases.getPurchase(ctx, params.purchaseId));
  r.tenant('patch', `${base}/:purchaseId`, { summary: 'Change a draft', body: ZUpdatePurchaseBody, reply: ZPurchaseOrder }, (ctx, { params, body }) => purchases.updatePurchase(ctx, params.purchaseId, body));
  r.tenant('post', `${base}/:purchaseId/order`, { summary: 'Send the draft to the supplier (purchases approve)', reply: ZPurchaseOrder }, (ctx, { params }) => purchases.placePurchase(ctx, params.purchaseId));
  r.tenant('post', `${base}/:purchaseId/receive`, { summary: 'Receive goods into stock', body: ZReceiveBody, reply: ZPurchaseOrder }, (ctx, { params, body }) => purchases.receivePurchase(ctx, params.purchaseId, body));
  r.tenant('post', `${base}/:purchaseId/cancel`, { summary: 'Cancel a draft or ordered purchase order', reply: ZPurchaseOrder }, (ctx, { params }) => purchases.cancelPurchase(ctx, params.purchaseId));
});
