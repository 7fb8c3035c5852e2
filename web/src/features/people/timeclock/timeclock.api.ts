import {
  routes,
  type LabourReport,
  type operations,
  type Terminal,
  type TimePunch,
  type Timesheet,
  type TipDistribution,
} from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';
import { getTerminal } from '../../../app/terminal/terminalStorage';

type Op = typeof operations;
const at = (rid: string) => ({ restaurantId: rid });
const CLOCK = { 'clock-in': routes.postTimePunchesClockIn, 'clock-out': routes.postTimePunchesClockOut } as const;
/** PIN actions run only on a signed-in terminal: this device's terminal token, when it is one. */
const terminalHeaders = (): Record<string, string> => {
  const terminal = getTerminal();
  return terminal ? { 'X-Terminal-Token': terminal.token } : {};
};
export interface PeriodArgs {
  rid: string;
  from: string;
  to: string;
  departmentId?: string;
}

/** The time clock: PIN punches, who is on now, punches and timesheets (live through `time_punch.*`). */
export const timeClockApi = api.injectEndpoints({
  endpoints: (build) => ({
    onNow: build.query<ViewOf<Op['onNow'], { data: TimePunch[] }>, string>({
      query: (rid) => urlOf(routes.onNow, at(rid)),
      providesTags: ['TimeClock'],
    }),
    listPunches: build.query<ViewOf<Op['listPunches'], { data: TimePunch[] }>, PeriodArgs>({
      query: ({ rid, ...q }) => urlOf(routes.listPunches, at(rid), q),
      providesTags: ['TimeClock'],
    }),
    timesheet: build.query<ViewOf<Op['timesheet'], Timesheet>, PeriodArgs>({
      query: ({ rid, ...q }) => urlOf(routes.timesheet, at(rid), q),
      providesTags: ['TimeClock'],
    }),
    punch: build.mutation<
      ViewOf<Op['postTimePunchesClockIn'], TimePunch>,
      { rid: string; action: 'clock-in' | 'clock-out' | 'break-start' | 'break-end'; pin: string }
    >({
      query: ({ rid, action, pin }) =>
        action === 'break-start' || action === 'break-end'
          ? {
              url: urlOf(routes.postTimePunchesBreak, at(rid)),
              method: 'POST',
              body: { pin, action: action === 'break-start' ? 'start' : 'end' } satisfies BodyOf<
                Op['postTimePunchesBreak']
              >,
              headers: terminalHeaders(),
            }
          : {
              url: urlOf(CLOCK[action], at(rid)),
              method: 'POST',
              body: { pin } satisfies BodyOf<Op['postTimePunchesClockIn']>,
              headers: terminalHeaders(),
            },
      invalidatesTags: ['TimeClock'],
    }),
    editPunch: build.mutation<
      ViewOf<Op['editPunch'], TimePunch>,
      { rid: string; id: string; clockInAt?: string; clockOutAt?: string | null; breakMinutes?: number; reason: string }
    >({
      query: ({ rid, id, ...body }) => ({
        url: urlOf(routes.editPunch, { restaurantId: rid, punchId: id }),
        method: 'PATCH',
        body: body satisfies BodyOf<Op['editPunch']>,
      }),
      invalidatesTags: ['TimeClock'],
    }),
    setPin: build.mutation<
      ViewOf<Op['setPin'], { hasPin: boolean }>,
      { rid: string; memberId: string; pin: string | null }
    >({
      query: ({ rid, memberId, pin }) => ({
        url: urlOf(routes.setPin, { restaurantId: rid, memberId }),
        method: 'PUT',
        body: { pin } satisfies BodyOf<Op['setPin']>,
      }),
      invalidatesTags: ['Member'],
    }),
    tipsPreview: build.query<ViewOf<Op['previewTips'], TipDistribution>, { rid: string; day: string; rule?: string }>({
      query: ({ rid, ...q }) => urlOf(routes.previewTips, at(rid), q),
      providesTags: ['TimeClock', 'Bill'],
    }),
    tipDistributions: build.query<ViewOf<Op['listDistributions'], { data: TipDistribution[] }>, PeriodArgs>({
      query: ({ rid, ...q }) => urlOf(routes.listDistributions, at(rid), q),
      providesTags: ['TimeClock'],
    }),
    distributeTips: build.mutation<
      ViewOf<Op['distributeTips'], TipDistribution>,
      { rid: string } & BodyOf<Op['distributeTips']>
    >({
      query: ({ rid, ...body }) => ({ url: urlOf(routes.distributeTips, at(rid)), method: 'POST', body }),
      invalidatesTags: ['TimeClock'],
    }),
    declareTips: build.mutation<
      ViewOf<Op['postTipsDeclarations'], { name: string; amount: number }>,
      { rid: string } & BodyOf<Op['postTipsDeclarations']>
    >({
      query: ({ rid, ...body }) => ({
        url: urlOf(routes.postTipsDeclarations, at(rid)),
        method: 'POST',
        body,
        headers: terminalHeaders(),
      }),
      invalidatesTags: ['TimeClock'],
    }),
    labour: build.query<ViewOf<Op['labourReport'], LabourReport>, PeriodArgs>({
      query: ({ rid, ...q }) => urlOf(routes.labourReport, at(rid), q),
      providesTags: ['TimeClock', 'Dashboard'],
    }),
    listTerminals: build.query<ViewOf<Op['listTerminals'], { data: Terminal[] }>, string>({
      query: (rid) => urlOf(routes.listTerminals, at(rid)),
      providesTags: ['TimeClock'],
    }),
    revokeTerminal: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.revokeTerminal, { restaurantId: rid, terminalId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: ['TimeClock'],
    }),
  }),
});

export const {
  useOnNowQuery,
  useListPunchesQuery,
  useTimesheetQuery,
  usePunchMutation,
  useEditPunchMutation,
  useSetPinMutation,
  useListTerminalsQuery,
  useRevokeTerminalMutation,
  useTipsPreviewQuery,
  useTipDistributionsQuery,
  useDistributeTipsMutation,
  useDeclareTipsMutation,
  useLabourQuery,
} = timeClockApi;
