import { z } from 'zod';
import { defineEvent } from './define';

const named = (p: { name: string }) => ({ values: { name: p.name } });

const ZCustomerRef = z.object({ customerId: z.string().uuid(), name: z.string() });

/** A customer record was created (from the customers page or the POS). */
export const customerCreated = defineEvent('customer.created', ZCustomerRef, { read: 'customers', describe: named });
/** A customer's details changed; `changes` lists the fields. */
export const customerUpdated = defineEvent('customer.updated', ZCustomerRef.extend({ changes: z.array(z.string()) }), {
  read: 'customers',
  describe: named,
});
/** A customer record was deleted. */
export const customerDeleted = defineEvent('customer.deleted', ZCustomerRef, { read: 'customers', describe: named });
/** Duplicates were merged into `customerId`; the `sourceIds` records no longer exist. */
export const customerMerged = defineEvent(
  'customer.merged',
  ZCustomerRef.extend({
    sourceIds: z.array(z.string().uuid()),
    visits: z.number().int(),
    totalSpent: z.number().int(),
  }),
  { read: 'customers', describe: (p) => ({ values: { name: p.name, count: p.sourceIds.length } }) },
);
