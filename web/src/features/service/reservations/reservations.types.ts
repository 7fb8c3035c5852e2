import type {
  Reservation as ReservationReply,
  Availability as AvailabilityReply,
  WaitlistEntry as WaitlistEntryReply,
} from '@ros/shared-events';
export type ReservationStatus = 'booked' | 'confirmed' | 'seated' | 'completed' | 'cancelled' | 'no_show';
export type ReservationSource = 'phone' | 'walk_in' | 'digital_menu';

/** A reservation as the API returns it. */
export type Reservation = ReservationReply;

/** `…/reservations/availability`: the free tables, the best fit, and the booking's length. */
export type Availability = AvailabilityReply;

/** What the reservation form sends. */
export interface ReservationInput {
  name: string;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  partySize: number;
  startsAt: string;
  durationMinutes?: number;
  tableIds: string[];
  remarks?: string | null;
  source: ReservationSource;
}

/** A walk-in party waiting for a table. */
export type WaitlistEntry = WaitlistEntryReply;
