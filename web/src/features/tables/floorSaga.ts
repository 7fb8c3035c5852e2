import type { EventEnvelope } from '@ros/shared-events';
import { all, call, delay, put, select, takeLatest } from 'redux-saga/effects';
import { runFeatureSaga } from '../../store/store';
import { floorActions, floorLoadRequested, selectFloor, type FloorState } from './floorSlice';
import { tablesApi } from './tables.api';
import type { DiningTable, Space } from './tables.types';

function* load(action: ReturnType<typeof floorLoadRequested>) {
  const { restaurantId, quiet } = action.payload;
  yield put(floorActions.loadStarted({ restaurantId, quiet }));
  try {
    const [spaces, tables]: [Space[], DiningTable[]] = yield all([call(tablesApi.listSpaces, restaurantId), call(tablesApi.listTables, restaurantId)]);
    yield put(floorActions.loaded({ restaurantId, spaces, tables }));
  } catch {
    yield put(floorActions.loadFailed());
  }
}

/** Space events (and table moves between spaces change counts) reload quietly; resync reloads everything. */
function* refresh(action: { type: string; payload: EventEnvelope | { restaurantId: string } }) {
  const state: FloorState = yield select(selectFloor);
  if (!state.restaurantId || state.restaurantId !== action.payload.restaurantId) return;
  yield delay(150);
  yield put(floorLoadRequested({ restaurantId: state.restaurantId, quiet: true }));
}

const needsReload = (a: { type: string; payload?: { type?: string } }) =>
  a.type === 'realtime/resyncRequired' ||
  (a.type === 'realtime/eventReceived' && /^(space\.|table\.(created|deleted))/.test(a.payload?.type ?? ''));

export function* floorSaga() {
  yield takeLatest(floorLoadRequested.type, load);
  yield takeLatest(needsReload, refresh);
}

runFeatureSaga(floorSaga);
