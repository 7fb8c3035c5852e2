import type { Printer, PrintJob, PrintJobPage, PrinterPage } from '@ros/shared-events';
import { api } from '../../../api/baseApi';

const base = (rid: string) => `/api/restaurants/${rid}`;

/** What the printer dialog sends (a change names the version it was made from). */
export interface PrinterBody {
  name: string;
  host: string;
  port: number;
  kind: Printer['kind'];
  stationId: string | null;
  terminalSessionId: string | null;
  fallbackPrinterId: string | null;
  widthChars: number;
  enabled: boolean;
  version?: number;
}

/** Printers and their recent jobs, live through the `printer.*` events (tag `Printer`). */
export const printersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPrinters: build.query<PrinterPage, string>({ query: (rid) => `${base(rid)}/printers`, providesTags: ['Printer'] }),
    savePrinter: build.mutation<Printer, { rid: string; id?: string; body: PrinterBody }>({
      query: ({ rid, id, body }) => (id ? { url: `${base(rid)}/printers/${id}`, method: 'PATCH', body } : { url: `${base(rid)}/printers`, method: 'POST', body }),
      invalidatesTags: ['Printer'],
    }),
    deletePrinter: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({ url: `${base(rid)}/printers/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Printer'],
    }),
    printTestPage: build.mutation<PrintJob, { rid: string; id: string }>({
      query: ({ rid, id }) => ({ url: `${base(rid)}/printers/${id}/test-page`, method: 'POST', body: {} }),
      invalidatesTags: ['Printer'],
    }),
    listPrintJobs: build.query<PrintJobPage, { rid: string; printerId?: string }>({
      query: ({ rid, printerId }) => `${base(rid)}/print-jobs?perPage=20${printerId ? `&printerId=${printerId}` : ''}`,
      providesTags: ['Printer'],
    }),
    reprintJob: build.mutation<PrintJob, { rid: string; id: string; printerId?: string }>({
      query: ({ rid, id, printerId }) => ({ url: `${base(rid)}/print-jobs/${id}/reprint`, method: 'POST', body: printerId ? { printerId } : {} }),
      invalidatesTags: ['Printer'],
    }),
  }),
});

export const {
  useListPrintersQuery, useSavePrinterMutation, useDeletePrinterMutation, usePrintTestPageMutation, useListPrintJobsQuery, useReprintJobMutation,
} = printersApi;
