export type ReservationStatus = 'booked' | 'confirmed' | 'seated' | 'completed' | 'cancelled' | 'no_show';
export type ReservationSource = 'phone' | 'walk_in' | 'digital_menu';

/** A reservation as the API returns it. */
export interface Reservation {
  id: string;
  customerId?: string | null;
  name: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  partySize: number;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  remarks: string | null;
  source: ReservationSource;
  status: ReservationStatus;
  tables: { id: string; name: string }[];
  orderId: string | null;
  version: number;
}

/** A table free for a party at a time (`…/reservations/availability`). */
export interface FreeTable {
  id: string;
  name: string;
  capacity: number;
  spaceName: string;
}

/** `…/reservations/availability`: the free tables, the best fit, and the booking's length. */
export interface Availability {
  data: FreeTable[];
  suggested: FreeTable | null;
  durationMinutes: number;
}

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
export interface WaitlistEntry {
  id: string;
  name: string;
  phone: string | null;
  partySize: number;
  quotedWaitMinutes: number;
  status: 'waiting' | 'notified' | 'seated' | 'left';
  createdAt: string;
  version: number;
}
