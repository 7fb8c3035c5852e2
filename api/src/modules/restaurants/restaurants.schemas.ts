import { z } from 'zod';
import { PLANS } from '@ros/shared-events';
import { ZPercent } from '../../http/primitives';

const NAME_REQUIRED = 'Restaurant name is required.';
const text = (max: number) => z.string().trim().max(max).nullable().optional();

const fields = {
  type: text(100),
  currency: z.string().trim().regex(/^[A-Z]{3}$/, 'Use a 3-letter currency code.').optional(),
  timeZone: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'Unknown time zone.')
    .optional(),
  contact: text(50),
  email: z.union([z.literal(''), z.email('Please enter a valid email.')]).nullable().optional(),
  address: text(500),
  coverImageUrl: text(2000),
  isActive: z.boolean().optional(),
  confirmOrders: z.boolean().optional(),
  serviceChargePercent: ZPercent.optional(),
  taxPercent: ZPercent.optional(),
  taxInclusive: z.boolean().optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
};

export const ZRestaurantName = z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(120, 'Restaurant name is too long.');

export const ZCreateRestaurantBody = z.object({ name: ZRestaurantName, ...fields });
export type CreateRestaurantBody = z.infer<typeof ZCreateRestaurantBody>;

export const ZUpdateRestaurantBody = z.object({ name: ZRestaurantName.optional(), ...fields });
export type UpdateRestaurantBody = z.infer<typeof ZUpdateRestaurantBody>;

export const ZPlanBody = z.object({ plan: z.enum(PLANS, 'Please choose a plan.') });
