import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EventEnvelope } from '@ros/shared-events';
import { loadReducers, upsert, type LoadState } from '../../store/loadState';
import { rootReducer } from '../../store/store';
import type { DiningTable, Space } from './tables.types';

/** Spaces and tables of the current restaurant, kept live by floorSaga. */
export interface FloorState extends LoadState {
  spaces: Space[];
  tables: DiningTable[];
}

const initialState: FloorState = { restaurantId: null, status: 'idle', spaces: [], tables: [] };

/** Keeps the newest copy of a table: an older version arriving late never overwrites a newer one. */
function upsertTable(list: DiningTable[], table: DiningTable) {
  const current = list.find((t) => t.id === table.id);
  if (current && current.version > table.version) return;
  upsert(list, table);
}

export const floorSlice = createSlice({
  name: 'floor',
  initialState,
  reducers: {
    ...loadReducers(initialState),
    tableSaved(state, action: PayloadAction<DiningTable>) {
      upsertTable(state.tables, action.payload);
    },
    tableRemoved(state, action: PayloadAction<string>) {
      state.tables = state.tables.filter((t) => t.id !== action.payload);
    },
    spaceSaved(state, action: PayloadAction<Space>) {
      upsert(state.spaces, action.payload);
    },
    spaceRemoved(state, action: PayloadAction<string>) {
      state.spaces = state.spaces.filter((s) => s.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    // Table events carry the whole table: apply them in place, no reload.
    builder.addMatcher(
      (a): a is PayloadAction<EventEnvelope> => a.type === 'realtime/eventReceived',
      (state, action) => {
        const { type, restaurantId, payload } = action.payload;
        if (restaurantId !== state.restaurantId || !type.startsWith('table.')) return;
        const p = payload as { table?: DiningTable; tableId?: string };
        if (type === 'table.deleted' && p.tableId) state.tables = state.tables.filter((t) => t.id !== p.tableId);
        else if (p.table) upsertTable(state.tables, p.table);
      },
    );
  },
});

export const floorActions = floorSlice.actions;
export const floorLoadRequested = createAction<{ restaurantId: string; quiet?: boolean }>('floor/loadRequested');

rootReducer.inject(floorSlice);
/** The floor state (its initial state until the slice's first action). */
export const selectFloor = (state: object): FloorState => (state as { floor?: FloorState }).floor ?? initialState;
