import { Router } from 'express';
import { z } from 'zod';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { created, tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import * as orders from './orders.service';
import { mergeOrders, moveItems, transferOrder } from './rearrange';
import { createAndSendOrder, sendOrder } from './send-order';
import { voidItem } from './void-item';
import {
  ZAddItemsBody, ZCancelBody, ZCreateOrderBody, ZMergeBody, ZMoveItemsBody, ZOrderListQuery, ZTransferBody, ZUpdateItemBody,
  ZUpdateOrderBody, ZVersionBody, ZVoidItemBody,
} from './orders.schemas';

type Req = { params: Record<string, string | string[] | undefined> };
const ZServeBody = z.object({ itemIds: z.array(z.string().uuid()).min(1).optional() });

/** POS orders: create, drafts, items, send and fire, voids, transfer, merge, move. */
export const ordersRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  const base = '/api/restaurants/:restaurantId/orders';
  const orderId = (req: Req) => String(req.params.orderId);
  const itemId = (req: Req) => String(req.params.itemId);

  r.get(base, auth, tenant(deps, (ctx, req) => orders.listOrders(ctx, parse(ZOrderListQuery, req.query))));
  r.get(`${base}/drafts`, auth, tenant(deps, (ctx, req) => orders.listOrders(ctx, parse(ZOrderListQuery, { ...req.query, status: 'draft' }))));
  r.post(base, auth, tenant(deps, async (ctx, req) => {
    const body = parse(ZCreateOrderBody, req.body);
    return created(body.send && !body.isDraft ? await createAndSendOrder(ctx, body) : await orders.createOrder(ctx, body));
  }));
  r.get(`${base}/:orderId`, auth, tenant(deps, (ctx, req) => orders.getOrder(ctx, orderId(req))));
  r.patch(`${base}/:orderId`, auth, tenant(deps, (ctx, req) => orders.updateOrder(ctx, orderId(req), parse(ZUpdateOrderBody, req.body))));
  r.post(`${base}/:orderId/place`, auth, tenant(deps, (ctx, req) => orders.placeOrder(ctx, orderId(req), parse(ZVersionBody, req.body).version)));
  r.post(`${base}/:orderId/items`, auth, tenant(deps, (ctx, req) => orders.addItems(ctx, orderId(req), parse(ZAddItemsBody, req.body))));
  r.patch(`${base}/:orderId/items/:itemId`, auth, tenant(deps, (ctx, req) => orders.updateItem(ctx, orderId(req), itemId(req), parse(ZUpdateItemBody, req.body))));
  r.post(`${base}/:orderId/items/:itemId/void`, auth, tenant(deps, (ctx, req) => voidItem(ctx, orderId(req), itemId(req), parse(ZVoidItemBody, req.body))));
  r.post(`${base}/:orderId/items/:itemId/serve`, auth, tenant(deps, (ctx, req) => orders.serveItems(ctx, orderId(req), [itemId(req)])));
  r.post(`${base}/:orderId/serve`, auth, tenant(deps, (ctx, req) => orders.serveItems(ctx, orderId(req), parse(ZServeBody, req.body).itemIds ?? null)));
  r.post(`${base}/:orderId/send`, auth, tenant(deps, (ctx, req) => sendOrder(ctx, orderId(req), parse(ZVersionBody, req.body).version)));
  r.post(`${base}/:orderId/courses/:course/fire`, auth, tenant(deps, (ctx, req) =>
    sendOrder(ctx, orderId(req), parse(ZVersionBody, req.body).version, String(req.params.course))));
  r.post(`${base}/:orderId/cancel`, auth, tenant(deps, (ctx, req) => {
    const body = parse(ZCancelBody, req.body);
    return orders.cancelOrder(ctx, orderId(req), body.version, body.reason);
  }));
  r.post(`${base}/:orderId/transfer`, auth, tenant(deps, (ctx, req) => {
    const body = parse(ZTransferBody, req.body);
    return transferOrder(ctx, orderId(req), body.version, body.tableId);
  }));
  r.post(`${base}/:orderId/merge`, auth, tenant(deps, (ctx, req) => {
    const body = parse(ZMergeBody, req.body);
    return mergeOrders(ctx, orderId(req), body.version, body.sourceOrderId, body.sourceVersion);
  }));
  r.post(`${base}/:orderId/move-items`, auth, tenant(deps, (ctx, req) => {
    const body = parse(ZMoveItemsBody, req.body);
    return moveItems(ctx, orderId(req), body.version, body.targetOrderId, body.targetVersion, body.itemIds);
  }));
  return r;
};
