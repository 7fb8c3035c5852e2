import { routes, type operations, type PrintJob } from '@ros/shared-events';
import { api, type HttpRequest } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';
import type { List } from '../../../api/pages';
import { request } from '../../../api/saga';
import { store } from '../../../app/store/store';
import type { Bill, NewItem, Order, Payment } from './pos.types';

type Op = typeof operations;

/** A POST with its Idempotency-Key (one per user action, reused when that action is retried). */
const post = (url: string, body: unknown, key: string): HttpRequest => ({
  url,
  method: 'POST',
  body,
  idempotencyKey: key,
});
type Keyed = { rid: string; key: string };

/** What placing an order sends (the shared contract's body). */
export type PlaceOrderBody = BodyOf<Op['createAndSendOrder']>;
/** A bill's discount, service charge and tip. */
export type BillBody = BodyOf<Op['postOrdersBill']>;
export type SplitBody = BodyOf<Op['splitBill']>;
/** A payment; `drawer` is the terminal's cash drawer, for cash. */
export type PayBody = BodyOf<Op['recordPayment']>;
type VoidBody = BodyOf<Op['voidItem']>;
type CompBody = BodyOf<Op['postBillsComp']>;

/**
 * Orders, bills and payments (docs/api/pos.md) as RTK Query endpoints. The POS, checkout and outbox
 * sagas keep orders and bills in their slices (live events update them there), so these provide and
 * invalidate no cache tags; the sagas run them through `posApi` below.
 */
