import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../../../app/store/store';
import type { OutboxEntry } from './outbox.types';

/** The POS's commands kept on this device while offline, and what became of them once sent. */
export interface OutboxSliceState {
  loaded: boolean;
  entries: OutboxEntry[];
  /** The browser says it is offline, or the last command got no answer. */
  isOffline: boolean;
  replaying: boolean;
}

const initialState: OutboxSliceState = {
  loaded: false,
  entries: [],
  isOffline: typeof navigator !== 'undefined' && navigator.onLine === false,
  replaying: false,
};

export const outboxSlice = createSlice({
  name: 'outbox',
  initialState,
  reducers: {
    loaded(state, action: PayloadAction<OutboxEntry[]>) {
      state.entries = action.payload;
      state.loaded = true;
    },
    entryPut(state, action: PayloadAction<OutboxEntry>) {
      const i = state.entries.findIndex((e) => e.id === action.payload.id);
      if (i >= 0) state.entries[i] = action.payload;
      else state.entries.push(action.payload);
      state.entries.sort((a, b) => a.seq - b.seq);
    },
    entriesRemoved(state, action: PayloadAction<string[]>) {
      state.entries = state.entries.filter((e) => !action.payload.includes(e.id));
    },
    connectivityChanged(state, action: PayloadAction<{ isOffline: boolean }>) {
      state.isOffline = action.payload.isOffline;
    },
    replayChanged(state, action: PayloadAction<boolean>) {
      state.replaying = action.payload;
    },
  },
});

export const outboxActions = outboxSlice.actions;

/** Send what is waiting now (the connection is back, or the cashier asked). */
export const outboxReplayRequested = createAction('outbox/replayRequested');
/** The cashier dismissed the results shown after a replay. */
export const outboxOutcomesDismissed = createAction<{ restaurantId: string }>('outbox/outcomesDismissed');
/** Cash for the whole of an order, taken while offline: the bill and the payment are made on reconnect. */
export const offlineCashRequested = createAction<{ orderId: string; key: string }>('outbox/offlineCashRequested');

rootReducer.inject(outboxSlice);

export const selectOutbox = (state: object): OutboxSliceState =>
  (state as { outbox?: OutboxSliceState }).outbox ?? initialState;

const isWaiting = (e: OutboxEntry) => e.state === 'queued' || e.state === 'sending';

export const selectWaiting = createSelector(
  [selectOutbox, (_: object, restaurantId: string) => restaurantId],
  (o, rid) => o.entries.filter((e) => e.restaurantId === rid && isWaiting(e)),
);
export const selectOutcomes = createSelector(
  [selectOutbox, (_: object, restaurantId: string) => restaurantId],
  (o, rid) => o.entries.filter((e) => e.restaurantId === rid && !isWaiting(e)),
);

/** What is waiting on each order (by its id on this device): the kinds of its queued commands. */
export const selectWaitingByOrder = createSelector([selectOutbox], (o) => {
  const map = new Map<string, OutboxEntry['label']['kind'][]>();
  for (const e of o.entries) {
    if (!isWaiting(e)) continue;
    const id = e.command.kind === 'place' ? e.command.localOrderId : e.command.orderId;
    map.set(id, [...(map.get(id) ?? []), e.command.kind]);
  }
  return map;
});
