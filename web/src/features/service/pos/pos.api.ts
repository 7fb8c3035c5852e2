import type { PrintJob } from '@ros/shared-events';
import { api, type HttpRequest } from '../../../api/baseApi';
import { request } from '../../../api/saga';
import { store } from '../../../app/store/store';
import type { Bill, NewItem, Order, Payment, PaymentMethod } from './pos.types';

const base = (rid: string) => `/api/restaurants/${rid}`;

/** A POST with its Idempotency-Key (one per user action, reused when that action is retried). */
const post = (url: string, body: unknown, key: string): HttpRequest => ({
  url,
  method: 'POST',
  body,
  idempotencyKey: key,
});
type Keyed = { rid: string; key: string };

export interface PlaceOrderBody {
  type: Order['type'];
  tableId?: string;
  guests?: number;
  customerId?: string;
  customerName?: string;
  deliveryAddress?: string;
  deliveryPhone?: string;
  deliveryZoneId?: string;
  reservationId?: string;
  staffUserId?: string;
  items: NewItem[];
  isDraft?: boolean;
  send?: boolean;
}

export interface BillBody {
  discount?: { amount?: number; percent?: number };
  serviceChargePercent?: number;
  tip?: number;
}

export type SplitBody =
  { mode: 'items'; parts: { itemIds: string[] }[] } | { mode: 'seats' } | { mode: 'even'; n: number };

export interface PayBody {
  method: PaymentMethod;
  amount: number;
  tendered?: number;
  reference?: string;
  /** The terminal's cash drawer, for cash. */
  drawer?: string;
}

/**
 * Orders, bills and payments (docs/api/pos.md) as RTK Query endpoints. The POS, checkout and outbox
 * sagas keep orders and bills in their slices (live events update them there), so these provide and
 * invalidate no cache tags; the sagas run them through `posApi` below.
 */
