/** The operations of the api's `purchases` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZEmailQueued } from '../common';
import { ZPurchaseOrder, ZPurchaseOrderPage, ZPurchaseSuggestions } from '../inventory';
import { ZCreatePurchaseBody, ZPurchaseListQuery, ZReceiveBody, ZUpdatePurchaseBody } from '../requests/purchases';
import * as route from './routes';

export const listPurchases = { ...route.listPurchases, query: ZPurchaseListQuery, reply: ZPurchaseOrderPage } as const;
export const suggestPurchases = { ...route.suggestPurchases, reply: ZPurchaseSuggestions } as const;
export const createPurchase = { ...route.createPurchase, body: ZCreatePurchaseBody, reply: ZPurchaseOrder } as const;
export const getPurchase = { ...route.getPurchase, reply: ZPurchaseOrder } as const;
export const updatePurchase = { ...route.updatePurchase, body: ZUpdatePurchaseBody, reply: ZPurchaseOrder } as const;
export const placePurchase = { ...route.placePurchase, reply: ZPurchaseOrder } as const;
export const receivePurchase = { ...route.receivePurchase, body: ZReceiveBody, reply: ZPurchaseOrder } as const;
export const cancelPurchase = { ...route.cancelPurchase, reply: ZPurchaseOrder } as const;
export const emailPurchase = { ...route.emailPurchase, reply: ZEmailQueued } as const;
