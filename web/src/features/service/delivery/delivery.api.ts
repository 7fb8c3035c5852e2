import { api } from '../../../api/baseApi';
import type { List } from '../../../api/pages';
import type { Delivery, Driver, PendingOrder, Zone } from './delivery.types';

const base = (rid: string) => `/api/restaurants/${rid}`;
const data = <T>(res: List<T>) => res.data;

/** The own delivery system (Premium): deliveries, drivers and zones; live delivery, order and kitchen events refetch them. */
export const deliveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Active deliveries only (a driver's), or every recent one (the board). */
    listDeliveries: build.query<Delivery[], { rid: string; active: boolean }>({
      query: ({ rid, active }) => `${base(rid)}/deliveries${active ? '?active=true' : ''}`,
      transformResponse: data<Delivery>,
      providesTags: ['Delivery'],
    }),
    pendingOrders: build.query<PendingOrder[], string>({
      query: (rid) => `${base(rid)}/deliveries/pending-orders`,
      transformResponse: data<PendingOrder>,
      providesTags: ['Delivery'],
    }),
    listDrivers: build.query<Driver[], string>({
      query: (rid) => `${base(rid)}/drivers`,
      transformResponse: data<Driver>,
      providesTags: ['Delivery'],
    }),
    listZones: build.query<Zone[], string>({
      query: (rid) => `${base(rid)}/delivery-zones`,
      transformResponse: data<Zone>,
      providesTags: ['Delivery'],
    }),

    createDelivery: build.mutation<Delivery, { rid: string; orderId: string; zoneId: string | null }>({
      query: ({ rid, orderId, zoneId }) => ({
        url: `${base(rid)}/deliveries`,
        method: 'POST',
        body: { orderId, zoneId },
      }),
      invalidatesTags: ['Delivery'],
    }),
    assignDelivery: build.mutation<Delivery, { rid: string; id: string; driverMemberId: string }>({
      query: ({ rid, id, driverMemberId }) => ({
        url: `${base(rid)}/deliveries/${id}/assign`,
        method: 'POST',
        body: { driverMemberId },
      }),
      invalidatesTags: ['Delivery'],
    }),
    setDeliveryStatus: build.mutation<
      Delivery,
      { rid: string; id: string; status: 'unassigned' | 'picked_up' | 'delivered' | 'failed'; reason?: string }
    >({
      query: ({ rid, id, status, reason }) => ({
        url: `${base(rid)}/deliveries/${id}/status`,
        method: 'POST',
        body: { status, reason },
      }),
      invalidatesTags: ['Delivery'],
    }),
    /** A driver on or off shift (`me`: the signed-in driver). */
    setShift: build.mutation<
      { memberId: string; isOnShift: boolean },
      { rid: string; memberId: string; isOnShift: boolean }
    >({
      query: ({ rid, memberId, isOnShift }) => ({
        url: `${base(rid)}/drivers/${memberId}/shift`,
        method: 'POST',
        body: { isOnShift },
      }),
      invalidatesTags: ['Delivery'],
    }),
    createZone: build.mutation<
      Zone,
      { rid: string; body: { name: string; fee: number; minimumOrder: number; freeOver: number | null } }
    >({
      query: ({ rid, body }) => ({ url: `${base(rid)}/delivery-zones`, method: 'POST', body }),
      invalidatesTags: ['Delivery'],
    }),
    updateZone: build.mutation<Zone, { rid: string; zoneId: string; body: { freeOver: number | null } }>({
      query: ({ rid, zoneId, body }) => ({ url: `${base(rid)}/delivery-zones/${zoneId}`, method: 'PATCH', body }),
      invalidatesTags: ['Delivery'],
    }),
  }),
});

/** Minor units → "12.50". */
export const money = (minor: number) => (minor / 100).toFixed(2);

export const {
  useListDeliveriesQuery,
  usePendingOrdersQuery,
  useListDriversQuery,
  useListZonesQuery,
  useCreateDeliveryMutation,
  useAssignDeliveryMutation,
  useSetDeliveryStatusMutation,
  useSetShiftMutation,
  useCreateZoneMutation,
  useUpdateZoneMutation,
} = deliveryApi;
