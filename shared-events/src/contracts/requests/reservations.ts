import { z } from 'zod';
import { ZPageQuery } from './page-query';
import { INT32_MAX } from './primitives';

const uuid = z.string().uuid();
const text = (max = 500) => z.string().trim().max(max);
const instant = z.string().datetime({ offset: true, message: 'Choose a date and time.' });

export const RESERVATION_STATUSES = ['booked', 'confirmed', 'seated', 'completed', 'cancelled', 'no_show'] as const;
export const RESERVATION_SOURCES = ['phone', 'walk_in', 'digital_menu'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

const ZReservationFields = z.object({
  name: text(200).min(1, 'Name is required.'),
  phone: text(60).nullish(),
  email: z
    .string()
    .trim()
    .email('Enter a valid email.')
    .max(200)
    .nullish()
    .or(z.literal('').transform(() => null)),
  address: text().nullish(),
  partySize: z.number().int().min(1, 'Party size must be at least 1.').max(500),
  startsAt: instant,
  durationMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .optional(),
  tableIds: z.array(uuid).max(20),
  customerId: uuid.nullish(),
  remarks: text(2000).nullish(),
  source: z.enum(RESERVATION_SOURCES),
  /** Accept a party larger than its tables seat; honoured only with `reservations.overCapacity` (managers). */
  allowOverCapacity: z.boolean().optional(),
});
export const ZCreateReservationBody = ZReservationFields.extend({
  tableIds: ZReservationFields.shape.tableIds.default([]),
  source: ZReservationFields.shape.source.default('phone'),
});
export type CreateReservationBody = z.infer<typeof ZCreateReservationBody>;

// Built from the fields without their defaults: a change of the party size alone keeps the tables and source.
export const ZUpdateReservationBody = ZReservationFields.partial().extend({
  version: z.number().int().min(1).max(INT32_MAX),
});
export type UpdateReservationBody = z.infer<typeof ZUpdateReservationBody>;

export const ZReservationStatusBody = z.object({
  status: z.enum(RESERVATION_STATUSES),
  version: z.number().int().min(1).max(INT32_MAX).optional(),
  reason: text().nullish(),
});
export type ReservationStatusBody = z.infer<typeof ZReservationStatusBody>;

export const ZReservationListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  from: instant.optional(),
  to: instant.optional(),
  status: z.enum(RESERVATION_STATUSES).optional(),
  ...ZPageQuery(50).shape,
  sort: z.enum(['asc', 'desc']).default('asc'),
});
export type ReservationListQuery = z.infer<typeof ZReservationListQuery>;

export const ZAvailabilityQuery = z.object({
  startsAt: instant,
  partySize: z.coerce.number().int().min(1).max(500),
  duration: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .optional(),
  excludeReservationId: uuid.optional(),
});
export type AvailabilityQuery = z.infer<typeof ZAvailabilityQuery>;
