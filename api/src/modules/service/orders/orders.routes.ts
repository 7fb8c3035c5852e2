import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created } from '../../../kernel/replies';
import { bumpAtExpo, expo, expoBoard } from './expo';
import * as orders from './orders.service';
import { mergeOrders, moveItems, transferOrder } from './rearrange';
import { createAndSendOrder, sendOrder } from './send-order';
import { overrideLimiterOf } from '../../identity/auth';
import { voidItem } from './void-item';

/** POS orders: create, drafts, items, send and fire, voids, transfer, merge, move. */
export const ordersRoutes = defineRoutes('orders', (r, deps) => {
  const overrideLimiter = overrideLimiterOf(deps.config);
  r.tenant(op.getOrders, { summary: 'POS orders (open, today, by table, …)' }, (ctx, { query }) =>
    orders.listOrders(ctx, query),
  );
  r.tenant(op.getOrdersDrafts, { summary: 'Draft orders' }, (ctx, { query }) =>
    orders.listOrders(ctx, { ...query, status: ['draft'] }),
  );
  r.tenant(
    op.createAndSendOrder,
    { summary: 'Create an order (a draft, placed, or placed and sent)' },
    async (ctx, { body }) =>
      created(body.send && !body.isDraft ? await createAndSendOrder(ctx, body) : await orders.createOrder(ctx, body)),
  );
  r.tenant(op.getOrder, { summary: 'One order' }, (ctx, { params }) => orders.getOrder(ctx, params.orderId));
  r.tenant(op.expo, { summary: "Expo: the order with every station's tickets" }, (ctx, { params }) =>
    expo(ctx, params.orderId),
  );
  r.tenant(op.expoBoard, { summary: 'Expo board: every order with a ticket on the board, paid or not' }, (ctx) =>
    expoBoard(ctx),
  );
  r.tenant(op.bumpAtExpo, { summary: 'Expo bumps an order: all its tickets on the board' }, (ctx, { params }) =>
    bumpAtExpo(ctx, params.orderId),
  );
  r.tenant(op.updateOrder, { summary: 'Change an order (guests, customer, notes)' }, (ctx, { params, body }) =>
    orders.updateOrder(ctx, params.orderId, body),
  );
  r.tenant(op.postOrdersPlace, { summary: 'Place a draft' }, (ctx, { params, body }) =>
    orders.placeOrder(ctx, params.orderId, body.version),
  );
  r.tenant(op.addItems, { summary: 'Add items' }, (ctx, { params, body }) =>
    orders.addItems(ctx, params.orderId, body),
  );
  r.tenant(
    op.patchOrdersItems,
    { summary: 'Change an item (quantity, remarks, course, seat, hold)' },
    (ctx, { params, body }) => orders.updateItem(ctx, params.orderId, params.itemId, body),
  );
  r.tenant(op.voidItem, { summary: 'Void an item (a fired one needs a manager)' }, (ctx, { params, body }) =>
    voidItem(ctx, params.orderId, params.itemId, body, overrideLimiter),
  );
  r.tenant(op.postOrdersItemsServe, { summary: 'Serve an item' }, (ctx, { params }) =>
    orders.serveItems(ctx, params.orderId, [params.itemId]),
  );
  r.tenant(op.postOrdersServe, { summary: 'Serve items (all ready ones when none named)' }, (ctx, { params, body }) =>
    orders.serveItems(ctx, params.orderId, body.itemIds ?? null),
  );
  r.tenant(op.postOrdersSend, { summary: 'Send pending items to the kitchen' }, (ctx, { params, body }) =>
    sendOrder(ctx, params.orderId, body.version),
  );
  r.tenant(op.postOrdersCoursesFire, { summary: 'Fire one course' }, (ctx, { params, body }) =>
    sendOrder(ctx, params.orderId, body.version, params.course),
  );
  r.tenant(op.cancelOrder, { summary: 'Cancel an order before anything was fired' }, (ctx, { params, body }) =>
    orders.cancelOrder(ctx, params.orderId, body.version, body.reason),
  );
  r.tenant(op.transferOrder, { summary: 'Move an order to another table' }, (ctx, { params, body }) =>
    transferOrder(ctx, params.orderId, body.version, body.tableId),
  );
  r.tenant(op.mergeOrders, { summary: 'Merge another order into this one' }, (ctx, { params, body }) =>
    mergeOrders(ctx, params.orderId, body.version, body.sourceOrderId, body.sourceVersion),
  );
  r.tenant(op.moveItems, { summary: 'Move items to another order' }, (ctx, { params, body }) =>
    moveItems(ctx, params.orderId, body.version, body.targetOrderId, body.targetVersion, body.itemIds),
  );
});
