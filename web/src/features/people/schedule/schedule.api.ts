import type { Shift, TimeOff } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { queryString } from '../../../api/pages';

const base = (rid: string) => `/api/restaurants/${rid}`;
type Availability = Partial<Record<string, { from: string; to: string }[]>>;
export interface ShiftFields { memberId: string; departmentId: string | null; startsAt: string; endsAt: string; notes: string | null }

/** The schedule: shifts, copy and publish, time off (live through `shift.*` and `time_off.*`). */
export const scheduleApi = api.injectEndpoints({
  endpoints: (build) => ({
    listShifts: build.query<{ data: Shift[] }, { rid: string; from: string; to: string; departmentId?: string; mine?: boolean }>({
      query: ({ rid, ...q }) => `${base(rid)}/shifts?${queryString(q)}`, providesTags: ['Schedule'],
    }),
    saveShift: build.mutation<Shift, { rid: string; id?: string } & Partial<ShiftFields>>({
      query: ({ rid, id, ...body }) => ({ url: id ? `${base(rid)}/shifts/${id}` : `${base(rid)}/shifts`, method: id ? 'PATCH' : 'POST', body }),
      invalidatesTags: ['Schedule'],
    }),
    deleteShift: build.mutation<unknown, { rid: string; id: string }>({ query: ({ rid, id }) => ({ url: `${base(rid)}/shifts/${id}`, method: 'DELETE' }), invalidatesTags: ['Schedule'] }),
    copyWeek: build.mutation<{ data: Shift[] }, { rid: string; fromWeek: string; toWeek: string; departmentId?: string }>({
      query: ({ rid, ...body }) => ({ url: `${base(rid)}/shifts/copy-week`, method: 'POST', body }), invalidatesTags: ['Schedule'],
    }),
    publishShifts: build.mutation<{ published: number }, { rid: string; from: string; to: string; departmentId?: string }>({
      query: ({ rid, ...body }) => ({ url: `${base(rid)}/shifts/publish`, method: 'POST', body }), invalidatesTags: ['Schedule'],
    }),
    myAvailability: build.query<{ availability: Availability | null }, string>({ query: (rid) => `${base(rid)}/members/me/availability`, providesTags: ['Schedule'] }),
    setMyAvailability: build.mutation<unknown, { rid: string; availability: Availability | null }>({
      query: ({ rid, availability }) => ({ url: `${base(rid)}/members/me/availability`, method: 'PUT', body: { availability } }), invalidatesTags: ['Schedule'],
    }),
    listTimeOff: build.query<{ data: TimeOff[] }, string>({ query: (rid) => `${base(rid)}/time-off`, providesTags: ['Schedule'] }),
    requestTimeOff: build.mutation<TimeOff, { rid: string; startsOn: string; endsOn: string; reason: string | null }>({
      query: ({ rid, ...body }) => ({ url: `${base(rid)}/time-off`, method: 'POST', body }), invalidatesTags: ['Schedule'],
    }),
    decideTimeOff: build.mutation<TimeOff, { rid: string; id: string; status: 'approved' | 'denied' }>({
      query: ({ rid, id, status }) => ({ url: `${base(rid)}/time-off/${id}/decision`, method: 'POST', body: { status } }), invalidatesTags: ['Schedule'],
    }),
  }),
});

export const {
  useListShiftsQuery, useSaveShiftMutation, useDeleteShiftMutation, useCopyWeekMutation, usePublishShiftsMutation, useListTimeOffQuery, useRequestTimeOffMutation, useDecideTimeOffMutation,
  useMyAvailabilityQuery, useSetMyAvailabilityMutation,
} = scheduleApi;
