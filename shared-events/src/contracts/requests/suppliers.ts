import { z } from 'zod';
import { ZListQuery } from './page-query';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

const fields = {
  name: z.string().trim().min(1, 'Name is required.').max(120),
  contactName: optionalText(120),
  phone: optionalText(40),
  email: z
    .string()
    .trim()
    .max(200)
    .email('Enter a valid email address.')
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  address: optionalText(300),
  taxId: optionalText(60),
  paymentTermsDays: z
    .number()
    .int('Whole days.')
    .min(0, 'Cannot be negative.')
    .max(365, 'At most 365 days.')
    .default(30),
  notes: optionalText(1000),
};
export const ZCreateSupplierBody = z.object(fields);
export type CreateSupplierBody = z.infer<typeof ZCreateSupplierBody>;
export const ZUpdateSupplierBody = z.object({
  name: fields.name.optional(),
  contactName: fields.contactName.optional(),
  phone: fields.phone.optional(),
  email: fields.email.optional(),
  address: fields.address.optional(),
  taxId: fields.taxId.optional(),
  paymentTermsDays: z
    .number()
    .int('Whole days.')
    .min(0, 'Cannot be negative.')
    .max(365, 'At most 365 days.')
    .optional(),
  notes: fields.notes.optional(),
});
export type UpdateSupplierBody = z.infer<typeof ZUpdateSupplierBody>;

export const ZSupplierListQuery = ZListQuery(['name', 'createdAt'], 25);
export type SupplierListQuery = z.infer<typeof ZSupplierListQuery>;
