import type { LabourReport, Terminal, TimePunch, Timesheet, TipDistribution } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { queryString } from '../../../api/pages';
import { getTerminal } from '../../../app/terminal/terminalStorage';

const base = (rid: string) => `/api/restaurants/${rid}`;
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
    onNow: build.query<{ data: TimePunch[] }, string>({
      query: (rid) => `${base(rid)}/time-punches/on-now`,
      providesTags: ['TimeClock'],
    }),
    listPunches: build.query<{ data: TimePunch[] }, PeriodArgs>({
      query: ({ rid, ...q }) => `${base(rid)}/time-punches?${queryString(q)}`,
      providesTags: ['TimeClock'],
    }),
    timesheet: build.query<Timesheet, PeriodArgs>({
      query: ({ rid, ...q }) => `${base(rid)}/timesheets?${queryString(q)}`,
      providesTags: ['TimeClock'],
    }),
    punch: build.mutation<
      TimePunch,
      { rid: string; action: 'clock-in' | 'clock-out' | 'break-start' | 'break-end'; pin: string }
    >({
      query: ({ rid, action, pin }) =>
        action.startsWith('break')
          ? {
              url: `${base(rid)}/time-punches/break`,
              method: 'POST',
              body: { pin, action: action === 'break-start' ? 'start' : 'end' },
              headers: terminalHeaders(),
            }
          : { url: `${base(rid)}/time-punches/${action}`, method: 'POST', body: { pin }, headers: terminalHeaders() },
      invalidatesTags: ['TimeClock'],
    }),
    editPunch: build.mutation<
      TimePunch,
      { rid: string; id: string; clockInAt?: string; clockOutAt?: string | null; breakMinutes?: number; reason: string }
    >({
      query: ({ rid, id, ...body }) => ({ url: `${base(rid)}/time-punches/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['TimeClock'],
    }),
    setPin: build.mutation<{ hasPin: boolean }, { rid: string; memberId: string; pin: string | null }>({
      query: ({ rid, memberId, pin }) => ({
        url: `${base(rid)}/members/${memberId}/pin`,
        method: 'PUT',
        body: { pin },
      }),
      invalidatesTags: ['Member'],
    }),
    tipsPreview: build.query<TipDistribution, { rid: string; day: string; rule?: string }>({
      query: ({ rid, ...q }) => `${base(rid)}/tips/preview?${queryString(q)}`,
      providesTags: ['TimeClock', 'Bill'],
    }),
    tipDistributions: build.query<{ data: TipDistribution[] }, PeriodArgs>({
      query: ({ rid, ...q }) => `${base(rid)}/tips/distributions?${queryString(q)}`,
      providesTags: ['TimeClock'],
    }),
    distributeTips: build.mutation<TipDistribution, { rid: string; day: string; rule: string }>({
      query: ({ rid, ...body }) => ({ url: `${base(rid)}/tips/distributions`, method: 'POST', body }),
      invalidatesTags: ['TimeClock'],
    }),
    declareTips: build.mutation<{ name: string; amount: number }, { rid: string; pin: string; amount: number }>({
      query: ({ rid, ...body }) => ({
        url: `${base(rid)}/tips/declarations`,
        method: 'POST',
        body,
        headers: terminalHeaders(),
      }),
      invalidatesTags: ['TimeClock'],
    }),
    labour: build.query<LabourReport, PeriodArgs>({
      query: ({ rid, ...q }) => `${base(rid)}/labour?${queryString(q)}`,
      providesTags: ['TimeClock', 'Dashboard'],
    }),
    listTerminals: build.query<{ data: Terminal[] }, string>({
      query: (rid) => `${base(rid)}/terminal-sessions`,
      providesTags: ['TimeClock'],
    }),
    revokeTerminal: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({ url: `${base(rid)}/terminal-sessions/${id}`, method: 'DELETE' }),
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