export const posEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    listOpenOrders: build.query<Order[], string>({
      query: (rid) =>
        urlOf(
          routes.getOrders,
          { restaurantId: rid },
          { status: 'open', perPage: 200, sort: 'asc', sortColumn: 'createdAt' },
        ),
      transformResponse: (r: ViewOf<Op['getOrders'], List<Order>>) => r.data,
    }),
    listDrafts: build.query<Order[], string>({
      query: (rid) => urlOf(routes.getOrdersDrafts, { restaurantId: rid }),
      transformResponse: (r: ViewOf<Op['getOrdersDrafts'], List<Order>>) => r.data,
    }),
    getOrder: build.query<ViewOf<Op['getOrder'], Order>, { rid: string; id: string }>({
      query: ({ rid, id }) => urlOf(routes.getOrder, { restaurantId: rid, orderId: id }),
    }),
    placeOrder: build.mutation<ViewOf<Op['createAndSendOrder'], Order>, Keyed & { body: PlaceOrderBody }>({
      query: ({ rid, body, key }) => post(urlOf(routes.createAndSendOrder, { restaurantId: rid }), body, key),
    }),
    placeDraft: build.mutation<ViewOf<Op['postOrdersPlace'], Order>, Keyed & { id: string; version: number }>({
      query: ({ rid, id, version, key }) =>
        post(urlOf(routes.postOrdersPlace, { restaurantId: rid, orderId: id }), { version }, key),
    }),
    addItems: build.mutation<ViewOf<Op['addItems'], Order>, Keyed & { id: string; version: number; items: NewItem[] }>({
      query: ({ rid, id, version, items, key }) =>
        post(urlOf(routes.addItems, { restaurantId: rid, orderId: id }), { version, items }, key),
    }),
    holdItem: build.mutation<
      ViewOf<Op['patchOrdersItems'], Order>,
      { rid: string; id: string; itemId: string; version: number; hold: boolean }
    >({
      query: ({ rid, id, itemId, version, hold }) => ({
        url: urlOf(routes.patchOrdersItems, { restaurantId: rid, orderId: id, itemId }),
        method: 'PATCH',
        body: { version, hold } satisfies BodyOf<Op['patchOrdersItems']>,
      }),
    }),
    sendOrder: build.mutation<Order, Keyed & { id: string; version: number }>({
      query: ({ rid, id, version, key }) =>
        post(urlOf(routes.postOrdersSend, { restaurantId: rid, orderId: id }), { version }, key),
      transformResponse: (r: ViewOf<Op['postOrdersSend'], { order: Order }>) => r.order,
    }),
    fireCourse: build.mutation<Order, Keyed & { id: string; version: number; course: string }>({
      query: ({ rid, id, version, course, key }) =>
        post(urlOf(routes.postOrdersCoursesFire, { restaurantId: rid, orderId: id, course }), { version }, key),
      transformResponse: (r: ViewOf<Op['postOrdersCoursesFire'], { order: Order }>) => r.order,
    }),
    voidItem: build.mutation<
      ViewOf<Op['voidItem'], Order>,
      Keyed & {
        id: string;
        itemId: string;
        body: VoidBody;
      }
    >({
      query: ({ rid, id, itemId, body, key }) =>
        post(urlOf(routes.voidItem, { restaurantId: rid, orderId: id, itemId }), body, key),
    }),
    serveItem: build.mutation<ViewOf<Op['postOrdersItemsServe'], Order>, Keyed & { id: string; itemId: string }>({
      query: ({ rid, id, itemId, key }) =>
        post(urlOf(routes.postOrdersItemsServe, { restaurantId: rid, orderId: id, itemId }), {}, key),
    }),
    serveAll: build.mutation<ViewOf<Op['postOrdersServe'], Order>, Keyed & { id: string }>({
      query: ({ rid, id, key }) => post(urlOf(routes.postOrdersServe, { restaurantId: rid, orderId: id }), {}, key),
    }),
    transferOrder: build.mutation<
      ViewOf<Op['transferOrder'], Order>,
      Keyed & { id: string; version: number; tableId: string }
    >({
      query: ({ rid, id, version, tableId, key }) =>
        post(urlOf(routes.transferOrder, { restaurantId: rid, orderId: id }), { version, tableId }, key),
    }),
    mergeOrders: build.mutation<
      ViewOf<Op['mergeOrders'], Order>,
      Keyed & { id: string; version: number; source: Order }
    >({
      query: ({ rid, id, version, source, key }) =>
        post(
          urlOf(routes.mergeOrders, { restaurantId: rid, orderId: id }),
          { version, sourceOrderId: source.id, sourceVersion: source.version },
          key,
        ),
    }),
    cancelOrder: build.mutation<
      ViewOf<Op['cancelOrder'], Order>,
      Keyed & { id: string; version: number; reason: string }
    >({
      query: ({ rid, id, version, reason, key }) =>
        post(urlOf(routes.cancelOrder, { restaurantId: rid, orderId: id }), { version, reason }, key),
    }),
    reprintTicket: build.mutation<unknown, Keyed & { ticketId: string }>({
      query: ({ rid, ticketId, key }) => post(urlOf(routes.reprintTicket, { restaurantId: rid, ticketId }), {}, key),
    }),
    createBill: build.mutation<ViewOf<Op['postOrdersBill'], Bill>, Keyed & { orderId: string; body: BillBody }>({
      query: ({ rid, orderId, body, key }) =>
        post(urlOf(routes.postOrdersBill, { restaurantId: rid, orderId }), body, key),
    }),
    orderBills: build.query<Bill[], { rid: string; orderId: string }>({
      query: ({ rid, orderId }) => urlOf(routes.billsOfOrder, { restaurantId: rid, orderId }),
      transformResponse: (r: ViewOf<Op['billsOfOrder'], List<Bill>>) => r.data,
    }),
    getBill: build.query<ViewOf<Op['getBill'], Bill>, { rid: string; billId: string }>({
      query: ({ rid, billId }) => urlOf(routes.getBill, { restaurantId: rid, billId }),
    }),
    updateBill: build.mutation<
      ViewOf<Op['updateBill'], Bill>,
      { rid: string; billId: string; body: BodyOf<Op['updateBill']> }
    >({
      query: ({ rid, billId, body }) => ({
        url: urlOf(routes.updateBill, { restaurantId: rid, billId }),
        method: 'PATCH',
        body,
      }),
    }),
    compBill: build.mutation<
      ViewOf<Op['postBillsComp'], Bill>,
      {
        rid: string;
        billId: string;
        body: CompBody;
      }
    >({
      query: ({ rid, billId, body }) => ({
        url: urlOf(routes.postBillsComp, { restaurantId: rid, billId }),
        method: 'POST',
        body,
      }),
    }),
    splitBill: build.mutation<
      ViewOf<Op['splitBill'], { parent: Bill; bills: Bill[] }>,
      Keyed & { billId: string; body: SplitBody }
    >({
      query: ({ rid, billId, body, key }) => post(urlOf(routes.splitBill, { restaurantId: rid, billId }), body, key),
    }),
    payBill: build.mutation<
      ViewOf<Op['recordPayment'], { payment: Payment; bill: Bill }>,
      Keyed & { billId: string; body: PayBody }
    >({
      query: ({ rid, billId, body, key }) =>
        post(urlOf(routes.recordPayment, { restaurantId: rid, billId }), body, key),
    }),
    billReceipt: build.query<ViewOf<Op['getBillsReceipt'], Receipt>, { rid: string; billId: string }>({
      query: ({ rid, billId }) => urlOf(routes.getBillsReceipt, { restaurantId: rid, billId }),
    }),
    printReceipt: build.mutation<ViewOf<Op['printReceipt'], PrintJob>, { rid: string; billId: string }>({
      query: ({ rid, billId }) => ({
        url: urlOf(routes.printReceipt, { restaurantId: rid, billId }),
        method: 'POST',
        body: {},
      }),
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
  voidItem: (rid: string, id: string, itemId: string, body: VoidBody, key: string) =>
    request(e.voidItem.initiate({ rid, id, itemId, body, key })),
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
  updateBill: (rid: string, billId: string, body: BodyOf<Op['updateBill']>) =>
    request(e.updateBill.initiate({ rid, billId, body })),
  /** Gives the bill away in full (a staff meal or a comp): paid with nothing due. From a dialog: a promise. */
  comp: (rid: string, billId: string, body: CompBody) => now<Bill>(e.compBill.initiate({ rid, billId, body })),
  split: (rid: string, billId: string, body: SplitBody, key: string) =>
    request(e.splitBill.initiate({ rid, billId, body, key })),
  pay: (rid: string, billId: string, body: PayBody, key: string) =>
    request(e.payBill.initiate({ rid, billId, body, key })),
  receipt: (rid: string, billId: string) => now<Receipt>(e.billReceipt.initiate({ rid, billId }, fresh)),
  /** The bill's receipt on the restaurant's receipt printer (422 when it has none). From a dialog: a promise. */
  printReceipt: (rid: string, billId: string) => now<PrintJob>(e.printReceipt.initiate({ rid, billId })),
  pdfUrl: (rid: string, billId: string) => urlOf(routes.getBillInvoicePdf, { restaurantId: rid, billId }),
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
