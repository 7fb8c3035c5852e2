import { describe, expect, it, vi } from 'vitest';
import type { Order, OrderItem } from './pos.types';
import { ordersActions, ordersSlice, selectDrafts, selectOpenOrders, type OrdersState } from './ordersSlice';
import { expoView } from '../kds/expo/expoView';

// The slice injects itself into the app store; the reducer is tested on its own.
vi.mock('../../../app/store/store', () => ({
  rootReducer: { inject: () => undefined },
  runFeatureSaga: () => undefined,
}));

const reduce = ordersSlice.reducer;

function item(id: string, changes: Partial<OrderItem> = {}): OrderItem {
  return {
    id,
    orderId: 'o',
    dishId: 'd',
    variantId: null,
    name: `Dish ${id}`,
    variantName: null,
    modifiers: [],
    quantity: 1,
    remarks: null,
    unitPrice: 1000,
    unitDiscount: 0,
    rate: 1000,
    subTotal: 1000,
    course: 'mains',
    courseSort: 2,
    seat: null,
    isHeld: false,
    status: 'pending',
    stationId: 'grill',
    ticketId: null,
    fireNo: null,
    voidReason: null,
    voidedBy: null,
    voidApprovedBy: null,
    voidedAt: null,
    addedAt: '2026-11-21T20:00:00.000Z',
    ...changes,
  };
}

function order(id: string, changes: Partial<Order> = {}): Order {
  return {
    id,
    displayNo: 1,
    businessDate: '2026-11-21',
    type: 'dine_in',
    status: 'open',
    target: 'Dine In: T1',
    table: { id: 't1', name: 'T1' },
    guests: 2,
    customer: null,
    customerName: null,
    deliveryAddress: null,
    deliveryPhone: null,
    reservationId: null,
    staff: null,
    createdBy: null,
    notes: null,
    fireCount: 0,
    mergedIntoId: null,
    cancelReason: null,
    items: [item('a')],
    totals: { subtotal: 1000, itemCount: 1 },
    billId: null,
    driverUserId: null,
    version: 1,
    placedAt: '2026-11-21T20:00:00.000Z',
    completedAt: null,
    createdAt: '2026-11-21T20:00:00.000Z',
    updatedAt: '2026-11-21T20:00:00.000Z',
    ...changes,
  };
}

const event = (type: string, payload: unknown) => ({
  type: 'realtime/eventReceived',
  payload: { id: 'e', restaurantId: 'r1', seq: 1, type, version: 1, occurredAt: '', actor: null, payload },
});

function loaded(orders: Order[], drafts: Order[] = []): OrdersState {
  const state = reduce(undefined, ordersActions.loadStarted({ restaurantId: 'r1' }));
  return reduce(state, ordersActions.loaded({ restaurantId: 'r1', orders, drafts }));
}

const open = (state: OrdersState) => selectOpenOrders({ orders: state });

describe('POS orders', () => {
  it('adds an order placed on another terminal and drops it when completed', () => {
    let state = loaded([]);
    state = reduce(state, event('order.placed', { order: order('o1') }));
    expect(open(state).map((o) => o.id)).toEqual(['o1']);
    state = reduce(state, event('order.completed', { order: order('o1', { status: 'completed', version: 5 }) }));
    expect(open(state)).toEqual([]);
  });

  it('never lets an older version overwrite a newer one', () => {
    let state = loaded([order('o1', { version: 3, guests: 4 })]);
    state = reduce(state, event('order.updated', { order: order('o1', { version: 2, guests: 9 }) }));
    expect(open(state)[0]?.guests).toBe(4);
  });

  it('follows kitchen item statuses from ticket events (a waiter sees "ready")', () => {
    let state = loaded([order('o1', { items: [item('a', { status: 'fired', ticketId: 'k1' })] })]);
    state = reduce(state, event('ticket.ready', { ticket: { orderId: 'o1', items: [{ id: 'a', status: 'ready' }] } }));
    expect(open(state)[0]?.items[0]?.status).toBe('ready');
  });

  it('moves a placed draft from Drafts to the open orders', () => {
    let state = loaded([], [order('o1', { status: 'draft' })]);
    expect(selectDrafts({ orders: state })).toHaveLength(1);
    state = reduce(state, ordersActions.orderSaved(order('o1', { status: 'open', version: 2 })));
    expect(selectDrafts({ orders: state })).toHaveLength(0);
    expect(open(state)).toHaveLength(1);
  });

  it('removes the source order of a merge', () => {
    let state = loaded([order('o1'), order('o2')]);
    state = reduce(state, event('order.merged', { order: order('o1', { version: 2 }), sourceOrderId: 'o2' }));
    expect(open(state).map((o) => o.id)).toEqual(['o1']);
  });

  it('adds the same line twice as one line with quantity 2', () => {
    const line = {
      key: 'k1',
      dishId: 'd',
      variantId: 'v',
      name: 'Soup',
      variantName: null,
      unitPrice: 600,
      modifiers: [],
      quantity: 1,
      remarks: '',
      course: 'mains',
      seat: null,
      hold: false,
    };
    let state = loaded([]);
    state = reduce(state, ordersActions.lineAdded(line));
    state = reduce(state, ordersActions.lineAdded({ ...line, key: 'k2' }));
    expect(state.cart).toHaveLength(1);
    expect(state.cart[0]?.quantity).toBe(2);
  });
});

describe('expo', () => {
  it('is ready only when every station has all its items ready', () => {
    const o = order('o1', {
      items: [
        item('a', { status: 'ready', ticketId: 'k1', stationId: 'grill' }),
        item('b', { status: 'preparing', ticketId: 'k2', stationId: 'bar' }),
        item('c', { status: 'voided', ticketId: 'k2', stationId: 'bar' }),
      ],
    });
    expect(expoView(o)?.isReady).toBe(false);
    o.items = o.items.map((i) => (i.id === 'b' ? { ...i, status: 'ready' } : i));
    expect(expoView(o)?.isReady).toBe(true);
    expect(expoView(order('o2'))).toBeNull();
  });
});
