import { createAction, createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import { eventReceived } from '../../../../realtime/realtimeSlice';
import { rootReducer } from '../../../../app/store/store';
import type { FormFailure } from '../../../../api/errors';
import type { BillBody, PayBody, SplitBody } from '../pos.api';
import { isWholeBill, type Bill } from '../pos.types';
import type { ReversalBody } from './reversal.api';

export const billsAdapter = createEntityAdapter<Bill, string>({
  selectId: (b) => b.id,
  sortComparer: (a, b) => (a.splitIndex ?? 0) - (b.splitIndex ?? 0) || a.billNo - b.billNo,
});

/** The checkout of one order: its bills (one, or the parts of a split) and the payment in progress. */
export interface CheckoutState {
  orderId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  bills: EntityState<Bill, string>;
  activeBillId: string | null;
  busy: boolean;
  /** Change to hand back after the last cash payment. */
  changeDue: number | null;
  isComplete: boolean;
  /** Why the last cash payment was refused for want of an open drawer (the API's message), until the next try. */
  cashRefused: string | null;
  /** The refund or void dialog open on a payment, and what the server refused of it. */
  reversal: { paymentId: string; kind: ReversalBody['kind']; busy: boolean; failure: FormFailure | null } | null;
}

const initialState: CheckoutState = {
  orderId: null,
  status: 'idle',
  bills: billsAdapter.getInitialState(),
  activeBillId: null,
  busy: false,
  changeDue: null,
  isComplete: false,
  cashRefused: null,
  reversal: null,
};

const payable = (b: Bill) => b.status !== 'split' && b.status !== 'void';

function putBill(state: CheckoutState, bill: Bill) {
  if (bill.orderId !== state.orderId) return;
  const current = state.bills.entities[bill.id];
  if (current && current.version > bill.version) return;
  billsAdapter.setOne(state.bills, bill);
  const all = Object.values(state.bills.entities).filter((b): b is Bill => !!b && payable(b));
  if (!state.activeBillId || !all.some((b) => b.id === state.activeBillId))
    state.activeBillId = all.find((b) => b.status !== 'paid')?.id ?? all[0]?.id ?? null;
  state.isComplete = all.length > 0 && all.every((b) => b.status === 'paid');
}

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    started(state, action: PayloadAction<string>) {
      Object.assign(state, initialState, { orderId: action.payload, status: 'loading' });
    },
    billsLoaded(state, action: PayloadAction<Bill[]>) {
      for (const b of action.payload) putBill(state, b);
      state.status = 'ready';
    },
    failed(state) {
      state.status = 'error';
    },
    billSaved(state, action: PayloadAction<Bill>) {
      putBill(state, action.payload);
    },
    billChosen(state, action: PayloadAction<string>) {
      state.activeBillId = action.payload;
      state.changeDue = null;
    },
    busyChanged(state, action: PayloadAction<boolean>) {
      state.busy = action.payload;
    },
    paid(state, action: PayloadAction<{ bill: Bill; changeDue: number | null }>) {
      putBill(state, action.payload.bill);
      state.changeDue = action.payload.changeDue;
      state.cashRefused = null;
    },
    /** Cash was refused: the terminal's drawer is not open (the restaurant requires it). */
    cashRefused(state, action: PayloadAction<string | null>) {
      state.cashRefused = action.payload;
    },
    reversalOpened(state, action: PayloadAction<{ paymentId: string; kind: ReversalBody['kind'] }>) {
      state.reversal = { ...action.payload, busy: false, failure: null };
    },
    reversalClosed(state) {
      state.reversal = null;
    },
    reversalBusy(state) {
      if (state.reversal) Object.assign(state.reversal, { busy: true, failure: null });
    },
    reversalFailed(state, action: PayloadAction<FormFailure>) {
      if (state.reversal) Object.assign(state.reversal, { busy: false, failure: action.payload });
    },
    /** A payment was refunded or voided: the bill comes back with its new paid and refunded totals. */
    reversed(state, action: PayloadAction<Bill>) {
      putBill(state, action.payload);
      state.reversal = null;
      state.changeDue = null;
    },
    closed() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    // Another terminal paid or changed a bill of this order: follow it live.
    builder.addCase(eventReceived, (state, { payload: event }) => {
      if (!state.orderId) return;
      switch (event.type) {
        case 'bill.created':
        case 'bill.updated':
        case 'payment.recorded':
        case 'payment.refunded':
        case 'payment.voided':
          if (isWholeBill(event.payload.bill)) putBill(state, event.payload.bill);
          return;
        case 'bill.split':
          for (const b of [event.payload.parent, ...event.payload.bills]) if (isWholeBill(b)) putBill(state, b);
      }
    });
  },
});

export const checkoutActions = checkoutSlice.actions;
export const checkoutRequested = createAction<{ orderId: string; key: string }>('checkout/requested');
export const billAdjustRequested = createAction<{ billId: string; changes: BillBody }>('checkout/billAdjustRequested');
export const splitRequested = createAction<{ billId: string; body: SplitBody; key: string }>('checkout/splitRequested');
export const paymentRequested = createAction<{ billId: string; body: PayBody; key: string }>(
  'checkout/paymentRequested',
);
export const reversalRequested = createAction<{ paymentId: string; body: ReversalBody; key: string }>(
  'checkout/reversalRequested',
);

rootReducer.inject(checkoutSlice);
export const selectCheckout = (state: object): CheckoutState =>
  (state as { checkout?: CheckoutState }).checkout ?? initialState;
const selectors = billsAdapter.getSelectors((state: object) => selectCheckout(state).bills);
/** The bills to pay: the order's bill, or the parts of its split. */
export const selectPayableBills = (state: object): Bill[] => selectors.selectAll(state).filter(payable);
/** The parent of a split (shown as "Split", paid through its parts), if the order's bill was split. */
export const selectSplitParent = (state: object): Bill | null =>
  selectors.selectAll(state).find((b) => b.status === 'split') ?? null;
export const selectActiveBill = (state: object): Bill | null => {
  const id = selectCheckout(state).activeBillId;
  return id ? (selectors.selectById(state, id) ?? null) : null;
};
