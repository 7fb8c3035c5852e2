import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AbilityRule } from '@ros/shared-events';
import { eventReceived } from '../../realtime/realtimeSlice';
import {
  getStoredAbility,
  getStoredUser,
  getStoredWorkPlaces,
  getAccessToken,
  type UserData,
  type WorkPlace,
} from '../../api/sessionStorage';

/** The signed-in user, their restaurants (first = current) and their CASL rules there. */
export interface SessionState {
  user: UserData | null;
  workPlaces: WorkPlace[];
  abilityRules: AbilityRule[];
}

function initialState(): SessionState {
  const signedIn = getAccessToken() !== null;
  return {
    user: signedIn ? getStoredUser() : null,
    workPlaces: signedIn ? getStoredWorkPlaces() : [],
    abilityRules: signedIn ? getStoredAbility() : [],
  };
}

/** Puts `restaurantId` first (the current restaurant), keeping the others in order. */
function withCurrentFirst(workPlaces: WorkPlace[], restaurantId: string, name?: string): WorkPlace[] {
  const found = workPlaces.find((w) => w._id === restaurantId) ?? { _id: restaurantId, name: name ?? '' };
  return [{ ...found, name: name ?? found.name }, ...workPlaces.filter((w) => w._id !== restaurantId)];
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ userData: UserData; workPlaces: WorkPlace[]; ability: AbilityRule[] }>) {
      state.user = action.payload.userData;
      state.workPlaces = action.payload.workPlaces;
      state.abilityRules = action.payload.ability;
    },
    loggedOut(state) {
      state.user = null;
      state.workPlaces = [];
      state.abilityRules = [];
    },
    restaurantSwitched(state, action: PayloadAction<{ restaurantId: string; name?: string; ability: AbilityRule[] }>) {
      state.workPlaces = withCurrentFirst(state.workPlaces, action.payload.restaurantId, action.payload.name);
      state.abilityRules = action.payload.ability;
    },
    workPlacesChanged(state, action: PayloadAction<WorkPlace[]>) {
      state.workPlaces = action.payload;
    },
    userUpdated(state, action: PayloadAction<UserData>) {
      state.user = action.payload;
    },
  },
  extraReducers: (builder) => {
    // A rename made anywhere shows in the switcher at once.
    builder.addCase(eventReceived, (state, { payload: event }) => {
      if (event.type !== 'restaurant.updated') return;
      const name = event.payload.changes.name;
      const place = state.workPlaces.find((w) => w._id === event.restaurantId);
      if (place && typeof name === 'string') place.name = name;
    });
  },
});

export const { loggedIn, loggedOut, restaurantSwitched, workPlacesChanged, userUpdated } = sessionSlice.actions;

/** Asks the session saga to switch restaurant (loads the ability there, then `restaurantSwitched`). */
export const restaurantSwitchRequested = createAction<{ restaurantId: string }>('session/restaurantSwitchRequested');
/** Asks the session saga to log out (server logout, storage cleared, then `loggedOut`). */
export const logoutRequested = createAction('session/logoutRequested');

export type WithSession = { session: SessionState };
export const selectUser = (state: WithSession) => state.session.user;
export const selectIsLoggedIn = (state: WithSession) => state.session.user !== null;
export const selectWorkPlaces = (state: WithSession) => state.session.workPlaces;
export const selectCurrentRestaurantId = (state: WithSession): string | null =>
  state.session.workPlaces[0]?._id ?? null;
export const selectCurrentRestaurant = (state: WithSession): WorkPlace | null => state.session.workPlaces[0] ?? null;
export const selectAbilityRules = (state: WithSession) => state.session.abilityRules;
