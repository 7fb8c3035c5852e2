import { routes, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';
import { type List, type Page } from '../../../api/pages';
import type {
  Availability,
  Reservation,
  ReservationInput,
  ReservationStatus,
  WaitlistEntry,
} from './reservations.types';

type Op = typeof operations;

/** Reservations and the walk-in waitlist (Premium). */
export const reservationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The reservations starting between `from` and `to` (ISO instants). */
    listReservations: build.query<Reservation[], { rid: string; from: string; to: string }>({
      query: ({ rid, from, to }) => urlOf(routes.listReservations, { restaurantId: rid }, { from, to, perPage: 500 }),
      transformResponse: (res: ViewOf<Op['listReservations'], Page<Reservation>>) => res.data,
      providesTags: ['Reservation'],
    }),
    getReservation: build.query<ViewOf<Op['getReservation'], Reservation>, { rid: string; id: string }>({
      query: ({ rid, id }) => urlOf(routes.getReservation, { restaurantId: rid, reservationId: id }),
      providesTags: ['Reservation'],
    }),
    /** Tables free for the party at that time (a booking being edited does not block its own). */
    availability: build.query<
      ViewOf<Op['availability'], Availability>,
      { rid: string; startsAt: string; partySize: number; duration?: number; excludeReservationId?: string }
    >({
      query: ({ rid, ...query }) => urlOf(routes.availability, { restaurantId: rid }, query),
      providesTags: ['Reservation', 'Floor'],
    }),
    saveReservation: build.mutation<
      ViewOf<Op['createReservation'], Reservation>,
      { rid: string; id?: string; body: ReservationInput | (Partial<ReservationInput> & { version: number }) }
    >({
      query: ({ rid, id, body }) =>
        id
          ? { url: urlOf(routes.updateReservation, { restaurantId: rid, reservationId: id }), method: 'PATCH', body }
          : { url: urlOf(routes.createReservation, { restaurantId: rid }), method: 'POST', body },
      invalidatesTags: ['Reservation', 'Calendar'],
    }),
    /** Moves a reservation along its lifecycle; seating opens an order on its table. */
    setReservationStatus: build.mutation<
      ViewOf<Op['setReservationStatus'], Reservation & { order?: { id: string } }>,
      { rid: string; id: string; status: ReservationStatus; version?: number }
    >({
      query: ({ rid, id, status, version }) => ({
        url: urlOf(routes.setReservationStatus, { restaurantId: rid, reservationId: id }),
        method: 'POST',
        body: { status, version } satisfies BodyOf<Op['setReservationStatus']>,
      }),
      invalidatesTags: ['Reservation', 'Calendar'],
    }),

    listWaitlist: build.query<WaitlistEntry[], string>({
      query: (rid) => urlOf(routes.listWaitlist, { restaurantId: rid }),
      transformResponse: (res: ViewOf<Op['listWaitlist'], List<WaitlistEntry>>) => res.data,
      providesTags: ['Waitlist'],
    }),
    addToWaitlist: build.mutation<
      ViewOf<Op['addToWaitlist'], WaitlistEntry>,
      { rid: string; body: BodyOf<Op['addToWaitlist']> }
    >({
      query: ({ rid, body }) => ({ url: urlOf(routes.addToWaitlist, { restaurantId: rid }), method: 'POST', body }),
      invalidatesTags: ['Waitlist'],
    }),
    setWaitlistStatus: build.mutation<
      ViewOf<Op['setWaitlistStatus'], WaitlistEntry>,
      { rid: string; id: string; status: WaitlistEntry['status'] }
    >({
      query: ({ rid, id, status }) => ({
        url: urlOf(routes.setWaitlistStatus, { restaurantId: rid, entryId: id }),
        method: 'POST',
        body: { status } satisfies BodyOf<Op['setWaitlistStatus']>,
      }),
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