export const posEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    listOpenOrders: build.query<Order[], string>({
      query: (rid) => `${base(rid)}/orders?status=open&perPage=200&sort=asc&sortColumn=createdAt`,
      transformResponse: (r: { data: Order[] }) => r.data,
    }),
    listDrafts: build.query<Order[], string>({
      query: (rid) => `${base(rid)}/orders/drafts`,
      transformResponse: (r: { data: Order[] }) => r.data,
    }),
    getOrder: build.query<Order, { rid: string; id: string }>({ query: ({ rid, id }) => `${base(rid)}/orders/${id}` }),
    placeOrder: build.mutation<Order, Keyed & { body: PlaceOrderBody }>({
      query: ({ rid, body, key }) => post(`${base(rid)}/orders`, body, key),
    }),
    placeDraft: build.mutation<Order, Keyed & { id: string; version: number }>({
      query: ({ rid, id, version, key }) => post(`${base(rid)}/orders/${id}/place`, { version }, key),
    }),
    addItems: build.mutation<Order, Keyed & { id: string; version: number; items: NewItem[] }>({
      query: ({ rid, id, version, items, key }) => post(`${base(rid)}/orders/${id}/items`, { version, items }, key),
    }),
    holdItem: build.mutation<Order, { rid: string; id: string; itemId: string; version: number; hold: boolean }>({
      query: ({ rid, id, itemId, version, hold }) => ({
        url: `${base(rid)}/orders/${id}/items/${itemId}`,
        method: 'PATCH',
        body: { version, hold },
      }),
    }),
    sendOrder: build.mutation<Order, Keyed & { id: string; version: number }>({
      query: ({ rid, id, version, key }) => post(`${base(rid)}/orders/${id}/send`, { version }, key),
      transformResponse: (r: { order: Order }) => r.order,
    }),
    fireCourse: build.mutation<Order, Keyed & { id: string; version: number; course: string }>({
      query: ({ rid, id, version, course, key }) =>
        post(`${base(rid)}/orders/${id}/courses/${encodeURIComponent(course)}/fire`, { version }, key),
      transformResponse: (r: { order: Order }) => r.order,
    }),
    voidItem: build.mutation<
      Order,
      Keyed & {
        id: string;
        itemId: string;
        body: { version: number; reason: string; approverEmail?: string; approverPassword?: string };
      }
    >({
      query: ({ rid, id, itemId, body, key }) => post(`${base(rid)}/orders/${id}/items/${itemId}/void`, body, key),
    }),
    serveItem: build.mutation<Order, Keyed & { id: string; itemId: string }>({
      query: ({ rid, id, itemId, key }) => post(`${base(rid)}/orders/${id}/items/${itemId}/serve`, {}, key),
    }),
    serveAll: build.mutation<Order, Keyed & { id: string }>({
      query: ({ rid, id, key }) => post(`${base(rid)}/orders/${id}/serve`, {}, key),
    }),
    transferOrder: build.mutation<Order, Keyed & { id: string; version: number; tableId: string }>({
      query: ({ rid, id, version, tableId, key }) =>
        post(`${base(rid)}/orders/${id}/transfer`, { version, tableId }, key),
    }),
    mergeOrders: build.mutation<Order, Keyed & { id: string; version: number; source: Order }>({
      query: ({ rid, id, version, source, key }) =>
        post(
          `${base(rid)}/orders/${id}/merge`,
          { version, sourceOrderId: source.id, sourceVersion: source.version },
          key,
        ),
    }),
    cancelOrder: build.mutation<Order, Keyed & { id: string; version: number; reason: string }>({
      query: ({ rid, id, version, reason, key }) => post(`${base(rid)}/orders/${id}/cancel`, { version, reason }, key),
    }),
    reprintTicket: build.mutation<unknown, Keyed & { ticketId: string }>({
      query: ({ rid, ticketId, key }) => post(`${base(rid)}/tickets/${ticketId}/reprint`, {}, key),
    }),
    createBill: build.mutation<Bill, Keyed & { orderId: string; body: BillBody }>({
      query: ({ rid, orderId, body, key }) => post(`${base(rid)}/orders/${orderId}/bill`, body, key),
    }),
    orderBills: build.query<Bill[], { rid: string; orderId: string }>({
      query: ({ rid, orderId }) => `${base(rid)}/orders/${orderId}/bills`,
      transformResponse: (r: { data: Bill[] }) => r.data,
    }),
    getBill: build.query<Bill, { rid: string; billId: string }>({
      query: ({ rid, billId }) => `${base(rid)}/bills/${billId}`,
    }),
    updateBill: build.mutation<Bill, { rid: string; billId: string; body: BillBody & { version: number } }>({
      query: ({ rid, billId, body }) => ({ url: `${base(rid)}/bills/${billId}`, method: 'PATCH', body }),
    }),
    compBill: build.mutation<
      Bill,
      {
        rid: string;
        billId: string;
        body: {
          version: number;
          kind: 'comp' | 'staff_meal';
          reason: string;
          override?: { email: string; password: string };
        };
      }
    >({
      query: ({ rid, billId, body }) => ({ url: `${base(rid)}/bills/${billId}/comp`, method: 'POST', body }),
    }),
    splitBill: build.mutation<{ parent: Bill; bills: Bill[] }, Keyed & { billId: string; body: SplitBody }>({
      query: ({ rid, billId, body, key }) => post(`${base(rid)}/bills/${billId}/split`, body, key),
    }),
    payBill: build.mutation<{ payment: Payment; bill: Bill }, Keyed & { billId: string; body: PayBody }>({
      query: ({ rid, billId, body, key }) => post(`${base(rid)}/bills/${billId}/payments`, body, key),
    }),
    billReceipt: build.query<Receipt, { rid: string; billId: string }>({
      query: ({ rid, billId }) => `${base(rid)}/bills/${billId}/receipt`,
    }),
    printReceipt: build.mutation<PrintJob, { rid: string; billId: string }>({
      query: ({ rid, billId }) => ({ url: `${base(rid)}/bills/${billId}/print-receipt`, method: 'POST', body: {} }),
    }),
  }),
});

const e = posEndpoints.endpoints;
const fresh = { forceRefetch: true } as const;
/** Runs an endpoint outside a saga (a dialog's button) through the store. */
async function now<T>(initiate: unknown): Promise<T> {
  const running = store.dispatch(initiate as never) as unknown as {
    unwrap(): Promise<T>;
    unsubscribe?: () => void;
    reset?: () => void;
  };
  try {
    return await running.unwrap();
  } finally {
    running.unsubscribe?.();
    running.reset?.();
  }
}

/**
 * The POS's calls, as the sagas use them (`yield call(posApi.x, …)`, `callRetrying(posApi.x, …)`):
 * each runs its endpoint (`request(initiate)`), so every request goes through the one base query.
 */
