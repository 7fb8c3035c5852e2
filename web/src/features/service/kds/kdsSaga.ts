import { put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { errorStatus } from '../../../api/errors';
import { request } from '../../../api/saga';
import { showToast, toastError } from '../../../app/toaster';
import i18n from '../../../i18n';
import { eventReceived, resyncRequired } from '../../../realtime/realtimeSlice';
import { runFeatureSaga } from '../../../app/store/store';
import { beep } from './beep';
import { kdsApi } from './kds.api';
import type { KdsSettings, Ticket } from './kds.types';
import {
  kdsLoadRequested,
  recallRequested,
  selectTicketsState,
  ticketActionRequested,
  ticketsActions,
  type TicketsState,
} from './ticketsSlice';

function* load(action: ReturnType<typeof kdsLoadRequested>) {
  const { restaurantId, stationId } = action.payload;
  yield put(ticketsActions.loadStarted({ restaurantId, stationId }));
  try {
    const res: { settings: KdsSettings; tickets: Ticket[] } = yield* request(
      kdsApi.endpoints.kdsBoard.initiate({ rid: restaurantId, stationId }, { forceRefetch: true }),
    );
    yield put(ticketsActions.loaded({ restaurantId, stationId, tickets: res.tickets, settings: res.settings }));
  } catch {
    yield put(ticketsActions.loadFailed());
  }
}

function* act(action: ReturnType<typeof ticketActionRequested>) {
  const state: TicketsState = yield select(selectTicketsState);
  if (!state.restaurantId) return;
  const { ticketId, key, itemIds } = action.payload;
  try {
    const rid = state.restaurantId;
    const ticket: Ticket =
      action.payload.action === 'start'
        ? yield* request(kdsApi.endpoints.startTicket.initiate({ rid, id: ticketId, key }))
        : action.payload.action === 'ready'
          ? yield* request(kdsApi.endpoints.readyTicket.initiate({ rid, id: ticketId, itemIds, key }))
          : yield* request(kdsApi.endpoints.bumpTicket.initiate({ rid, id: ticketId, key }));
    yield put(ticketsActions.ticketSaved(ticket));
  } catch (error) {
    void toastError(error);
  }
}

function* recall(action: ReturnType<typeof recallRequested>) {
  const state: TicketsState = yield select(selectTicketsState);
  const stationId = state.stationId ?? state.bumped[state.bumped.length - 1]?.stationId ?? null;
  if (!state.restaurantId || !stationId) {
    void showToast({ message: i18n.t('pos.kds.nothingToRecall'), intent: 'warning' });
    return;
  }
  try {
    const ticket: Ticket = yield* request(
      kdsApi.endpoints.recallTicket.initiate({ rid: state.restaurantId, stationId, key: action.payload.key }),
    );
    yield put(ticketsActions.ticketSaved(ticket));
    yield put(ticketsActions.selected(ticket.id));
  } catch (error) {
    if (errorStatus(error) === 404) void showToast({ message: i18n.t('pos.kds.nothingToRecall'), intent: 'warning' });
    else void toastError(error);
  }
}

/** A new ticket for this screen: beep (the reducer already shows it). */
function* announce({ payload: event }: ReturnType<typeof eventReceived>) {
  if (event.type !== 'ticket.created') return;
  const state: TicketsState = yield select(selectTicketsState);
  const { ticket } = event.payload;
  if (state.restaurantId === event.restaurantId && (!state.stationId || ticket.stationId === state.stationId)) beep();
}

function* resync(action: ReturnType<typeof resyncRequired>) {
  const state: TicketsState = yield select(selectTicketsState);
  if (state.restaurantId === action.payload.restaurantId)
    yield put(kdsLoadRequested({ restaurantId: state.restaurantId, stationId: state.stationId }));
}

export function* kdsSaga() {
  yield takeLatest(kdsLoadRequested.type, load);
  yield takeEvery(ticketActionRequested.type, act);
  yield takeEvery(recallRequested.type, recall);
  yield takeEvery(eventReceived.type, announce);
  yield takeLatest(resyncRequired.type, resync);
}

runFeatureSaga(kdsSaga);
