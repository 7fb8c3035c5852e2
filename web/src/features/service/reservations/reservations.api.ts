import { api } from '../../../api/baseApi';
import { queryString, type List, type Page } from '../../../api/pages';
import type {
  Availability,
  Reservation,
  ReservationInput,
  ReservationStatus,
  WaitlistEntry,
} from './reservations.types';

const base = (rid: string) => `/api/restaurants/${rid}`;

/** Reservations and the walk-in waitlist (Premium). */
export const reservationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The reservations starting between `from` and `to` (ISO instants). */
    listReservations: build.query<Reservation[], { rid: string; from: string; to: string }>({
      query: ({ rid, from, to }) => `${base(rid)}/reservations?${queryString({ from, to, perPage: 500 })}`,
      transformResponse: (res: Page<Reservation>) => res.data,
      providesTags: ['Reservation'],
    }),
    getReservation: build.query<Reservation, { rid: string; id: string }>({
      query: ({ rid, id }) => `${base(rid)}/reservations/${id}`,
      providesTags: ['Reservation'],
    }),
    /** Tables free for the party at that time (a booking being edited does not block its own). */
    availability: build.query<
      Availability,
      { rid: string; startsAt: string; partySize: number; duration?: number; excludeReservationId?: string }
    >({
      query: ({ rid, ...query }) => `${base(rid)}/reservations/availability?${queryString(query)}`,
      providesTags: ['Reservation', 'Floor'],
    }),
    saveReservation: build.mutation<
      Reservation,
      { rid: string; id?: string; body: ReservationInput | (Partial<ReservationInput> & { version: number }) }
    >({
      query: ({ rid, id, body }) =>
        id
          ? { url: `${base(rid)}/reservations/${id}`, method: 'PATCH', body }
          : { url: `${base(rid)}/reservations`, method: 'POST', body },
      invalidatesTags: ['Reservation', 'Calendar'],
    }),
    /** Moves a reservation along its lifecycle; seating opens an order on its table. */
    setReservationStatus: build.mutation<
      Reservation & { order?: { id: string } },
      { rid: string; id: string; status: ReservationStatus; version?: number }
    >({
      query: ({ rid, id, status, version }) => ({
        url: `${base(rid)}/reservations/${id}/status`,
        method: 'POST',
        body: { status, version },
      }),
      invalidatesTags: ['Reservation', 'Calendar'],
    }),

    listWaitlist: build.query<WaitlistEntry[], string>({
      query: (rid) => `${base(rid)}/waitlist`,
      transformResponse: (res: List<WaitlistEntry>) => res.data,
      providesTags: ['Waitlist'],
    }),
    addToWaitlist: build.mutation<
      WaitlistEntry,
      { rid: string; body: { name: string; phone?: string | null; partySize: number; quotedWaitMinutes: number } }
    >({
      query: ({ rid, body }) => ({ url: `${base(rid)}/waitlist`, method: 'POST', body }),
      invalidatesTags: ['Waitlist'],
    }),
    setWaitlistStatus: build.mutation<WaitlistEntry, { rid: string; id: string; status: WaitlistEntry['status'] }>({
      query: ({ rid, id, status }) => ({ url: `${base(rid)}/waitlist/${id}/status`, method: 'POST', body: { status } }),
      invalidatesTags: ['Waitlist'],
    }),
  }),
});

export const {
  useListReservationsQuery,
  useLazyGetReservationQuery,
  useAvailabilityQuery,
  useSaveReservationMutation,
  useSetReservationStatusMutation,
  useListWaitlistQuery,
  useAddToWaitlistMutation,
  useSetWaitlistStatusMutation,
} = reservationsApi;
