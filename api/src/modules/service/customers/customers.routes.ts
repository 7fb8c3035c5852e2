import { ZCustomer, ZCustomerHistory, ZCustomerPage } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import { ZCreateCustomerBody, ZCustomerHistoryQuery, ZCustomerListQuery, ZMergeCustomersBody, ZUpdateCustomerBody } from './customers.schemas';
import * as customers from './customers.service';

/** Customer records: search, edit, merge duplicates, history. */
export const customersRoutes = defineRoutes('customers', (r) => {
  const base = '/api/restaurants/:restaurantId/customers';
  r.tenant('get', base, { summary: 'Customers (search, tag, sort, page)', query: ZCustomerListQuery, reply: ZCustomerPage }, (ctx, { query }) => customers.listCustomers(ctx, query));
  r.tenant('post', base, { summary: 'Create a customer', body: ZCreateCustomerBody, reply: ZCustomer }, async (ctx, { body }) => created(await customers.createCustomer(ctx, body)));
  r.tenant('get', `${base}/:customerId`, { summary: 'One customer', reply: ZCustomer }, (ctx, { params }) => customers.getCustomer(ctx, params.customerId));
  r.tenant('patch', `${base}/:customerId`, { summary: 'Change a customer', body: ZUpdateCustomerBody, reply: ZCustomer }, (ctx, { params, body }) => customers.updateCustomer(ctx, params.customerId, body));
  r.tenant('post', `${base}/:customerId/merge`, { summary: 'Merge duplicates into this customer', body: ZMergeCustomersBody, reply: ZCustomer }, (ctx, { params, body }) => customers.mergeCustomers(ctx, params.customerId, body));
  r.tenant('get', `${base}/:customerId/history`, { summary: "The customer's bills, newest first", query: ZCustomerHistoryQuery, reply: ZCustomerHistory }, (ctx, { params, query }) => customers.customerHistory(ctx, params.customerId, query));
  r.tenant('delete', `${base}/:customerId`, { summary: 'Delete a customer' }, async (ctx, { params }) => {
    await customers.deleteCustomer(ctx, params.customerId);
    return noContent();
  });
});
