import { eventChannel, type EventChannel } from 'redux-saga';
import { all, call, delay, fork, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { ApiError, apiFailureOf } from '../../../../api/http';
import { showToast } from '../../../../app/toaster';
import i18n from '../../../../i18n';
import { statusChanged } from '../../../../realtime/realtimeSlice';
import { runFeatureSaga } from '../../../../app/store/store';
import { terminalDrawerName } from '../../../../app/terminal/terminalDrawer';
import { selectCurrentRestaurantId, selectUser } from '../../../../app/session/sessionSlice';
import { newKey } from '../money';
import { ordersActions, posLoadRequested, selectOrdersState, type OrdersState } from '../ordersSlice';
import { posApi } from '../pos.api';
import type { Bill, Order } from '../pos.types';
import { deleteEntries, listEntries, putEntry } from './outboxDb';
import { isLocalOrderId, type OutboxCommand, type OutboxEntry } from './outbox.types';
import {
  offlineCashRequested,
  outboxActions,
  outboxOutcomesDismissed,
  outboxReplayRequested,
  selectOutbox,
  type OutboxSliceState,
} from './outboxSlice';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`pos.offline.${key}`, options);
const RETRY_EVERY_MS = 10_000;

/** No answer came back: the network or the server is gone (an answer, even an error, is not this). */
export const isNetworkFailure = (error: unknown): boolean => {
  const failure = apiFailureOf(error);
  return failure ? failure.status === 0 : !(error instanceof ApiError);
};

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * True when a new command must go to the outbox instead of the server: the device is offline, or
 * earlier commands are still waiting (they go first: the server sees them in the order they were made).
 */
export function* mustQueue(restaurantId: string): Generator<unknown, boolean, unknown> {
  const outbox = (yield select(selectOutbox)) as OutboxSliceState;
  return (
    browserOffline() ||
    outbox.isOffline ||
    outbox.entries.some((e) => e.restaurantId === restaurantId && (e.state === 'queued' || e.state === 'sending'))
  );
}

function* save(entry: OutboxEntry): Generator<unknown, void, unknown> {
  try {
    yield call(putEntry, entry);
  } catch {
    // No IndexedDB (private mode): the command stays in memory until the page is closed.
  }
  yield put(outboxActions.entryPut(entry));
}

/** Keeps a command on the device (IndexedDB first, then the screen) and tries to send it when it can. */
export function* enqueue(
  restaurantId: string,
  command: OutboxCommand,
  target: string,
  preview: Order | null = null,
): Generator<unknown, void, unknown> {
  const outbox = (yield select(selectOutbox)) as OutboxSliceState;
  const user = (yield select(selectUser)) as { id: string } | null;
  const seq = Math.max(Date.now(), ...outbox.entries.map((e) => e.seq + 1));
  const entry: OutboxEntry = {
    id: newKey(),
    seq,
    restaurantId,
    userId: user?.id ?? null,
    label: { kind: command.kind, target },
    command,
    createdAt: new Date().toISOString(),
    state: 'queued',
    reason: null,
    result: null,
    preview,
  };
  yield* save(entry);
  void showToast({ message: t('kept'), intent: 'warning', icon: 'offline' });
  if (!browserOffline()) yield put(outboxReplayRequested());
}

/** Cash for the whole order: the checkout could not reach the server (or the order is not on it yet). */
function* cashRequested(action: ReturnType<typeof offlineCashRequested>) {
  const rid: string | null = yield select(selectCurrentRestaurantId);
  const orders = (yield select(selectOrdersState)) as OrdersState;
  const order = orders.orders.entities[action.payload.orderId];
  if (!rid || !order) return;
  const { key } = action.payload;
  yield* enqueue(
    rid,
    { kind: 'payCash', orderId: order.id, billKey: `${key}-bill`, payKey: `${key}-pay`, drawer: terminalDrawerName() },
    order.target,
  );
}

type Done = OutboxEntry['result'];

/** One command against the server; ids of orders placed offline replaced by the server's. */
function* execute(
  rid: string,
  entry: OutboxEntry,
  ids: Map<string, string>,
  versions: Map<string, number>,
): Generator<unknown, Done, unknown> {
  const cmd = entry.command;
  const orderDone = (o: Order): Done => {
    versions.set(o.id, o.version);
    return { orderId: o.id, version: o.version, displayNo: o.displayNo };
  };
  if (cmd.kind === 'place') {
    const order = (yield call(posApi.placeOrder, rid, cmd.body, cmd.key)) as Order;
    ids.set(cmd.localOrderId, order.id);
    return orderDone(order);
  }
  const orderId = isLocalOrderId(cmd.orderId) ? ids.get(cmd.orderId) : cmd.orderId;
  if (!orderId) throw new ApiError(422, 'order_not_placed', t('notPlaced'));
  switch (cmd.kind) {
    case 'send':
      return orderDone((yield call(posApi.send, rid, orderId, versions.get(orderId) ?? cmd.version, cmd.key)) as Order);
    case 'addItems': {
      let order = (yield call(
        posApi.addItems,
        rid,
        orderId,
        versions.get(orderId) ?? cmd.version,
        cmd.items,
        cmd.key,
      )) as Order;
      if (cmd.andSend && order.status === 'open')
        order = (yield call(posApi.send, rid, orderId, order.version, `${cmd.key}-send`)) as Order;
      return orderDone(order);
    }
    case 'payCash': {
      const bill = (yield call(posApi.bill, rid, orderId, {}, cmd.billKey)) as Bill;
      // The amount is fixed the first time (a replay after a lost answer repeats the same request).
      let amount = cmd.amount;
      if (amount === undefined) {
        amount = bill.balanceDue;
        yield* save({ ...entry, command: { ...cmd, amount } });
      }
      if (amount > 0)
        yield call(
          posApi.pay,
          rid,
          bill.id,
          { method: 'cash', amount, tendered: amount, ...(cmd.drawer ? { drawer: cmd.drawer } : {}) },
          cmd.payKey,
        );
      return { orderId, version: null, displayNo: null };
    }
  }
}

