import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import * as customers from './customers.service';

/** Customer records: search, edit, merge duplicates, history. */
export const customersRoutes = defineRoutes('customers', (r) => {
  r.tenant(op.listCustomers, { summary: 'Customers (search, tag, sort, page)' }, (ctx, { query }) =>
    customers.listCustomers(ctx, query),
  );
  r.tenant(op.createCustomer, { summary: 'Create a customer' }, async (ctx, { body }) =>
    created(await customers.createCustomer(ctx, body)),
  );
  r.tenant(op.getCustomer, { summary: 'One customer' }, (ctx, { params }) =>
    customers.getCustomer(ctx, params.customerId),
  );
  r.tenant(op.updateCustomer, { summary: 'Change a customer' }, (ctx, { params, body }) =>
    customers.updateCustomer(ctx, params.customerId, body),
  );
  r.tenant(op.mergeCustomers, { summary: 'Merge duplicates into this customer' }, (ctx, { params, body }) =>
    customers.mergeCustomers(ctx, params.customerId, body),
  );
  r.tenant(op.customerHistory, { summary: "The customer's bills, newest first" }, (ctx, { params, query }) =>
    customers.customerHistory(ctx, params.customerId, query),
  );
  r.tenant(op.deleteCustomer, { summary: 'Delete a customer' }, async (ctx, { params }) => {
    await customers.deleteCustomer(ctx, params.customerId);
    return noContent();
  });
});
