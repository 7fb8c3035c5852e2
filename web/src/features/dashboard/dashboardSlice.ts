import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/store';
import type { DashboardSummary, Invoice } from './dashboard.api';

/** Today's dashboard: the summary cards, sales by hour and the latest bills, kept live by dashboardSaga. */
export interface DashboardState {
  restaurantId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  summary: DashboardSummary | null;
  bills: Invoice[];
  canSeeBills: boolean;
}

const initialState: DashboardState = { restaurantId: null, status: 'idle', summary: null, bills: [], canSeeBills: true };

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    loadStarted(state, action: PayloadAction<{ restaurantId: string }>) {
      if (state.restaurantId !== action.payload.restaurantId) Object.assign(state, initialState, action.payload);
      if (state.status !== 'ready') state.status = 'loading';
    },
    loaded(state, action: PayloadAction<{ restaurantId: string; summary: DashboardSummary; bills: Invoice[] | null }>) {
      if (state.restaurantId !== action.payload.restaurantId) return;
      state.summary = action.payload.summary;
      state.bills = action.payload.bills ?? [];
      state.canSeeBills = action.payload.bills !== null;
      state.status = 'ready';
    },
    loadFailed(state) {
      state.status = 'error';
    },
  },
});

export const dashboardActions = dashboardSlice.actions;
export const dashboardLoadRequested = createAction<{ restaurantId: string; quiet?: boolean }>('dashboard/loadRequested');

rootReducer.inject(dashboardSlice);
export const selectDashboard = (state: object): DashboardState => (state as { dashboard?: DashboardState }).dashboard ?? initialState;
