/** The operations of the api's `suppliers` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZSupplier, ZSupplierPage } from '../inventory';
import { ZCreateSupplierBody, ZSupplierListQuery, ZUpdateSupplierBody } from '../requests/suppliers';
import * as route from './routes';

export const listSuppliers = { ...route.listSuppliers, query: ZSupplierListQuery, reply: ZSupplierPage } as const;
export const createSupplier = { ...route.createSupplier, body: ZCreateSupplierBody, reply: ZSupplier } as const;
export const getSupplier = { ...route.getSupplier, reply: ZSupplier } as const;
export const updateSupplier = { ...route.updateSupplier, body: ZUpdateSupplierBody, reply: ZSupplier } as const;
export const deleteSupplier = { ...route.deleteSupplier } as const;
