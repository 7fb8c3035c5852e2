import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EventEnvelope } from '@ros/shared-events';
import { rootReducer } from '../../store/store';

/** Counts customer changes seen live, so an open list knows to reload (customers are paged server-side). */
interface CustomersLiveState {
  changes: number;
}

const initialState: CustomersLiveState = { changes: 0 };

export const customersLiveSlice = createSlice({
  name: 'customersLive',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(
      (a): a is PayloadAction<EventEnvelope | { restaurantId: string }> => a.type === 'realtime/eventReceived' || a.type === 'realtime/resyncRequired',
      (state, action) => {
        if (!('type' in action.payload) || action.payload.type.startsWith('customer.')) state.changes += 1;
      },
    );
  },
});

rootReducer.inject(customersLiveSlice);
export const selectCustomerChanges = (state: object): number =>
  (state as { customersLive?: CustomersLiveState }).customersLive?.changes ?? 0;
