import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DomainEvent } from '@ros/shared-events';

export type ConnectionStatus = 'live' | 'reconnecting' | 'offline';

/** The live connection: its status, when the last update came, and the last applied seq per restaurant. */
export interface RealtimeState {
  status: ConnectionStatus;
  lastEventAt: number | null;
  lastSeqByRestaurant: Record<string, number>;
}

const initialState: RealtimeState = { status: 'offline', lastEventAt: null, lastSeqByRestaurant: {} };

export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {
    statusChanged(state, action: PayloadAction<ConnectionStatus>) {
      state.status = action.payload;
    },
    /** The server acknowledged a subscription; `lastSeq` is where we resume from. */
    subscribed(state, action: PayloadAction<{ restaurantId: string; lastSeq: number }>) {
      state.lastSeqByRestaurant[action.payload.restaurantId] = action.payload.lastSeq;
      state.lastEventAt = Date.now();
    },
    /**
     * A restaurant event, applied in order (seq === lastSeq + 1). Slices and sagas match it with
     * `eventReceived.match` and narrow on `payload.type`, which types the payload.
     */
    eventReceived(state, action: PayloadAction<DomainEvent>) {
      state.lastSeqByRestaurant[action.payload.restaurantId] = action.payload.seq;
      state.lastEventAt = Date.now();
    },
    /** An event this user may not read: only the sequence advances. */
    hiddenEventSkipped(state, action: PayloadAction<{ restaurantId: string; seq: number }>) {
      state.lastSeqByRestaurant[action.payload.restaurantId] = action.payload.seq;
      state.lastEventAt = Date.now();
    },
    /** Too many events were missed: cached data and slices reload; we continue from `lastSeq`. */
    resyncRequired(state, action: PayloadAction<{ restaurantId: string; lastSeq: number }>) {
      state.lastSeqByRestaurant[action.payload.restaurantId] = action.payload.lastSeq;
      state.lastEventAt = Date.now();
    },
  },
});

export const { statusChanged, subscribed, eventReceived, hiddenEventSkipped, resyncRequired } = realtimeSlice.actions;

/** Asks the socket saga to reconnect now (e.g. the indicator's "retry"). */
export const reconnectRequested = createAction('realtime/reconnectRequested');

export type WithRealtime = { realtime: RealtimeState };
export const selectConnectionStatus = (state: WithRealtime) => state.realtime.status;
export const selectLastEventAt = (state: WithRealtime) => state.realtime.lastEventAt;
export const selectLastSeq = (state: WithRealtime, restaurantId: string): number | undefined =>
  state.realtime.lastSeqByRestaurant[restaurantId];
