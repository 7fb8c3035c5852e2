import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { isHidden, type DeliveredEvent, type EventEnvelope } from '@ros/shared-events';
import { rootReducer } from '../../store/store';

/** How many live events the client keeps for pages that show or react to them. */
const MAX_LIVE_EVENTS = 200;

export interface LiveEventsState {
  /** Visible events received live, newest first. */
  events: EventEnvelope[];
  /** Bumped on every `realtime/resyncRequired`: pages reload their snapshots. */
  resyncCount: number;
}

const initialState: LiveEventsState = { events: [], resyncCount: 0 };

const isEventReceived = (a: UnknownAction): a is PayloadAction<DeliveredEvent> => a.type === 'realtime/eventReceived';
const isResyncRequired = (a: UnknownAction): boolean => a.type === 'realtime/resyncRequired';

/** Keeps the recent live events so settings, staff and activity pages can react to them. */
export const liveEventsSlice = createSlice({
  name: 'liveEvents',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(isEventReceived, (state, action) => {
        const event = action.payload;
        if (!event || isHidden(event)) return;
        if (state.events.some((e) => e.id === event.id)) return;
        state.events.unshift(event);
        if (state.events.length > MAX_LIVE_EVENTS) state.events.length = MAX_LIVE_EVENTS;
      })
      .addMatcher(isResyncRequired, (state) => {
        state.resyncCount += 1;
      });
  },
});

/** The slice, added to the root reducer when a page that needs it is first loaded. */
export const injectedLiveEvents = liveEventsSlice.injectInto(rootReducer);

// Typed over any root state: the root state type is built before lazily injected slices exist.
type WithLiveEvents = { liveEvents?: LiveEventsState };
const EMPTY: EventEnvelope[] = [];
export const selectLiveEvents = (state: object): EventEnvelope[] => (state as WithLiveEvents).liveEvents?.events ?? EMPTY;
export const selectResyncCount = (state: object): number => (state as WithLiveEvents).liveEvents?.resyncCount ?? 0;
