import type { EventEnvelope } from '@ros/shared-events';
import { all, call, delay, put, select, takeLatest } from 'redux-saga/effects';
import { runFeatureSaga } from '../../store/store';
import { reportsApi, type DashboardSummary, type Invoice } from './dashboard.api';
import { dashboardActions, dashboardLoadRequested, selectDashboard, type DashboardState } from './dashboardSlice';

/** Events that move today's figures. */
const MOVES = /^(bill\.(paid|created|split)|payment\.|order\.(placed|completed|cancelled|merged))/;

function* load(action: ReturnType<typeof dashboardLoadRequested>) {
  const { restaurantId } = action.payload;
  yield put(dashboardActions.loadStarted({ restaurantId }));
  try {
    const [summary, bills]: [DashboardSummary, Invoice[] | null] = yield all([
      call(reportsApi.summary, restaurantId),
      call(() => reportsApi.invoices(restaurantId, { perPage: 8, sort: 'desc', sortColumn: 'createdAt' }).then((r) => r.data, () => null)),
    ]);
    yield put(dashboardActions.loaded({ restaurantId, summary, bills }));
  } catch {
    yield put(dashboardActions.loadFailed());
  }
}

/** A bill was paid somewhere: reload the figures (a burst of events collapses into one reload). */
function* follow(action: { type: string; payload: EventEnvelope | { restaurantId: string } }) {
  const state: DashboardState = yield select(selectDashboard);
  if (!state.restaurantId || state.restaurantId !== action.payload.restaurantId) return;
  yield delay(250);
  yield put(dashboardLoadRequested({ restaurantId: state.restaurantId, quiet: true }));
}

export function* dashboardSaga() {
  yield takeLatest(dashboardLoadRequested.type, load);
  yield takeLatest(
    (a: { type: string; payload?: { type?: string } }) =>
      a.type === 'realtime/resyncRequired' || (a.type === 'realtime/eventReceived' && MOVES.test(a.payload?.type ?? '')),
    follow,
  );
}

runFeatureSaga(dashboardSaga);
