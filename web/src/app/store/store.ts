import { combineSlices, configureStore, isPlain } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { api } from '../../api/baseApi';
import { onSessionExpired } from '../../api/http';
import { ACCESS_TOKEN_KEY, getAccessToken } from '../../api/sessionStorage';
import { uiSlice } from '../uiSlice';
import { loggedOut, selectIsLoggedIn, sessionSlice } from '../session/sessionSlice';
import { realtimeSlice } from '../../realtime/realtimeSlice';
import { rootSaga } from './rootSaga';

/**
 * The root reducer: the server-data cache (`api`, RTK Query) and the client state. Lazy features add
 * their endpoints with `api.injectEndpoints`; the POS, KDS and checkout add their slice with
 * `rootReducer.inject(slice)` and their saga with `runFeatureSaga`, so their code stays out of the
 * initial bundle.
 */
export const rootReducer = combineSlices(api, sessionSlice, realtimeSlice, uiSlice);

const sagaMiddleware = createSagaMiddleware();

export const store = configureStore({
  reducer: rootReducer,
  // A download endpoint's answer holds a Blob (api/downloads.api.ts): kept as it is, not flagged.
  middleware: (getDefault) =>
    getDefault({
      serializableCheck: {
        isSerializable: (v: unknown) => isPlain(v) || (typeof Blob !== 'undefined' && v instanceof Blob),
      },
    }).concat(api.middleware, sagaMiddleware),
});

// The socket saga applies cache patches (RTK Query thunks) through the store itself.
sagaMiddleware.setContext({ dispatch: store.dispatch, getState: store.getState });
sagaMiddleware.run(rootSaga);
onSessionExpired(() => store.dispatch(loggedOut()));

// Logging out in another tab (remember me: shared localStorage) logs this tab out too. A new sign-in
// clears then rewrites the keys, so look again after the writes settle.
globalThis.window?.addEventListener('storage', (e) => {
  if (e.key !== ACCESS_TOKEN_KEY || e.newValue !== null) return;
  window.setTimeout(() => {
    if (getAccessToken() === null && selectIsLoggedIn(store.getState())) store.dispatch(loggedOut());
  }, 50);
});

const startedSagas = new Set<Saga>();
/** Starts a feature's saga once (call it at module level in the lazy page's slice file). */
export function runFeatureSaga(saga: Saga): void {
  if (startedSagas.has(saga)) return;
  startedSagas.add(saga);
  sagaMiddleware.run(saga);
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;
