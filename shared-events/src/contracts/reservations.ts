import { z } from 'zod';
import { ZPage } from './common';

/** Reply shapes of the reservations operations (see common.ts). */

export const ZReservationTable = z.object({
  id: z.string(),
  name: z.string(),
});

export const ZReservation = z.object({
  id: z.string(),
  customerId: z.string().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  partySize: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number(),
  remarks: z.string().nullable(),
  source: z.enum(['phone', 'walk_in', 'digital_menu']),
  status: z.enum(['completed', 'cancelled', 'booked', 'confirmed', 'seated', 'no_show']),
  tables: z.array(ZReservationTable),
  orderId: z.string().nullable(),
  cancelReason: z.string().nullable(),
  remindedAt: z.string().nullable(),
  version: z.number(),
  createdAt: z.string(),
});
export type Reservation = z.infer<typeof ZReservation>;

export const ZReservationPage = ZPage(ZReservation);

export const ZFreeTable = z.object({
  id: z.string(),
  name: z.string(),
  capacity: z.number(),
  spaceName: z.string(),
});

export const ZAvailability = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number(),
  data: z.array(ZFreeTable),
  suggested: ZFreeTable.nullable(),
});
export type Availability = z.infer<typeof ZAvailability>;