export const posApi = {
  listOpenOrders: (rid: string) => request(e.listOpenOrders.initiate(rid, fresh)),
  listDrafts: (rid: string) => request(e.listDrafts.initiate(rid, fresh)),
  getOrder: (rid: string, id: string) => request(e.getOrder.initiate({ rid, id }, fresh)),
  placeOrder: (rid: string, body: PlaceOrderBody, key: string) => request(e.placeOrder.initiate({ rid, body, key })),
  placeDraft: (rid: string, id: string, version: number, key: string) =>
    request(e.placeDraft.initiate({ rid, id, version, key })),
  addItems: (rid: string, id: string, version: number, items: NewItem[], key: string) =>
    request(e.addItems.initiate({ rid, id, version, items, key })),
  holdItem: (rid: string, id: string, itemId: string, version: number, hold: boolean) =>
    request(e.holdItem.initiate({ rid, id, itemId, version, hold })),
  send: (rid: string, id: string, version: number, key: string) =>
    request(e.sendOrder.initiate({ rid, id, version, key })),
  fireCourse: (rid: string, id: string, version: number, course: string, key: string) =>
    request(e.fireCourse.initiate({ rid, id, version, course, key })),
  voidItem: (
    rid: string,
    id: string,
    itemId: string,
    body: { version: number; reason: string; approverEmail?: string; approverPassword?: string },
    key: string,
  ) => request(e.voidItem.initiate({ rid, id, itemId, body, key })),
  serveItem: (rid: string, id: string, itemId: string, key: string) =>
    request(e.serveItem.initiate({ rid, id, itemId, key })),
  serveAll: (rid: string, id: string, key: string) => request(e.serveAll.initiate({ rid, id, key })),
  transfer: (rid: string, id: string, version: number, tableId: string, key: string) =>
    request(e.transferOrder.initiate({ rid, id, version, tableId, key })),
  merge: (rid: string, id: string, version: number, source: Order, key: string) =>
    request(e.mergeOrders.initiate({ rid, id, version, source, key })),
  cancel: (rid: string, id: string, version: number, reason: string, key: string) =>
    request(e.cancelOrder.initiate({ rid, id, version, reason, key })),
  reprintTicket: (rid: string, ticketId: string, key: string) =>
    request(e.reprintTicket.initiate({ rid, ticketId, key })),

  bill: (rid: string, orderId: string, body: BillBody, key: string) =>
    request(e.createBill.initiate({ rid, orderId, body, key })),
  orderBills: (rid: string, orderId: string) => request(e.orderBills.initiate({ rid, orderId }, fresh)),
  getBill: (rid: string, billId: string) => request(e.getBill.initiate({ rid, billId }, fresh)),
  updateBill: (rid: string, billId: string, body: BillBody & { version: number }) =>
    request(e.updateBill.initiate({ rid, billId, body })),
  /** Gives the bill away in full (a staff meal or a comp): paid with nothing due. From a dialog: a promise. */
  comp: (
    rid: string,
    billId: string,
    body: {
      version: number;
      kind: 'comp' | 'staff_meal';
      reason: string;
      override?: { email: string; password: string };
    },
  ) => now<Bill>(e.compBill.initiate({ rid, billId, body })),
  split: (rid: string, billId: string, body: SplitBody, key: string) =>
    request(e.splitBill.initiate({ rid, billId, body, key })),
  pay: (rid: string, billId: string, body: PayBody, key: string) =>
    request(e.payBill.initiate({ rid, billId, body, key })),
  receipt: (rid: string, billId: string) => now<Receipt>(e.billReceipt.initiate({ rid, billId }, fresh)),
  /** The bill's receipt on the restaurant's receipt printer (422 when it has none). From a dialog: a promise. */
  printReceipt: (rid: string, billId: string) => now<PrintJob>(e.printReceipt.initiate({ rid, billId })),
  pdfUrl: (rid: string, billId: string) => `${base(rid)}/bills/${billId}/invoice.pdf`,
};

/** Receipt data for an 80 mm printer. */
export interface Receipt {
  restaurant: { name: string; address: string | null; contact: string | null };
  billNo: number;
  orderDisplayNo: number;
  target: string;
  server: string | null;
  createdAt: string;
  lines: { particular: string; qty: number; rate: number; subTotal: number }[];
  totals: Bill['totals'];
  payments: Payment[];
  footer: string | null;
}
