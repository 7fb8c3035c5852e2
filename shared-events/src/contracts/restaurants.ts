import { z } from 'zod';
import { ZAbilityRule } from './auth';
import { ZList } from './common';

/** Reply shapes of the restaurants operations (see common.ts). */

export const ZRestaurant = z.object({
  id: z.string(),
  name: z.string(),
  /** Its online-ordering link: `/order/<slug>`. */
  slug: z.string(),
  type: z.string().nullable(),
  currency: z.string(),
  timeZone: z.string(),
  /** The language of what its guests and suppliers read from it (messages, purchase orders). */
  language: z.string(),
  contact: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  /** Payment details printed on invoices (the IBAN and SWIFT/BIC stored without spaces). */
  bankName: z.string().nullable(),
  iban: z.string().nullable(),
  swiftBic: z.string().nullable(),
  isActive: z.boolean(),
  confirmOrders: z.boolean(),
  serviceChargePercent: z.number(),
  taxPercent: z.number(),
  taxInclusive: z.boolean(),
  plan: z.string(),
  settings: z.unknown(),
});
export type Restaurant = z.infer<typeof ZRestaurant>;

export const ZMyRestaurants = ZList(
  z.object({
    id: z.string(),
    name: z.string(),
    plan: z.string(),
    role: z.object({
      id: z.string(),
      name: z.string(),
    }),
  }),
);

export const ZRestaurantAbility = z.object({
  ability: z.array(ZAbilityRule),
  role: z.object({
    id: z.string(),
    name: z.string(),
    systemKey: z.string().nullable(),
  }),
  restaurant: ZRestaurant,
});
export type RestaurantAbility = z.infer<typeof ZRestaurantAbility>;

/** The setup checklist on the dashboard: each step ticked from the restaurant's own data. */
export const ZSetupChecklist = z.object({
  steps: z.array(
    z.object({
      key: z.enum(['menu', 'tables', 'printers', 'staff', 'live']),
      done: z.boolean(),
    }),
  ),
});
export type SetupChecklist = z.infer<typeof ZSetupChecklist>;
