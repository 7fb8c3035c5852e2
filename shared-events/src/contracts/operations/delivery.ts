/** The operations of the api's `delivery` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import {
  ZDelivery,
  ZDeliveryPage,
  ZDeliveryZone,
  ZDeliveryZones,
  ZDriverShift,
  ZDrivers,
  ZOrdersToDispatch,
} from '../delivery';
import {
  ZAssignBody,
  ZCreateDeliveryBody,
  ZDeliveryListQuery,
  ZDeliveryStatusBody,
  ZUpdateDeliveryBody,
  ZUpdateZoneBody,
  ZZoneBody,
} from '../requests/delivery';
import { ZShiftBody } from '../requests/delivery';
import * as route from './routes';

export const listZones = { ...route.listZones, reply: ZDeliveryZones } as const;
export const createZone = { ...route.createZone, body: ZZoneBody, reply: ZDeliveryZone } as const;
export const updateZone = { ...route.updateZone, body: ZUpdateZoneBody, reply: ZDeliveryZone } as const;
export const deleteZone = { ...route.deleteZone } as const;
export const listDeliveries = { ...route.listDeliveries, query: ZDeliveryListQuery, reply: ZDeliveryPage } as const;
export const pendingOrders = { ...route.pendingOrders, reply: ZOrdersToDispatch } as const;
export const createDelivery = { ...route.createDelivery, body: ZCreateDeliveryBody, reply: ZDelivery } as const;
export const getDelivery = { ...route.getDelivery, reply: ZDelivery } as const;
export const updateDelivery = { ...route.updateDelivery, body: ZUpdateDeliveryBody, reply: ZDelivery } as const;
export const assignDelivery = { ...route.assignDelivery, body: ZAssignBody, reply: ZDelivery } as const;
export const setDeliveryStatus = { ...route.setDeliveryStatus, body: ZDeliveryStatusBody, reply: ZDelivery } as const;
export const listDrivers = { ...route.listDrivers, reply: ZDrivers } as const;
export const postDriversMeShift = { ...route.postDriversMeShift, body: ZShiftBody, reply: ZDriverShift } as const;
export const postDriversShift = { ...route.postDriversShift, body: ZShiftBody, reply: ZDriverShift } as const;
