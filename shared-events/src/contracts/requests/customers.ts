import { z } from 'zod';
import { ZListQuery, ZPageQuery } from './page-query';
import { ZMoney } from './primitives';

export const ZAddress = z.object({
  label: z.string().trim().max(40).nullable().default(null),
  address: z.string({ error: 'Address is required.' }).trim().min(1, 'Address is required.').max(500),
});

const fields = {
  name: z.string({ error: 'Customer name is required.' }).trim().min(1, 'Customer name is required.').max(120),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[0-9+()\-.\s]*$/, 'Enter a valid phone number.')
    .nullable()
    .optional(),
  email: z
    .union([z.literal(''), z.string().trim().email('Enter a valid email address.').max(200)])
    .nullable()
    .optional(),
  addresses: z.array(ZAddress).max(20).optional(),
  /** The client's company and country, for an invoice's bill-to. */
  company: z.string().trim().max(160, 'Company name is too long.').nullable().optional(),
  country: z.string().trim().max(80, 'Country is too long.').nullable().optional(),
  notes: z.string().trim().max(4000).nullable().optional(),
  tags: z.array(z.string().trim().min(1).max(40)).max(30).optional(),
  /** On account: bills can be charged to it (a limit alone also opens the account, as before). */
  hasCreditAccount: z.boolean().optional(),
  /** The most the account may owe; null: no limit. */
  creditLimit: ZMoney.nullable().optional(),
  paymentTermsDays: z
    .number()
    .int('Whole days.')
    .min(0, 'Cannot be negative.')
    .max(365, 'At most 365 days.')
    .optional(),
};

export const ZCreateCustomerBody = z.object(fields);
export type CreateCustomerBody = z.infer<typeof ZCreateCustomerBody>;

export const ZUpdateCustomerBody = z.object({ ...fields, name: fields.name.optional() });
export type UpdateCustomerBody = z.infer<typeof ZUpdateCustomerBody>;

export const ZMergeCustomersBody = z.object({
  sourceIds: z
    .array(z.string().uuid('Unknown customer.'), { error: 'Choose the duplicates to merge.' })
    .min(1, 'Choose the duplicates to merge.')
    .max(50),
});
export type MergeCustomersBody = z.infer<typeof ZMergeCustomersBody>;

export const ZCustomerListQuery = ZListQuery(['name', 'visits', 'totalSpent', 'lastVisitAt', 'createdAt'], 10).extend({
  tag: z.string().trim().max(40).optional(),
});
export type CustomerListQuery = z.infer<typeof ZCustomerListQuery>;

export const ZCustomerHistoryQuery = z.object({
  ...ZPageQuery(20, 100).shape,
});
export type CustomerHistoryQuery = z.infer<typeof ZCustomerHistoryQuery>;
