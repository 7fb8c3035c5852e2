import type { PrintJob } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import type { Page } from '../../../api/pages';
import type { DrawerSession, DrawerSessionSummary, ZReport } from './cash-drawer.types';

const drawerUrl = (rid: string) => `/api/restaurants/${rid}/cash-drawer`;

/** Cash drawer sessions: the open one of a terminal, the history, the Z report; kept live by `cash_drawer.*` and payments. */
export const cashDrawerApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentDrawer: build.query<DrawerSession, { rid: string; name: string }>({
      query: ({ rid, name }) => `${drawerUrl(rid)}/current?name=${encodeURIComponent(name)}`,
      providesTags: ['CashDrawer'],
    }),
    drawerSessions: build.query<Page<DrawerSessionSummary>, { rid: string; page: number; perPage: number }>({
      query: ({ rid, page, perPage }) => `${drawerUrl(rid)}/sessions?page=${page}&perPage=${perPage}`,
      providesTags: ['CashDrawer'],
    }),
    zReport: build.query<ZReport, { rid: string; sessionId: string }>({
      query: ({ rid, sessionId }) => `${drawerUrl(rid)}/sessions/${sessionId}/z-report`,
      providesTags: ['CashDrawer'],
    }),
    openDrawer: build.mutation<DrawerSession, { rid: string; name: string; openingFloat: number }>({
      query: ({ rid, ...body }) => ({ url: `${drawerUrl(rid)}/sessions`, method: 'POST', body }),
      invalidatesTags: ['CashDrawer'],
    }),
    moveCash: build.mutation<DrawerSession, { rid: string; sessionId: string; kind: 'pay_in' | 'pay_out'; amount: number; reason: string }>({
      query: ({ rid, sessionId, ...body }) => ({ url: `${drawerUrl(rid)}/sessions/${sessionId}/movements`, method: 'POST', body }),
      invalidatesTags: ['CashDrawer'],
    }),
    closeDrawer: build.mutation<DrawerSession, { rid: string; sessionId: string; counted: number; notes?: string }>({
      query: ({ rid, sessionId, ...body }) => ({ url: `${drawerUrl(rid)}/sessions/${sessionId}/close`, method: 'POST', body }),
      invalidatesTags: ['CashDrawer'],
    }),
    /** The Z report on the restaurant's receipt printer (refused with `rule_violation` when it has none). */
    printZReport: build.mutation<PrintJob, { rid: string; sessionId: string }>({
      query: ({ rid, sessionId }) => ({ url: `${drawerUrl(rid)}/sessions/${sessionId}/print-z-report`, method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useCurrentDrawerQuery,
  useDrawerSessionsQuery,
  useZReportQuery,
  useOpenDrawerMutation,
  useMoveCashMutation,
  useCloseDrawerMutation,
  usePrintZReportMutation,
} = cashDrawerApi;
