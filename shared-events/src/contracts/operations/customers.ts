/** The operations of the api's `customers` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZCustomer, ZCustomerHistory, ZCustomerPage } from '../customers';
import {
  ZCreateCustomerBody,
  ZCustomerHistoryQuery,
  ZCustomerListQuery,
  ZMergeCustomersBody,
  ZUpdateCustomerBody,
} from '../requests/customers';
import * as route from './routes';

export const listCustomers = { ...route.listCustomers, query: ZCustomerListQuery, reply: ZCustomerPage } as const;
export const createCustomer = { ...route.createCustomer, body: ZCreateCustomerBody, reply: ZCustomer } as const;
export const getCustomer = { ...route.getCustomer, reply: ZCustomer } as const;
export const updateCustomer = { ...route.updateCustomer, body: ZUpdateCustomerBody, reply: ZCustomer } as const;
export const mergeCustomers = { ...route.mergeCustomers, body: ZMergeCustomersBody, reply: ZCustomer } as const;
export const customerHistory = {
  ...route.customerHistory,
  query: ZCustomerHistoryQuery,
  reply: ZCustomerHistory,
} as const;
export const deleteCustomer = { ...route.deleteCustomer } as const;
