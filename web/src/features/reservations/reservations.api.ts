import { apiRequest } from '../../api/http';

export type ReservationStatus = 'booked' | 'confirmed' | 'seated' | 'completed' | 'cancelled' | 'no_show';
export type ReservationSource = 'phone' | 'walk_in' | 'digital_menu';

/** A reservation as the API returns it. */
export interface Reservation {
  id: string;
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
export interface FreeTable { id: string; name: string; capacity: number; spaceName: string }
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
export interface WaitlistEntry { id: string; name: string; phone: string | null; partySize: number; quotedWaitMinutes: number; status: 'waiting' | 'notified' | 'seated' | 'left'; createdAt: string; version: number }

const base = (rid: string) => `/api/restaurants/${rid}`;

export const reservationsApi = {
  list: (rid: string, from: string, to: string) =>
    apiRequest<{ data: Reservation[]; total: number }>('GET', `${base(rid)}/reservations?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&perPage=500`),
  get: (rid: string, id: string) => apiRequest<Reservation>('GET', `${base(rid)}/reservations/${id}`),
  availability: (rid: string, startsAt: string, partySize: number, duration?: number, excludeReservationId?: string) =>
    apiRequest<{ data: FreeTable[]; suggested: FreeTable | null; durationMinutes: number }>(
      'GET',
      `${base(rid)}/reservations/availability?startsAt=${encodeURIComponent(startsAt)}&partySize=${partySize}${duration ? `&duration=${duration}` : ''}${excludeReservationId ? `&excludeReservationId=${excludeReservationId}` : ''}`,
    ),
  create: (rid: string, body: ReservationInput) => apiRequest<Reservation>('POST', `${base(rid)}/reservations`, body),
  update: (rid: string, id: string, body: Partial<ReservationInput> & { version: number }) => apiRequest<Reservation>('PATCH', `${base(rid)}/reservations/${id}`, body),
  setStatus: (rid: string, id: string, status: ReservationStatus, version?: number) =>
    apiRequest<Reservation & { order?: { id: string } }>('POST', `${base(rid)}/reservations/${id}/status`, { status, version }),
  waitlist: (rid: string) => apiRequest<{ data: WaitlistEntry[] }>('GET', `${base(rid)}/waitlist`),
  addToWaitlist: (rid: string, body: { name: string; phone?: string | null; partySize: number; quotedWaitMinutes: number }) =>
    apiRequest<WaitlistEntry>('POST', `${base(rid)}/waitlist`, body),
  setWaitlistStatus: (rid: string, id: string, status: WaitlistEntry['status']) => apiRequest<WaitlistEntry>('POST', `${base(rid)}/waitlist/${id}/status`, { status }),
};
