/** The operations of the api's `orders` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZExpoBoard, ZExpoOrder, ZMovedItems, ZOrder, ZOrderPage, ZSentOrder } from '../orders';
import { ZUpdateItemBody } from '../requests/orders';
import {
  ZAddItemsBody,
  ZCancelBody,
  ZCreateOrderBody,
  ZMergeBody,
  ZMoveItemsBody,
  ZOrderListQuery,
  ZServeBody,
  ZTransferBody,
  ZUpdateOrderBody,
  ZVersionBody,
  ZVoidItemBody,
} from '../requests/orders';
import * as route from './routes';

export const getOrders = { ...route.getOrders, query: ZOrderListQuery, reply: ZOrderPage } as const;
export const getOrdersDrafts = { ...route.getOrdersDrafts, query: ZOrderListQuery, reply: ZOrderPage } as const;
export const createAndSendOrder = { ...route.createAndSendOrder, body: ZCreateOrderBody, reply: ZOrder } as const;
export const getOrder = { ...route.getOrder, reply: ZOrder } as const;
export const expo = { ...route.expo, reply: ZExpoOrder } as const;
export const expoBoard = { ...route.expoBoard, reply: ZExpoBoard } as const;
export const bumpAtExpo = { ...route.bumpAtExpo, reply: ZExpoOrder } as const;
export const updateOrder = { ...route.updateOrder, body: ZUpdateOrderBody, reply: ZOrder } as const;
export const postOrdersPlace = { ...route.postOrdersPlace, body: ZVersionBody, reply: ZOrder } as const;
export const addItems = { ...route.addItems, body: ZAddItemsBody, reply: ZOrder } as const;
export const patchOrdersItems = { ...route.patchOrdersItems, body: ZUpdateItemBody, reply: ZOrder } as const;
export const voidItem = { ...route.voidItem, body: ZVoidItemBody, reply: ZOrder } as const;
export const postOrdersItemsServe = { ...route.postOrdersItemsServe, reply: ZOrder } as const;
export const postOrdersServe = { ...route.postOrdersServe, body: ZServeBody, reply: ZOrder } as const;
export const postOrdersSend = { ...route.postOrdersSend, body: ZVersionBody, reply: ZSentOrder } as const;
export const postOrdersCoursesFire = { ...route.postOrdersCoursesFire, body: ZVersionBody, reply: ZSentOrder } as const;
export const cancelOrder = { ...route.cancelOrder, body: ZCancelBody, reply: ZOrder } as const;
export const transferOrder = { ...route.transferOrder, body: ZTransferBody, reply: ZOrder } as const;
export const mergeOrders = { ...route.mergeOrders, body: ZMergeBody, reply: ZOrder } as const;
export const moveItems = { ...route.moveItems, body: ZMoveItemsBody, reply: ZMovedItems } as const;
