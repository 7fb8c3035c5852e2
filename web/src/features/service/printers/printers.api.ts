import {
  routes,
  type operations,
  type Printer,
  type PrintJob,
  type PrintJobPage,
  type PrinterPage,
} from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';

type Op = typeof operations;

/** What the printer dialog sends: a new printer's fields; a change adds the version it was made from. */
interface PrinterBody {
  name: string;
  host: string;
  port: number;
  kind: Printer['kind'];
  stationId: string | null;
  terminalSessionId: string | null;
  fallbackPrinterId: string | null;
  widthChars: number;
  enabled: boolean;
}
/** A new printer, or a change to `edit.id` made from `edit.version` (409 with the current printer when stale). */
type SavePrinterArgs = { rid: string; body: PrinterBody; edit?: { id: string; version: number } };

/** Printers and their recent jobs, live through the `printer.*` events (tag `Printer`). */
export const printersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPrinters: build.query<ViewOf<Op['listPrinters'], PrinterPage>, string>({
      query: (rid) => urlOf(routes.listPrinters, { restaurantId: rid }),
      providesTags: ['Printer'],
    }),
    savePrinter: build.mutation<ViewOf<Op['createPrinter'], Printer>, SavePrinterArgs>({
      query: ({ rid, body, edit }) =>
        edit
          ? {
              url: urlOf(routes.updatePrinter, { restaurantId: rid, printerId: edit.id }),
              method: 'PATCH',
              body: { ...body, version: edit.version } satisfies BodyOf<Op['updatePrinter']>,
            }
          : {
              url: urlOf(routes.createPrinter, { restaurantId: rid }),
              method: 'POST',
              body: body satisfies BodyOf<Op['createPrinter']>,
            },
      invalidatesTags: ['Printer'],
    }),
    deletePrinter: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deletePrinter, { restaurantId: rid, printerId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: ['Printer'],
    }),
    printTestPage: build.mutation<ViewOf<Op['printTestPage'], PrintJob>, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.printTestPage, { restaurantId: rid, printerId: id }),
        method: 'POST',
        body: {},
      }),
      invalidatesTags: ['Printer'],
    }),
    listPrintJobs: build.query<ViewOf<Op['listPrintJobs'], PrintJobPage>, { rid: string; printerId?: string }>({
      query: ({ rid, printerId }) => urlOf(routes.listPrintJobs, { restaurantId: rid }, { perPage: 20, printerId }),
      providesTags: ['Printer'],
    }),
    reprintJob: build.mutation<ViewOf<Op['reprintJob'], PrintJob>, { rid: string; id: string; printerId?: string }>({
      query: ({ rid, id, printerId }) => ({
        url: urlOf(routes.reprintJob, { restaurantId: rid, printJobId: id }),
        method: 'POST',
        body: printerId ? { printerId } : {},
      }),
      invalidatesTags: ['Printer'],
    }),
  }),
});

export const {
  useListPrintersQuery,
  useSavePrinterMutation,
  useDeletePrinterMutation,
  usePrintTestPageMutation,
  useListPrintJobsQuery,
  useReprintJobMutation,
} = printersApi;
