import { z } from 'zod';
import { PAYMENT_PROVIDERS, type PaymentProviderId } from '../guest';
import { bankDetailsFields } from './bank-details';
import { money, ZClockTime, ZPercent } from './primitives';

const NAME_REQUIRED = 'Restaurant name is required.';
const minutes = (max: number) => z.number().int('Use whole minutes.').min(0).max(max);

/**
 * The sections of `restaurants.settings` and their bounds; a module with settings adds its section
 * here. A PATCH replaces the sections it names and keeps the others.
 */
export const ZRestaurantSettings = z
  .object({
    businessDay: z
      .object({
        startsAtHour: z
          .number()
          .int('Use a whole hour.')
          .min(0)
          .max(11, 'A business day starts between 00:00 and 11:00.'),
      })
      .partial(),
    kds: z.object({ warnMinutes: minutes(240), lateMinutes: minutes(480) }).partial(),
    bills: z
      .object({ discountLimitPercent: ZPercent, roundingUnit: money().max(100_00, 'Round to at most 100.00.') })
      .partial(),
    reservations: z
      .object({
        openingHours: z.partialRecord(
          z.enum(['0', '1', '2', '3', '4', '5', '6']),
          z.array(z.object({ open: ZClockTime, close: ZClockTime })).max(6),
        ),
        slotMinutes: minutes(240),
        defaultDurationMinutes: minutes(24 * 60),
        leadMinutes: minutes(30 * 24 * 60),
        graceMinutes: minutes(24 * 60),
        reminderMinutesBefore: minutes(7 * 24 * 60),
        reservedWindowMinutes: minutes(24 * 60),
      })
      .partial(),
    inventory: z.object({ auto86: z.boolean() }).partial(),
    cashDrawer: z.object({ requiredForCash: z.boolean() }).partial(),
    guestOrdering: z
      .object({
        maxOrderValue: money({ min: 1_00 }).max(100_000_00, 'At most 100,000.00.'),
        online: z.boolean(),
        qr: z.boolean(),
        leadMinutes: minutes(24 * 60),
        paymentProvider: z
          .enum(Object.keys(PAYMENT_PROVIDERS) as [PaymentProviderId], 'Unknown payment provider.')
          .nullable(),
      })
      .partial(),
    serviceCharge: z
      .object({
        orderTypes: z
          .array(z.enum(['dine_in', 'takeaway', 'delivery'], 'Choose dine in, takeaway or delivery.'))
          .max(3),
      })
      .partial(),
    tips: z
      .object({
        rule: z.enum(['hours', 'points', 'individual'], 'Share by hours, points or each their own.'),
        points: z.record(z.uuid(), z.number().min(0).max(100)),
      })
      .partial(),
  })
  .partial();
const text = (max: number) => z.string().trim().max(max).nullable().optional();

const fields = {
  type: text(100),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'Use a 3-letter currency code.')
    .optional(),
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
  language: z.enum(['en', 'es'], 'Choose English or Spanish.').optional(),
  contact: text(50),
  email: z
    .union([z.literal(''), z.email('Please enter a valid email.')])
    .nullable()
    .optional(),
  address: text(500),
  coverImageUrl: text(2000),
  ...bankDetailsFields,
  isActive: z.boolean().optional(),
  confirmOrders: z.boolean().optional(),
  serviceChargePercent: ZPercent.optional(),
  taxPercent: ZPercent.optional(),
  taxInclusive: z.boolean().optional(),
  settings: ZRestaurantSettings.optional(),
};

export const ZRestaurantName = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(120, 'Restaurant name is too long.');

export const ZCreateRestaurantBody = z.object({ name: ZRestaurantName, ...fields });
export type CreateRestaurantBody = z.infer<typeof ZCreateRestaurantBody>;

export const ZUpdateRestaurantBody = z.object({ name: ZRestaurantName.optional(), ...fields });
export type UpdateRestaurantBody = z.infer<typeof ZUpdateRestaurantBody>;
