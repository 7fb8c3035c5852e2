import type { EventEnvelope } from '@ros/shared-events';
import { all, call, delay, put, select, takeLatest } from 'redux-saga/effects';
import { runFeatureSaga } from '../../store/store';
import { catalogueActions, catalogueLoadRequested, selectCatalogue, type CatalogueState } from './catalogueSlice';
import { menuApi } from './menu.api';
import type { Category, Dish, Menu, Station } from './menu.types';

const CATALOGUE_EVENT = /^(menu|category|categories|dish|station)\./;

function* load(action: ReturnType<typeof catalogueLoadRequested>) {
  const { restaurantId, quiet } = action.payload;
  yield put(catalogueActions.loadStarted({ restaurantId, quiet }));
  try {
    const [menus, categories, dishes, stations]: [Menu[], Category[], Dish[], Station[]] = yield all([
      call(menuApi.listMenus, restaurantId),
      call(menuApi.listCategories, restaurantId),
      call(menuApi.listDishes, restaurantId),
      call(() => menuApi.listStations(restaurantId).catch(() => [] as Station[])),
    ]);
    yield put(catalogueActions.loaded({ restaurantId, menus, categories, dishes, stations }));
  } catch {
    yield put(catalogueActions.loadFailed());
  }
}

/** Another screen changed the catalogue: reload it quietly (events can touch many rows at once). */
function* refreshAfterEvent(action: { type: string; payload: EventEnvelope | { restaurantId: string } }) {
  const state: CatalogueState = yield select(selectCatalogue);
  if (!state.restaurantId || state.restaurantId !== action.payload.restaurantId) return;
  if ('type' in action.payload && !CATALOGUE_EVENT.test(action.payload.type)) return;
  // Bursts of events (a reorder, an import) collapse into one reload.
  yield delay(150);
  yield put(catalogueLoadRequested({ restaurantId: state.restaurantId, quiet: true }));
}

export function* catalogueSaga() {
  yield takeLatest(catalogueLoadRequested.type, load);
  yield takeLatest(
    (a: { type: string; payload?: { type?: string } }) =>
      a.type === 'realtime/resyncRequired' || (a.type === 'realtime/eventReceived' && CATALOGUE_EVENT.test(a.payload?.type ?? '')),
    refreshAfterEvent,
  );
}

runFeatureSaga(catalogueSaga);
