import { routes, type operations, type PrintJob } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type ViewOf } from '../../../api/operation';
import type { Page } from '../../../api/pages';
import type { DrawerSession, DrawerSessionSummary, ZReport } from './cash-drawer.types';

type Op = typeof operations;

/** Cash drawer sessions: the open one of a terminal, the history, the Z report; kept live by `cash_drawer.*` and payments. */
export const cashDrawerApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentDrawer: build.query<ViewOf<Op['currentSession'], DrawerSession>, { rid: string; name: string }>({
      query: ({ rid, name }) => urlOf(routes.currentSession, { restaurantId: rid }, { name }),
      providesTags: ['CashDrawer'],
    }),
    drawerSessions: build.query<
      ViewOf<Op['listSessions'], Page<DrawerSessionSummary>>,
      { rid: string; page: number; perPage: number }
    >({
      query: ({ rid, page, perPage }) => urlOf(routes.listSessions, { restaurantId: rid }, { page, perPage }),
      providesTags: ['CashDrawer'],
    }),
    zReport: build.query<ViewOf<Op['zReport'], ZReport>, { rid: string; sessionId: string }>({
      query: ({ rid, sessionId }) => urlOf(routes.zReport, { restaurantId: rid, sessionId }),
      providesTags: ['CashDrawer'],
    }),
    openDrawer: build.mutation<
      ViewOf<Op['openSession'], DrawerSession>,
      { rid: string; name: string; openingFloat: number }
    >({
      query: ({ rid, ...body }) => ({ url: urlOf(routes.openSession, { restaurantId: rid }), method: 'POST', body }),
      invalidatesTags: ['CashDrawer'],
    }),
    moveCash: build.mutation<
      ViewOf<Op['addMovement'], DrawerSession>,
      { rid: string; sessionId: string; kind: 'pay_in' | 'pay_out'; amount: number; reason: string }
    >({
      query: ({ rid, sessionId, ...body }) => ({
        url: urlOf(routes.addMovement, { restaurantId: rid, sessionId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['CashDrawer'],
    }),
    closeDrawer: build.mutation<
      ViewOf<Op['closeSession'], DrawerSession>,
      { rid: string; sessionId: string; counted: number; notes?: string }
    >({
      query: ({ rid, sessionId, ...body }) => ({
        url: urlOf(routes.closeSession, { restaurantId: rid, sessionId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['CashDrawer'],
    }),
    /** The Z report on the restaurant's receipt printer (refused with `rule_violation` when it has none). */
    printZReport: build.mutation<ViewOf<Op['printZReport'], PrintJob>, { rid: string; sessionId: string }>({
      query: ({ rid, sessionId }) => ({
        url: urlOf(routes.printZReport, { restaurantId: rid, sessionId }),
        method: 'POST',
        body: {},
      }),
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
