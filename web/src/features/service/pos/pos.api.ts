import type { PrintJob } from '@ros/shared-events';
import { apiRequest } from '../../../api/http';
import type { Bill, NewItem, Order, Payment, PaymentMethod } from './pos.types';

const base = (rid: string) => `/api/restaurants/${rid}`;

/** A POST with its Idempotency-Key (one per user action, reused when that action is retried). */
const post = <T>(url: string, body: unknown, key: string) => apiRequest<T>('POST', url, body, { headers: { 'Idempotency-Key': key } });

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

export type SplitBody = { mode: 'items'; parts: { itemIds: string[] }[] } | { mode: 'seats' } | { mode: 'even'; n: number };

export interface PayBody {
  method: PaymentMethod;
  amount: number;
  tendered?: number;
  reference?: string;
  /** The terminal's cash drawer, for cash. */
  drawer?: string;
}

/** Orders, bills and payments (docs/api/pos.md). */
export const posApi = {
  listOpenOrders: (rid: string) => apiRequest<{ data: Order[] }>('GET', `${base(rid)}/orders?status=open&perPage=200&sort=asc&sortColumn=createdAt`).then((r) => r.data),
  listDrafts: (rid: string) => apiRequest<{ data: Order[] }>('GET', `${base(rid)}/orders/drafts`).then((r) => r.data),
  getOrder: (rid: string, id: string) => apiRequest<Order>('GET', `${base(rid)}/orders/${id}`),
  placeOrder: (rid: string, body: PlaceOrderBody, key: string) => post<Order>(`${base(rid)}/orders`, body, key),
  placeDraft: (rid: string, id: string, version: number, key: string) => post<Order>(`${base(rid)}/orders/${id}/place`, { version }, key),
  addItems: (rid: string, id: string, version: number, items: NewItem[], key: string) => post<Order>(`${base(rid)}/orders/${id}/items`, { version, items }, key),
  holdItem: (rid: string, id: string, itemId: string, version: number, hold: boolean) =>
    apiRequest<Order>('PATCH', `${base(rid)}/orders/${id}/items/${itemId}`, { version, hold }),
  send: (rid: string, id: string, version: number, key: string) => post<{ order: Order }>(`${base(rid)}/orders/${id}/send`, { version }, key).then((r) => r.order),
  fireCourse: (rid: string, id: string, version: number, course: string, key: string) =>
    post<{ order: Order }>(`${base(rid)}/orders/${id}/courses/${encodeURIComponent(course)}/fire`, { version }, key).then((r) => r.order),
  voidItem: (rid: string, id: string, itemId: string, body: { version: number; reason: string; approverEmail?: string; approverPassword?: string }, key: string) =>
    post<Order>(`${base(rid)}/orders/${id}/items/${itemId}/void`, body, key),
  serveItem: (rid: string, id: string, itemId: string, key: string) => post<Order>(`${base(rid)}/orders/${id}/items/${itemId}/serve`, {}, key),
  serveAll: (rid: string, id: string, key: string) => post<Order>(`${base(rid)}/orders/${id}/serve`, {}, key),
  transfer: (rid: string, id: string, version: number, tableId: string, key: string) => post<Order>(`${base(rid)}/orders/${id}/transfer`, { version, tableId }, key),
  merge: (rid: string, id: string, version: number, source: Order, key: string) =>
    post<Order>(`${base(rid)}/orders/${id}/merge`, { version, sourceOrderId: source.id, sourceVersion: source.version }, key),
  cancel: (rid: string, id: string, version: number, reason: string, key: string) => post<Order>(`${base(rid)}/orders/${id}/cancel`, { version, reason }, key),
  reprintTicket: (rid: string, ticketId: string, key: string) => post<unknown>(`${base(rid)}/tickets/${ticketId}/reprint`, {}, key),

  bill: (rid: string, orderId: string, body: BillBody, key: string) => post<Bill>(`${base(rid)}/orders/${orderId}/bill`, body, key),
  orderBills: (rid: string, orderId: string) => apiRequest<{ data: Bill[] }>('GET', `${base(rid)}/orders/${orderId}/bills`).then((r) => r.data),
  getBill: (rid: string, billId: string) => apiRequest<Bill>('GET', `${base(rid)}/bills/${billId}`),
  updateBill: (rid: string, billId: string, body: BillBody & { version: number }) => apiRequest<Bill>('PATCH', `${base(rid)}/bills/${billId}`, body),
  /** Gives the bill away in full (a staff meal or a comp): paid with nothing due. */
  comp: (rid: string, billId: string, body: { version: number; kind: 'comp' | 'staff_meal'; reason: string; override?: { email: string; password: string } }) =>
    apiRequest<Bill>('POST', `${base(rid)}/bills/${billId}/comp`, body),
  split: (rid: string, billId: string, body: SplitBody, key: string) => post<{ parent: Bill; bills: Bill[] }>(`${base(rid)}/bills/${billId}/split`, body, key),
  pay: (rid: string, billId: string, body: PayBody, key: string) => post<{ payment: Payment; bill: Bill }>(`${base(rid)}/bills/${billId}/payments`, body, key),
  receipt: (rid: string, billId: string) => apiRequest<Receipt>('GET', `${base(rid)}/bills/${billId}/receipt`),
  /** The bill's receipt on the restaurant's receipt printer (422 when it has none). */
  printReceipt: (rid: string, billId: string) => apiRequest<PrintJob>('POST', `${base(rid)}/bills/${billId}/print-receipt`, {}),
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
