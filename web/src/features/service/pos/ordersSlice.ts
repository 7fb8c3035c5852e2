import { createAction, createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import { eventReceived } from '../../../realtime/realtimeSlice';
import { rootReducer } from '../../../app/store/store';
import { isItemStatus, isWholeOrder, type CartLine, type Order, type OrderTarget } from './pos.types';

/** A command on an existing order; `key` is the Idempotency-Key of the user's action. */
export type OrderCommand =
  | { kind: 'addItems'; orderId: string; key: string; andSend: boolean }
  | { kind: 'send'; orderId: string; key: string }
  | { kind: 'placeDraft'; orderId: string; key: string }
  | { kind: 'fire'; orderId: string; key: string; course: string }
  | { kind: 'hold'; orderId: string; key: string; course: string; hold: boolean }
  | {
      kind: 'void';
      orderId: string;
      key: string;
      itemId: string;
      reason: string;
      approverEmail?: string;
      approverPassword?: string;
    }
  | { kind: 'serve'; orderId: string; key: string; itemId?: string }
  | { kind: 'transfer'; orderId: string; key: string; tableId: string }
  | { kind: 'merge'; orderId: string; key: string; sourceOrderId: string }
  | { kind: 'cancel'; orderId: string; key: string; reason: string }
  | { kind: 'reprint'; orderId: string; key: string };

/** A void needs a manager (the API answered 403): the page shows the override dialog. */
export type VoidCommand = Extract<OrderCommand, { kind: 'void' }>;
export const voidOverrideNeeded = createAction<VoidCommand>('orders/voidOverrideNeeded');

export const ordersAdapter = createEntityAdapter<Order, string>({
  selectId: (o) => o.id,
  sortComparer: (a, b) => (a.placedAt ?? a.createdAt).localeCompare(b.placedAt ?? b.createdAt),
});

/** The POS: open orders and drafts (live), the order being built. */
export interface OrdersState {
  restaurantId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  orders: EntityState<Order, string>;
  drafts: EntityState<Order, string>;
  selectedOrderId: string | null;
  /** A new order being built (the Add Order choice); null when adding to the selected order. */
  target: OrderTarget | null;
  cart: CartLine[];
  /** Adding items to the selected order (the builder is open for it). */
  isAdding: boolean;
  busy: boolean;
  /** A void the API refused (403): waiting for a manager override. */
  voidOverride: VoidCommand | null;
}

const initialState: OrdersState = {
  restaurantId: null,
  status: 'idle',
  orders: ordersAdapter.getInitialState(),
  drafts: ordersAdapter.getInitialState(),
  selectedOrderId: null,
  target: null,
  cart: [],
  isAdding: false,
  busy: false,
  voidOverride: null,
};

/** Keeps the newest copy of an order in the right list (open or draft); closed orders leave the POS. */
function putOrder(state: OrdersState, order: Order) {
  const current = state.orders.entities[order.id] ?? state.drafts.entities[order.id];
  if (current && current.version > order.version) return;
  ordersAdapter.removeOne(state.orders, order.id);
  ordersAdapter.removeOne(state.drafts, order.id);
  if (order.status === 'open') ordersAdapter.setOne(state.orders, order);
  else if (order.status === 'draft') ordersAdapter.setOne(state.drafts, order);
  else if (state.selectedOrderId === order.id) state.selectedOrderId = null;
}

/** Item statuses that the kitchen moves forward (a ticket event carries them). */
function applyTicketItems(state: OrdersState, orderId: string, items: { id: string; status: string }[]) {
  const order = state.orders.entities[orderId];
  if (!order) return;
  for (const ti of items) {
    const item = order.items.find((i) => i.id === ti.id);
    if (item && item.status !== 'voided' && item.status !== 'served' && isItemStatus(ti.status))
      item.status = ti.status;
  }
}

const sameLine = (a: CartLine, b: CartLine) =>
  a.dishId === b.dishId &&
  a.variantId === b.variantId &&
  a.course === b.course &&
  a.seat === b.seat &&
  a.remarks === b.remarks &&
  a.hold === b.hold &&
  a.modifiers.map((m) => m.optionId).join() === b.modifiers.map((m) => m.optionId).join();

export const ordersSlice = createSlice({
  name: 'orders',
  initialState,
  reducers: {
    loadStarted(state, action: PayloadAction<{ restaurantId: string }>) {
      if (state.restaurantId !== action.payload.restaurantId) Object.assign(state, initialState);
      state.restaurantId = action.payload.restaurantId;
      if (state.status !== 'ready') state.status = 'loading';
    },
    loaded(state, action: PayloadAction<{ restaurantId: string; orders: Order[]; drafts: Order[] }>) {
      if (action.payload.restaurantId !== state.restaurantId) return;
      ordersAdapter.setAll(
        state.orders,
        action.payload.orders.filter((o) => o.status === 'open'),
      );
      ordersAdapter.setAll(
        state.drafts,
        action.payload.drafts.filter((o) => o.status === 'draft'),
      );
      state.status = 'ready';
    },
    loadFailed(state) {
      state.status = 'error';
    },
    orderSaved(state, action: PayloadAction<Order>) {
      putOrder(state, action.payload);
    },
    orderRemoved(state, action: PayloadAction<string>) {
      ordersAdapter.removeOne(state.orders, action.payload);
      ordersAdapter.removeOne(state.drafts, action.payload);
      if (state.selectedOrderId === action.payload) state.selectedOrderId = null;
    },
    orderSelected(state, action: PayloadAction<string | null>) {
      state.selectedOrderId = action.payload;
      state.target = null;
      state.cart = [];
      state.isAdding = false;
    },
    targetChosen(state, action: PayloadAction<OrderTarget>) {
      state.target = action.payload;
      state.selectedOrderId = null;
      state.cart = [];
      state.isAdding = false;
    },
    lineAdded(state, action: PayloadAction<CartLine>) {
      const same = state.cart.find((l) => sameLine(l, action.payload));
      if (same) same.quantity += action.payload.quantity;
      else state.cart.push(action.payload);
    },
    lineChanged(
      state,
      action: PayloadAction<{
        key: string;
        changes: Partial<Pick<CartLine, 'quantity' | 'remarks' | 'course' | 'seat' | 'hold'>>;
      }>,
    ) {
      const line = state.cart.find((l) => l.key === action.payload.key);
      if (line) Object.assign(line, action.payload.changes);
      state.cart = state.cart.filter((l) => l.quantity > 0);
    },
    cartCleared(state) {
      state.cart = [];
      state.target = null;
      state.isAdding = false;
    },
    addingStarted(state) {
      if (state.selectedOrderId) state.isAdding = true;
    },
    busyChanged(state, action: PayloadAction<boolean>) {
      state.busy = action.payload;
    },
    voidOverrideDismissed(state) {
      state.voidOverride = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(voidOverrideNeeded, (state, action) => {
      state.voidOverride = action.payload;
    });
    // Order events carry the whole order, ticket events the item statuses: applied in place, no reload.
    builder.addCase(eventReceived, (state, { payload: event }) => {
      if (event.restaurantId !== state.restaurantId) return;
      switch (event.type) {
        case 'order.items_moved':
          for (const o of [event.payload.source, event.payload.target]) if (isWholeOrder(o)) putOrder(state, o);
          return;
        case 'order.merged':
          if (isWholeOrder(event.payload.order)) putOrder(state, event.payload.order);
          ordersAdapter.removeOne(state.orders, event.payload.sourceOrderId);
          return;
        case 'order.placed':
        case 'order.updated':
        case 'order.item_added':
        case 'order.item_voided':
        case 'order.sent_to_kitchen':
        case 'order.course_fired':
        case 'order.item_served':
        case 'order.transferred':
        case 'order.completed':
        case 'order.cancelled':
          if (isWholeOrder(event.payload.order)) putOrder(state, event.payload.order);
          return;
        case 'ticket.created':
        case 'ticket.started':
        case 'ticket.item_ready':
        case 'ticket.ready':
        case 'ticket.bumped':
        case 'ticket.recalled':
        case 'ticket.reprinted':
          applyTicketItems(state, event.payload.ticket.orderId, event.payload.ticket.items);
      }
    });
  },
});

export const ordersActions = ordersSlice.actions;

export const posLoadRequested = createAction<{ restaurantId: string }>('orders/loadRequested');
/** Place the built order (or keep it as a draft); `key` is the Idempotency-Key of this press. */
export const orderPlaceRequested = createAction<{ mode: 'place' | 'send' | 'draft'; key: string }>(
  'orders/placeRequested',
);
export const orderCommandRequested = createAction<OrderCommand>('orders/commandRequested');

rootReducer.inject(ordersSlice);

export const selectOrdersState = (state: object): OrdersState =>
  (state as { orders?: OrdersState }).orders ?? initialState;
const openSelectors = ordersAdapter.getSelectors((state: object) => selectOrdersState(state).orders);
const draftSelectors = ordersAdapter.getSelectors((state: object) => selectOrdersState(state).drafts);
export const selectOpenOrders = openSelectors.selectAll;
export const selectDrafts = draftSelectors.selectAll;
/** An open order by id (null when this terminal does not hold it). */
export const selectOpenOrderById = (state: object, id: string): Order | null =>
  openSelectors.selectById(state, id) ?? null;
export const selectSelectedOrder = (state: object): Order | null => {
  const id = selectOrdersState(state).selectedOrderId;
  return id ? (openSelectors.selectById(state, id) ?? draftSelectors.selectById(state, id) ?? null) : null;
};
