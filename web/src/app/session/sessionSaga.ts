import type { AbilityRule } from '@ros/shared-events';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { api } from '../../api/baseApi';
import { errorStatus } from '../../api/errors';
import { request } from '../../api/saga';
import { eventReceived } from '../../realtime/realtimeSlice';
import {
  clearAuth,
  getRefreshToken,
  saveAbility,
  saveUser,
  saveWorkPlaces,
  type UserData,
  type WorkPlace,
} from '../../api/sessionStorage';
import { clearToasts, showToast, toastError } from '../toaster';
import i18n from '../../i18n';
import { sessionApi, type AbilityResponse, type Me } from './session.api';
import {
  loggedIn,
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

function* switchRestaurant(action: ReturnType<typeof restaurantSwitchRequested>) {
  try {
    const { restaurantId } = action.payload;
    const res: AbilityResponse = yield* request(
      sessionApi.endpoints.getAbility.initiate(restaurantId, { forceRefetch: true }),
    );
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

/** My role, its permissions or my membership changed somewhere else: reload what I may do here. */
function* reloadAbilityWhenMyAccessChanges({ payload: event }: ReturnType<typeof eventReceived>) {
  const { restaurantId } = event;
  const user: UserData | null = yield select(selectUser);
  const current: string | null = yield select(selectCurrentRestaurantId);
  const isMemberChange =
    event.type === 'member.role_changed' || event.type === 'member.status_changed' || event.type === 'member.removed';
  const isAboutMe = isMemberChange && event.payload.userId === user?.id;
  if (restaurantId !== current || !(isAboutMe || event.type === 'role.updated')) return;
  try {
    const res: AbilityResponse = yield* request(
      sessionApi.endpoints.getAbility.initiate(restaurantId, { forceRefetch: true }),
    );
    yield put(restaurantSwitched({ restaurantId, name: res.restaurant?.name, ability: res.ability }));
  } catch (error) {
    const status = errorStatus(error);
    if (status !== 404 && status !== 403) return;
    // No longer a member here: fall back to my other restaurants (or onboarding when none).
    const me: Me = yield* request(sessionApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }));
    yield put(workPlacesChanged(me.workPlaces));
    if (me.workPlaces[0]) yield put(restaurantSwitchRequested({ restaurantId: me.workPlaces[0]._id }));
  }
}

/** Managers are told at once when wrong PINs keep coming from a terminal (only they can read the event). */
function alertWrongPins({ payload: event }: ReturnType<typeof eventReceived>) {
  if (event.type !== 'terminal.pin_failures') return;
  void showToast({
    message: i18n.t('terminal.pinAlert', { count: event.payload.failures, terminal: event.payload.terminalName }),
    intent: 'danger',
    icon: 'warning-sign',
    timeout: 0,
  });
}

function* logout() {
  // On a shared terminal the next member is already at the screen: nothing of the last one's stays up.
  yield call(clearToasts);
  const refreshToken = getRefreshToken();
  try {
    if (refreshToken) yield* request(sessionApi.endpoints.logout.initiate({ refreshToken }));
  } catch {
    // Logging out locally is what matters; the token expires on its own.
  }
  // Someone signed in meanwhile (the next member on a shared terminal): theirs stays.
  if (refreshToken && getRefreshToken() !== refreshToken) return;
  clearAuth();
  yield put(loggedOut());
}

/** On start, brings the stored sign-in up to date (name, restaurants, what I may do in the current one). */
function* refreshStoredSession() {
  const user: UserData | null = yield select(selectUser);
  if (!user) return;
  try {
    const me: Me = yield* request(sessionApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }));
    const current: string | null = yield select(selectCurrentRestaurantId);
    const ordered = [
      ...me.workPlaces.filter((w) => w._id === current),
      ...me.workPlaces.filter((w) => w._id !== current),
    ];
    yield put(userUpdated(me.userData));
    yield put(workPlacesChanged(ordered));
    if (ordered[0]) yield put(restaurantSwitchRequested({ restaurantId: ordered[0]._id }));
  } catch {
    // Offline or signed out meanwhile: the stored data stays; a 401 has already logged out.
  }
}

/** Signed out (here or in another tab, or the session expired): nothing cached may outlive it. */
function* forgetServerData() {
  yield put(api.util.resetApiState());
}

/**
 * The service worker keeps the last menu, floor and orders read for working offline (`sw.js`, caches
 * named `…-data`); a sign-in or sign-out forgets them, so the next person on the device never sees
 * the previous one's copies.
 */
async function forgetDeviceCopies() {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.endsWith('-data')).map((n) => caches.delete(n)));
}

function* forgetDeviceCopiesOnSessionChange() {
  yield call(forgetDeviceCopies);
}

export function* sessionSaga() {
  yield all([
    takeEvery(loggedOut.type, forgetServerData),
    takeEvery([loggedIn.type, loggedOut.type], forgetDeviceCopiesOnSessionChange),
    call(refreshStoredSession),
    takeLatest(restaurantSwitchRequested.type, switchRestaurant),
    takeLatest([restaurantSwitched.type, workPlacesChanged.type, userUpdated.type, eventReceived.type], persistSession),
    takeLatest(logoutRequested.type, logout),
    takeEvery(eventReceived.type, reloadAbilityWhenMyAccessChanges),
    takeEvery(eventReceived.type, alertWrongPins),
  ]);
}
