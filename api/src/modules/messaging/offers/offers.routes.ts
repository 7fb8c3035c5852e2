import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { sendCustomerOffer } from './customer-offer.service';

/** The customer page's "Send an offer". */
export const offersRoutes = defineRoutes('offers', (r, deps) => {
  r.tenant(op.sendCustomerOffer, { summary: 'Email an offer to a customer (marketing)' }, (ctx, { params, body }) =>
    sendCustomerOffer(ctx, deps.config.linkBase, params.customerId, body),
  );
});
