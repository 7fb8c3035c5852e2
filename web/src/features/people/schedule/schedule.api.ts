import { routes, type operations, type Shift, type TimeOff } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ReplyOf, type ViewOf } from '../../../api/operation';

type Op = typeof operations;
type Availability = Partial<Record<string, { from: string; to: string }[]>>;
export interface ShiftFields {
  memberId: string;
  departmentId: string | null;
  startsAt: string;
  endsAt: string;
  notes: string | null;
}

/** The schedule: shifts, copy and publish, time off (live through `shift.*` and `time_off.*`). */
export const scheduleApi = api.injectEndpoints({
  endpoints: (build) => ({
    listShifts: build.query<
      ViewOf<Op['listShifts'], { data: Shift[] }>,
      { rid: string; from: string; to: string; departmentId?: string; mine?: boolean }
    >({
      query: ({ rid, ...q }) => urlOf(routes.listShifts, { restaurantId: rid }, q),
      providesTags: ['Schedule'],
    }),
    saveShift: build.mutation<ViewOf<Op['createShift'], Shift>, { rid: string; id?: string } & Partial<ShiftFields>>({
      query: ({ rid, id, ...body }) => ({
        url: id
          ? urlOf(routes.updateShift, { restaurantId: rid, shiftId: id })
          : urlOf(routes.createShift, { restaurantId: rid }),
        method: id ? 'PATCH' : 'POST',
        body,
      }),
      invalidatesTags: ['Schedule'],
    }),
    deleteShift: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deleteShift, { restaurantId: rid, shiftId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: ['Schedule'],
    }),
    copyWeek: build.mutation<
      ViewOf<Op['copyWeek'], { data: Shift[] }>,
      { rid: string; fromWeek: string; toWeek: string; departmentId?: string }
    >({
      query: ({ rid, ...body }) => ({ url: urlOf(routes.copyWeek, { restaurantId: rid }), method: 'POST', body }),
      invalidatesTags: ['Schedule'],
    }),
    publishShifts: build.mutation<
      ReplyOf<Op['publishShifts']>,
      { rid: string; from: string; to: string; departmentId?: string }
    >({
      query: ({ rid, ...body }) => ({ url: urlOf(routes.publishShifts, { restaurantId: rid }), method: 'POST', body }),
      invalidatesTags: ['Schedule'],
    }),
    myAvailability: build.query<ViewOf<Op['myAvailability'], { availability: Availability | null }>, string>({
      query: (rid) => urlOf(routes.myAvailability, { restaurantId: rid }),
      providesTags: ['Schedule'],
    }),
    setMyAvailability: build.mutation<unknown, { rid: string; availability: Availability | null }>({
      query: ({ rid, availability }) => ({
        url: urlOf(routes.putMembersMeAvailability, { restaurantId: rid }),
        method: 'PUT',
        body: { availability },
      }),
      invalidatesTags: ['Schedule'],
    }),
    listTimeOff: build.query<ViewOf<Op['listTimeOff'], { data: TimeOff[] }>, string>({
      query: (rid) => urlOf(routes.listTimeOff, { restaurantId: rid }),
      providesTags: ['Schedule'],
    }),
    requestTimeOff: build.mutation<
      ViewOf<Op['requestTimeOff'], TimeOff>,
      { rid: string; startsOn: string; endsOn: string; reason: string | null }
    >({
      query: ({ rid, ...body }) => ({ url: urlOf(routes.requestTimeOff, { restaurantId: rid }), method: 'POST', body }),
      invalidatesTags: ['Schedule'],
    }),
    decideTimeOff: build.mutation<
      ViewOf<Op['decideTimeOff'], TimeOff>,
      { rid: string; id: string } & BodyOf<Op['decideTimeOff']>
    >({
      query: ({ rid, id, status }) => ({
        url: urlOf(routes.decideTimeOff, { restaurantId: rid, requestId: id }),
        method: 'POST',
        body: { status },
      }),
      invalidatesTags: ['Schedule'],
    }),
  }),
});

export const {
  useListShiftsQuery,
  useSaveShiftMutation,
  useDeleteShiftMutation,
  useCopyWeekMutation,
  usePublishShiftsMutation,
  useListTimeOffQuery,
  useRequestTimeOffMutation,
  useDecideTimeOffMutation,
  useMyAvailabilityQuery,
  useSetMyAvailabilityMutation,
} = scheduleApi;
