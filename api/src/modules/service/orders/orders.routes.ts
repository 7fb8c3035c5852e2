import { ZExpoBoard, ZExpoOrder, ZMovedItems, ZOrder, ZOrderPage, ZSentOrder } from '@ros/shared-events';
import { z } from 'zod';
import { defineRoutes } from '../../../kernel/routes';
import { created } from '../../../kernel/replies';
import { bumpAtExpo, expo, expoBoard } from './expo';
import * as orders from './orders.service';
import { mergeOrders, moveItems, transferOrder } from './rearrange';
import { createAndSendOrder, sendOrder } from './send-order';
import { overrideLimiterOf } from '../../identity/auth';
import { voidItem } from './void-item';
import {
  ZAddItemsBody, ZCancelBody, ZCreateOrderBody, ZMergeBody, ZMoveItemsBody, ZOrderListQuery, ZTransferBody, ZUpdateItemBody,
  ZUpdateOrderBody, ZVersionBody, ZVoidItemBody,
} from './orders.schemas';

const ZServeBody = z.object({ itemIds: z.array(z.string().uuid()).min(1).optional() });

/** POS orders: create, drafts, items, send and fire, voids, transfer, merge, move. */
export const ordersRoutes = defineRoutes('orders', (r, deps) => {
  const base = '/api/restaurants/:restaurantId/orders';
  const overrideLimiter = overrideLimiterOf(deps.config);
  r.tenant('get', base, { summary: 'POS orders (open, today, by table, …)', query: ZOrderListQuery, reply: ZOrderPage }, (ctx, { query }) => orders.listOrders(ctx, query));
  r.tenant('get', `${base}/drafts`, { summary: 'Draft orders', query: ZOrderListQuery, reply: ZOrderPage }, (ctx, { query }) => orders.listOrders(ctx, { ...query, status: ['draft'] }));
  r.tenant('post', base, { summary: 'Create an order (a draft, placed, or placed and sent)', body: ZCreateOrderBody, reply: ZOrder }, async (ctx, { body }) =>
    created(body.send && !body.isDraft ? await createAndSendOrder(ctx, body) : await orders.createOrder(ctx, body)));
  r.tenant('get', `${base}/:orderId`, { summary: 'One order', reply: ZOrder }, (ctx, { params }) => orders.getOrder(ctx, params.orderId));
  r.tenant('get', `${base}/:orderId/expo`, { summary: "Expo: the order with every station's tickets", reply: ZExpoOrder }, (ctx, { params }) => expo(ctx, params.orderId));
  r.tenant('get', '/api/restaurants/:restaurantId/expo', { summary: 'Expo board: every order with a ticket on the board, paid or not', reply: ZExpoBoard }, (ctx) => expoBoard(ctx));
  r.tenant('post', `${base}/:orderId/expo/bump`, { summary: "Expo bumps an order: all its tickets on the board", reply: ZExpoOrder }, (ctx, { params }) => bumpAtExpo(ctx, params.orderId));
  r.tenant('patch', `${base}/:orderId`, { summary: 'Change an order (guests, customer, notes)', body: ZUpdateOrderBody, reply: ZOrder }, (ctx, { params, body }) => orders.updateOrder(ctx, params.orderId, body));
  r.tenant('post', `${base}/:orderId/place`, { summary: 'Place a draft', body: ZVersionBody, reply: ZOrder }, (ctx, { params, body }) => orders.placeOrder(ctx, params.orderId, body.version));
  r.tenant('post', `${base}/:orderId/items`, { summary: 'Add items', body: ZAddItemsBody, reply: ZOrder }, (ctx, { params, body }) => orders.addItems(ctx, params.orderId, body));
  r.tenant('patch', `${base}/:orderId/items/:itemId`, { summary: 'Change an item (quantity, remarks, course, seat, hold)', body: ZUpdateItemBody, reply: ZOrder }, (ctx, { params, body }) =>
    orders.updateItem(ctx, params.orderId, params.itemId, body));
  r.tenant('post', `${base}/:orderId/items/:itemId/void`, { summary: 'Void an item (a fired one needs a manager)', body: ZVoidItemBody, reply: ZOrder }, (ctx, { params, body }) =>
    voidItem(ctx, params.orderId, params.itemId, body, overrideLimiter));
  r.tenant('post', `${base}/:orderId/items/:itemId/serve`, { summary: 'Serve an item', reply: ZOrder }, (ctx, { params }) => orders.serveItems(ctx, params.orderId, [params.itemId]));
  r.tenant('post', `${base}/:orderId/serve`, { summary: 'Serve items (all ready ones when none named)', body: ZServeBody, reply: ZOrder }, (ctx, { params, body }) =>
    orders.serveItems(ctx, params.orderId, body.itemIds ?? null));
  r.tenant('post', `${base}/:orderId/send`, { summary: 'Send pending items to the kitchen', body: ZVersionBody, reply: ZSentOrder }, (ctx, { params, body }) => sendOrder(ctx, params.orderId, body.version));
  r.tenant('post', `${base}/:orderId/courses/:course/fire`, { summary: 'Fire one course', body: ZVersionBody, reply: ZSentOrder }, (ctx, { params, body }) =>
    sendOrder(ctx, params.orderId, body.version, params.course));
  r.tenant('post', `${base}/:orderId/cancel`, { summary: 'Cancel an order before anything was fired', body: ZCancelBody, reply: ZOrder }, (ctx, { params, body }) =>
    orders.cancelOrder(ctx, params.orderId, body.version, body.reason));
  r.tenant('post', `${base}/:orderId/transfer`, { summary: 'Move an order to another table', body: ZTransferBody, reply: ZOrder }, (ctx, { params, body }) =>
    transferOrder(ctx, params.orderId, body.version, body.tableId));
  r.tenant('post', `${base}/:orderId/merge`, { summary: 'Merge another order into this one', body: ZMergeBody, reply: ZOrder }, (ctx, { params, body }) =>
    mergeOrders(ctx, params.orderId, body.version, body.sourceOrderId, body.sourceVersion));
  r.tenant('post', `${base}/:orderId/move-items`, { summary: 'Move items to another order', body: ZMoveItemsBody, reply: ZMovedItems }, (ctx, { params, body }) =>
    moveItems(ctx, params.orderId, body.version, body.targetOrderId, body.targetVersion, body.itemIds));
});
