import { routes, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';
import type { List } from '../../../api/pages';
import type { Delivery, Driver, PendingOrder, Zone } from './delivery.types';

type Op = typeof operations;
const at = (rid: string) => ({ restaurantId: rid });

/** The own delivery system (Premium): deliveries, drivers and zones; live delivery, order and kitchen events refetch them. */
export const deliveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Active deliveries only (a driver's), or every recent one (the board). */
    listDeliveries: build.query<Delivery[], { rid: string; active: boolean }>({
      query: ({ rid, active }) => urlOf(routes.listDeliveries, at(rid), { active: active || undefined }),
      transformResponse: (res: ViewOf<Op['listDeliveries'], List<Delivery>>) => res.data,
      providesTags: ['Delivery'],
    }),
    pendingOrders: build.query<PendingOrder[], string>({
      query: (rid) => urlOf(routes.pendingOrders, at(rid)),
      transformResponse: (res: ViewOf<Op['pendingOrders'], List<PendingOrder>>) => res.data,
      providesTags: ['Delivery'],
    }),
    listDrivers: build.query<Driver[], string>({
      query: (rid) => urlOf(routes.listDrivers, at(rid)),
      transformResponse: (res: ViewOf<Op['listDrivers'], List<Driver>>) => res.data,
      providesTags: ['Delivery'],
    }),
    listZones: build.query<Zone[], string>({
      query: (rid) => urlOf(routes.listZones, at(rid)),
      transformResponse: (res: ViewOf<Op['listZones'], List<Zone>>) => res.data,
      providesTags: ['Delivery'],
    }),

    createDelivery: build.mutation<
      ViewOf<Op['createDelivery'], Delivery>,
      { rid: string; orderId: string; zoneId: string | null }
    >({
      query: ({ rid, orderId, zoneId }) => ({
        url: urlOf(routes.createDelivery, at(rid)),
        method: 'POST',
        body: { orderId, zoneId } satisfies BodyOf<Op['createDelivery']>,
      }),
      invalidatesTags: ['Delivery'],
    }),
    assignDelivery: build.mutation<
      ViewOf<Op['assignDelivery'], Delivery>,
      { rid: string; id: string; driverMemberId: string }
    >({
      query: ({ rid, id, driverMemberId }) => ({
        url: urlOf(routes.assignDelivery, { restaurantId: rid, deliveryId: id }),
        method: 'POST',
        body: { driverMemberId } satisfies BodyOf<Op['assignDelivery']>,
      }),
      invalidatesTags: ['Delivery'],
    }),
    setDeliveryStatus: build.mutation<
      ViewOf<Op['setDeliveryStatus'], Delivery>,
      { rid: string; id: string; status: 'unassigned' | 'picked_up' | 'delivered' | 'failed'; reason?: string }
    >({
      query: ({ rid, id, status, reason }) => ({
        url: urlOf(routes.setDeliveryStatus, { restaurantId: rid, deliveryId: id }),
        method: 'POST',
        body: { status, reason } satisfies BodyOf<Op['setDeliveryStatus']>,
      }),
      invalidatesTags: ['Delivery'],
    }),
    /** A driver on or off shift (`me`: the signed-in driver). */
    setShift: build.mutation<
      ViewOf<Op['postDriversShift'], { memberId: string; isOnShift: boolean }>,
      { rid: string; memberId: string; isOnShift: boolean }
    >({
      query: ({ rid, memberId, isOnShift }) => ({
        url:
          memberId === 'me'
            ? urlOf(routes.postDriversMeShift, at(rid))
            : urlOf(routes.postDriversShift, { restaurantId: rid, memberId }),
        method: 'POST',
        body: { isOnShift } satisfies BodyOf<Op['postDriversShift']>,
      }),
      invalidatesTags: ['Delivery'],
    }),
    createZone: build.mutation<ViewOf<Op['createZone'], Zone>, { rid: string; body: BodyOf<Op['createZone']> }>({
      query: ({ rid, body }) => ({ url: urlOf(routes.createZone, at(rid)), method: 'POST', body }),
      invalidatesTags: ['Delivery'],
    }),
    updateZone: build.mutation<
      ViewOf<Op['updateZone'], Zone>,
      { rid: string; zoneId: string; body: BodyOf<Op['updateZone']> }
    >({
      query: ({ rid, zoneId, body }) => ({
        url: urlOf(routes.updateZone, { restaurantId: rid, zoneId }),
        method: 'PATCH',
        body,
      }),
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