/** Sends the waiting commands strictly in order, one at a time, with their own Idempotency-Keys. */
function* replay() {
  const rid: string | null = yield select(selectCurrentRestaurantId);
  if (!rid || browserOffline()) return;
  const user = (yield select(selectUser)) as { id: string } | null;
  const outbox = (yield select(selectOutbox)) as OutboxSliceState;
  // Idempotency-Keys are per person: another person's commands wait for them to sign in.
  const mine = outbox.entries.filter((e) => e.restaurantId === rid && (e.userId === null || e.userId === user?.id));
  const waiting = mine.filter((e) => e.state === 'queued' || e.state === 'sending');
  if (waiting.length === 0) return;
  const ids = new Map<string, string>();
  for (const e of mine) if (e.command.kind === 'place' && e.result) ids.set(e.command.localOrderId, e.result.orderId);
  const versions = new Map<string, number>();
  yield put(outboxActions.replayChanged(true));
  let sent = 0;
  try {
    for (const queued of waiting) {
      const entry = { ...queued, state: 'sending' as const };
      yield* save(entry);
      try {
        const result: Done = yield* execute(rid, entry, ids, versions);
        const latest =
          ((yield select(selectOutbox)) as OutboxSliceState).entries.find((e) => e.id === entry.id) ?? entry;
        yield* save({ ...latest, state: 'done', result, preview: null });
      } catch (error) {
        if (isNetworkFailure(error)) {
          // Still no answer: it waits (same key next time), and so does everything after it.
          yield* save({ ...entry, state: 'queued' });
          yield put(outboxActions.connectivityChanged({ isOffline: true }));
          return;
        }
        yield* save({ ...entry, state: 'refused', reason: apiFailureOf(error)?.message ?? t('failed'), preview: null });
      }
      if (entry.command.kind === 'place') yield put(ordersActions.orderRemoved(entry.command.localOrderId));
      sent += 1;
    }
    yield put(outboxActions.connectivityChanged({ isOffline: false }));
  } finally {
    yield put(outboxActions.replayChanged(false));
    // What the server has now replaces the screen's guesses (orders placed offline get their numbers).
    if (sent > 0) yield put(posLoadRequested({ restaurantId: rid }));
  }
}

/** Orders placed offline, as the POS shows them until the server has them (after each load of the open orders). */
export function* previews(restaurantId: string): Generator<unknown, Order[], unknown> {
  let outbox = (yield select(selectOutbox)) as OutboxSliceState;
  if (!outbox.loaded) {
    yield take(outboxActions.loaded.type);
    outbox = (yield select(selectOutbox)) as OutboxSliceState;
  }
  return outbox.entries
    .filter((e) => e.restaurantId === restaurantId && e.preview && (e.state === 'queued' || e.state === 'sending'))
    .map((e) => e.preview as Order);
}

function connectivityChannel(): EventChannel<boolean> {
  return eventChannel<boolean>((emit) => {
    const online = () => emit(true);
    const offline = () => emit(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

function* watchConnectivity() {
  const channel: EventChannel<boolean> = yield call(connectivityChannel);
  while (true) {
    const isOnline: boolean = yield take(channel);
    yield put(outboxActions.connectivityChanged({ isOffline: !isOnline }));
    if (isOnline) yield put(outboxReplayRequested());
  }
}

/** The socket is live again (the server is back): what waits is sent. */
function* watchSocket() {
  while (true) {
    const action: ReturnType<typeof statusChanged> = yield take(statusChanged.type);
    if (action.payload === 'live') yield put(outboxReplayRequested());
  }
}

/** While something waits and the browser thinks it is online, try again now and then (the server may be back). */
function* retryNow() {
  while (true) {
    yield delay(RETRY_EVERY_MS);
    const outbox = (yield select(selectOutbox)) as OutboxSliceState;
    if (
      !outbox.replaying &&
      !browserOffline() &&
      outbox.entries.some((e) => e.state === 'queued' || e.state === 'sending')
    )
      yield put(outboxReplayRequested());
  }
}

function* dismiss(action: ReturnType<typeof outboxOutcomesDismissed>) {
  const outbox = (yield select(selectOutbox)) as OutboxSliceState;
  const ids = outbox.entries
    .filter((e) => e.restaurantId === action.payload.restaurantId && (e.state === 'done' || e.state === 'refused'))
    .map((e) => e.id);
  try {
    yield call(deleteEntries, ids);
  } catch {
    // Shown again after a reload at worst.
  }
  yield put(outboxActions.entriesRemoved(ids));
}

/** Reads what an earlier visit left on the device (the POS shows its orders placed offline: `previews`). */
function* restore() {
  let entries: OutboxEntry[] = [];
  try {
    entries = (yield call(listEntries)) as OutboxEntry[];
  } catch {
    // No IndexedDB: nothing was kept.
  }
  yield put(outboxActions.loaded(entries));
  if (entries.some((e) => e.state === 'queued' || e.state === 'sending')) yield put(outboxReplayRequested());
}

export function* outboxSaga() {
  yield call(restore);
  yield all([
    takeLeading(outboxReplayRequested.type, replay),
    takeEvery(offlineCashRequested.type, cashRequested),
    takeEvery(outboxOutcomesDismissed.type, dismiss),
    fork(watchConnectivity),
    fork(watchSocket),
    fork(retryNow),
  ]);
}

runFeatureSaga(outboxSaga);
