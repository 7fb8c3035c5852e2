import { z } from 'zod';
import { defineEvent } from './define';

/** Statuses of a reservation: booked → confirmed → seated → completed, or cancelled / no_show. */
const RESERVATION_STATUSES = ['booked', 'confirmed', 'seated', 'completed', 'cancelled', 'no_show'] as const;
/** Where a reservation came from. */
const RESERVATION_SOURCES = ['phone', 'walk_in', 'digital_menu'] as const;

/** A reservation as lists and the calendar show it; sent whole so clients replace their copy. */
const ZReservationSnapshot = z.object({
  id: z.string().uuid(),
  name: z.string(),
  phone: z.string().nullable(),
  partySize: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  source: z.enum(RESERVATION_SOURCES),
  tables: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
  orderId: z.string().uuid().nullable(),
  version: z.number().int(),
});

type Booking = { reservation: { name: string; partySize: number; status: string } };
const booking = (p: Booking) => ({ values: { name: p.reservation.name, count: p.reservation.partySize } });

/** A reservation was booked. */
export const reservationCreated = defineEvent('reservation.created', z.object({ reservation: ZReservationSnapshot }), {
  read: 'reservations',
  describe: booking,
});
/** A reservation's details, time or tables changed; `changes` lists the fields. */
export const reservationUpdated = defineEvent(
  'reservation.updated',
  z.object({ reservation: ZReservationSnapshot, changes: z.array(z.string()) }),
  { read: 'reservations', describe: booking },
);
/** A reservation moved along its lifecycle (confirmed, seated, completed, cancelled, no_show). */
export const reservationStatusChanged = defineEvent(
  'reservation.status_changed',
  z.object({ reservation: ZReservationSnapshot, previousStatus: z.enum(RESERVATION_STATUSES) }),
  { read: 'reservations', describe: (p) => ({ context: p.reservation.status, values: { name: p.reservation.name } }) },
);
/** The reminder for a reservation was queued as a message to the guest. */
export const reservationReminderQueued = defineEvent(
  'reservation.reminder_queued',
  z.object({ reservationId: z.string().uuid(), messageId: z.string().uuid(), channel: z.enum(['sms', 'email']) }),
  { read: 'reservations', describe: (p) => ({ context: p.channel }) },
);
