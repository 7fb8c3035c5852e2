import type { AbilityRule, EventEnvelope } from '@ros/shared-events';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { ApiError, apiRequest } from '../../api/http';
import { eventReceived } from '../../realtime/realtimeSlice';
import { clearAuth, getRefreshToken, saveAbility, saveUser, saveWorkPlaces, type UserData, type WorkPlace } from '../../api/sessionStorage';
import { toastError } from '../../app/toaster';
import {
  loggedOut,
  logoutRequested,
  restaurantSwitched,
  restaurantSwitchRequested,
  selectAbilityRules,
  selectCurrentRestaurantId,
  selectUser,
  selectWorkPlaces,
  userUpdated,
  workPlacesChanged,
} from './sessionSlice';

interface AbilityResponse {
  ability: AbilityRule[];
  restaurant: { id: string; name: string };
}

function* switchRestaurant(action: ReturnType<typeof restaurantSwitchRequested>) {
  try {
    const { restaurantId } = action.payload;
    const res: AbilityResponse = yield call(apiRequest<AbilityResponse>, 'GET', `/api/restaurants/${restaurantId}/ability`);
    yield put(restaurantSwitched({ restaurantId, name: res.restaurant?.name, ability: res.ability }));
  } catch (error) {
    yield call(toastError, error);
  }
}

/** Keeps the stored sign-in data in step with the session state. */
function* persistSession() {
  const workPlaces: WorkPlace[] = yield select(selectWorkPlaces);
  const ability: AbilityRule[] = yield select(selectAbilityRules);
  const user: UserData | null = yield select(selectUser);
  if (!user) return; // logged out meanwhile: nothing to keep
  saveUser(user);
  saveWorkPlaces(workPlaces);
  saveAbility(ability);
}

const MEMBER_EVENTS = ['member.role_changed', 'member.status_changed', 'member.removed'];

/** My role, its permissions or my membership changed somewhere else: reload what I may do here. */
function* reloadAbilityWhenMyAccessChanges(action: ReturnType<typeof eventReceived>) {
  const { type, restaurantId, payload } = action.payload as EventEnvelope;
  const user: UserData | null = yield select(selectUser);
  const current: string | null = yield select(selectCurrentRestaurantId);
  const isAboutMe = MEMBER_EVENTS.includes(type) && (payload as { userId?: string | null })?.userId === user?.id;
  if (restaurantId !== current || !(isAboutMe || type === 'role.updated')) return;
  try {
    const res: AbilityResponse = yield call(apiRequest<AbilityResponse>, 'GET', `/api/restaurants/${restaurantId}/ability`);
    yield put(restaurantSwitched({ restaurantId, name: res.restaurant?.name, ability: res.ability }));
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 403)) return;
    // No longer a member here: fall back to my other restaurants (or onboarding when none).
    const me: { workPlaces: WorkPlace[] } = yield call(apiRequest<{ workPlaces: WorkPlace[] }>, 'GET', '/api/me');
    yield put(workPlacesChanged(me.workPlaces));
    if (me.workPlaces[0]) yield put(restaurantSwitchRequested({ restaurantId: me.workPlaces[0]._id }));
  }
}

function* logout() {
  const refreshToken = getRefreshToken();
  try {
    if (refreshToken) yield call(apiRequest, 'POST', '/api/auth/logout', { refreshToken });
  } catch {
    // Logging out locally is what matters; the token expires on its own.
  }
  clearAuth();
  yield put(loggedOut());
}

/** On start, brings the stored sign-in up to date (name, restaurants, what I may do in the current one). */
function* refreshStoredSession() {
  const user: UserData | null = yield select(selectUser);
  if (!user) return;
  try {
    const me: { userData: UserData; workPlaces: WorkPlace[] } = yield call(apiRequest<{ userData: UserData; workPlaces: WorkPlace[] }>, 'GET', '/api/me');
    const current: string | null = yield select(selectCurrentRestaurantId);
    const ordered = [...me.workPlaces.filter((w) => w._id === current), ...me.workPlaces.filter((w) => w._id !== current)];
    yield put(userUpdated(me.userData));
    yield put(workPlacesChanged(ordered));
    if (ordered[0]) yield put(restaurantSwitchRequested({ restaurantId: ordered[0]._id }));
  } catch {
    // Offline or signed out meanwhile: the stored data stays; a 401 has already logged out.
  }
}

export function* sessionSaga() {
  yield all([
    call(refreshStoredSession),
    takeLatest(restaurantSwitchRequested.type, switchRestaurant),
    takeLatest([restaurantSwitched.type, workPlacesChanged.type, userUpdated.type, eventReceived.type], persistSession),
    takeLatest(logoutRequested.type, logout),
    takeEvery(eventReceived.type, reloadAbilityWhenMyAccessChanges),
  ]);
}
