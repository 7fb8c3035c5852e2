import {
  createAction,
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { eventReceived } from '../../../realtime/realtimeSlice';
import { rootReducer } from '../../../app/store/store';
import { isWholeTicket, type KdsSettings, type Ticket } from './kds.types';

export const ticketsAdapter = createEntityAdapter<Ticket, string>({
  selectId: (t) => t.id,
  sortComparer: (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
});

/** The kitchen display: live tickets of one station (or all), oldest first. */
export interface TicketsState {
  restaurantId: string | null;
  stationId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  tickets: EntityState<Ticket, string>;
  settings: KdsSettings;
  selectedId: string | null;
  /** Bumped tickets of this screen, newest last (recall brings back the last one). */
  bumped: { id: string; stationId: string | null }[];
}

const initialState: TicketsState = {
  restaurantId: null,
  stationId: null,
  status: 'idle',
  tickets: ticketsAdapter.getInitialState(),
  settings: { warnMinutes: 8, lateMinutes: 15 },
  selectedId: null,
  bumped: [],
};

const matchesStation = (state: TicketsState, t: Ticket) => !state.stationId || t.stationId === state.stationId;

function putTicket(state: TicketsState, ticket: Ticket) {
  if (!matchesStation(state, ticket)) return;
  if (ticket.status === 'bumped') {
    ticketsAdapter.removeOne(state.tickets, ticket.id);
    state.bumped = [
      ...state.bumped.filter((b) => b.id !== ticket.id),
      { id: ticket.id, stationId: ticket.stationId },
    ].slice(-20);
    if (state.selectedId === ticket.id) state.selectedId = state.tickets.ids[0] ?? null;
  } else {
    ticketsAdapter.setOne(state.tickets, ticket);
    state.bumped = state.bumped.filter((b) => b.id !== ticket.id);
  }
}

export const ticketsSlice = createSlice({
  name: 'tickets',
  initialState,
  reducers: {
    loadStarted(state, action: PayloadAction<{ restaurantId: string; stationId: string | null }>) {
      const changed =
        state.restaurantId !== action.payload.restaurantId || state.stationId !== action.payload.stationId;
      if (changed) Object.assign(state, initialState, action.payload);
      if (state.status !== 'ready') state.status = 'loading';
    },
    loaded(
      state,
      action: PayloadAction<{
        restaurantId: string;
        stationId: string | null;
        tickets: Ticket[];
        settings: KdsSettings;
      }>,
    ) {
      if (action.payload.restaurantId !== state.restaurantId || action.payload.stationId !== state.stationId) return;
      ticketsAdapter.setAll(
        state.tickets,
        action.payload.tickets.filter((t) => t.status !== 'bumped'),
      );
      state.settings = action.payload.settings;
      state.status = 'ready';
    },
    loadFailed(state) {
      state.status = 'error';
    },
    ticketSaved(state, action: PayloadAction<Ticket>) {
      putTicket(state, action.payload);
    },
    selected(state, action: PayloadAction<string | null>) {
      state.selectedId = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Ticket events carry the whole ticket: applied in place.
    builder.addCase(eventReceived, (state, { payload: event }) => {
      if (event.restaurantId !== state.restaurantId) return;
      switch (event.type) {
        case 'order.item_voided': {
          // The kitchen must see a void on the ticket it is cooking from.
          const itemId = event.payload.item.id;
          for (const t of Object.values(state.tickets.entities))
            for (const i of t?.items ?? []) if (i.id === itemId) i.status = 'voided';
          return;
        }
        case 'ticket.created':
        case 'ticket.started':
        case 'ticket.item_ready':
        case 'ticket.ready':
        case 'ticket.bumped':
        case 'ticket.recalled':
        case 'ticket.reprinted':
          if (isWholeTicket(event.payload.ticket)) putTicket(state, event.payload.ticket);
      }
    });
  },
});

export const ticketsActions = ticketsSlice.actions;
export const kdsLoadRequested = createAction<{ restaurantId: string; stationId: string | null }>(
  'tickets/loadRequested',
);
/** A bump-bar or touch action on a ticket; `key` is the Idempotency-Key of the press. */
export const ticketActionRequested = createAction<{
  action: 'start' | 'ready' | 'bump';
  ticketId: string;
  itemIds?: string[];
  key: string;
}>('tickets/actionRequested');
export const recallRequested = createAction<{ key: string }>('tickets/recallRequested');

rootReducer.inject(ticketsSlice);

export const selectTicketsState = (state: object): TicketsState =>
  (state as { tickets?: TicketsState }).tickets ?? initialState;
const selectors = ticketsAdapter.getSelectors((state: object) => selectTicketsState(state).tickets);
export const selectTicketIds = selectors.selectIds;
export const selectTicketById = selectors.selectById;
export const selectAllTickets = selectors.selectAll;

/** Items still to cook on the board, summed by dish ("all day"). */
export const selectAllDay = createSelector([selectAllTickets], (tickets) => {
  const sums = new Map<string, number>();
  for (const t of tickets) {
    for (const i of t.items) {
      if (i.status === 'ready' || i.status === 'served' || i.status === 'voided') continue;
      const name = i.variantName ? `${i.name} (${i.variantName})` : i.name;
      sums.set(name, (sums.get(name) ?? 0) + i.quantity);
    }
  }
  return [...sums.entries()]
    .map(([name, quantity]) => ({ name, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
});
