import { routes, type DomainEvent, type HiddenEvent, type LiveDelivery, type operations } from '@ros/shared-events';
import { buffers, eventChannel, type EventChannel, type Task } from 'redux-saga';
import { call, cancel, delay, fork, getContext, put, race, select, take } from 'redux-saga/effects';
import type { io as createSocket, Socket } from 'socket.io-client';
import { api, TAG_TYPES } from '../api/baseApi';
import { apiRequest, refreshAccessToken } from '../api/http';
import { urlOf, type ViewOf } from '../api/operation';
import { getAccessToken, getRefreshToken } from '../api/sessionStorage';
import {
  loggedIn,
  loggedOut,
  restaurantSwitched,
  selectCurrentRestaurantId,
  selectIsLoggedIn,
  workPlacesChanged,
} from '../app/session/sessionSlice';
import {
  eventReceived,
  hiddenEventSkipped,
  reconnectRequested,
  resyncRequired,
  selectLastSeq,
  statusChanged,
  subscribed,
} from './realtimeSlice';
import { keepSocketAuthenticated } from './tokenRenewal';
import { tagsForEvent } from './eventTags';
import { hasCacheFollowers, patchCache, type CacheDispatch, type CacheState } from './liveCache';
import type { WithSession } from '../app/session/sessionSlice';
import type { WithRealtime } from './realtimeSlice';

type State = WithSession & WithRealtime;

// Same test as shared-events' isHidden, kept local so zod stays out of the initial bundle.
const isHidden = (e: LiveDelivery): e is HiddenEvent => 'hidden' in e && e.hidden === true;

const RETRY_AFTER_MS = 5000;

type SubscribeAck = { ok: true; lastSeq: number } | { ok: false; error: { code: string; message: string } };

/** Everything the socket tells the saga, in the order it happened (acks included, so replays stay ordered). */
type SocketMessage =
  | { kind: 'connected' }
  | { kind: 'disconnected'; reason: string }
  | { kind: 'connectError'; message: string }
  | { kind: 'reconnecting' }
  | { kind: 'event'; event: LiveDelivery }
  | { kind: 'resync'; restaurantId: string; lastSeq: number }
  | { kind: 'ack'; restaurantId: string; afterSeq: number | undefined; ack: SubscribeAck };

/** The socket as a saga channel; `conn.emit` lets subscribe acks join the same ordered stream. */
function socketChannel(conn: Connection): EventChannel<SocketMessage> {
  const { socket } = conn;
  return eventChannel<SocketMessage>((emit) => {
    socket.on('connect', () => emit({ kind: 'connected' }));
    socket.on('disconnect', (reason) => emit({ kind: 'disconnected', reason }));
    socket.on('connect_error', (err) => emit({ kind: 'connectError', message: err.message }));
    socket.io.on('reconnect_attempt', () => emit({ kind: 'reconnecting' }));
    socket.on('event', (event: LiveDelivery) => emit({ kind: 'event', event }));
    socket.on('resync_required', (data: { restaurantId: string; lastSeq: number }) =>
      emit({ kind: 'resync', ...data }),
    );
    conn.emit = emit;
    socket.connect();
    return () => {
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      socket.disconnect();
    };
  }, buffers.expanding<SocketMessage>(64));
}

type Op = typeof operations;

async function realtimeUrl(): Promise<string | undefined> {
  try {
    const config = await apiRequest<ViewOf<Op['getConfig'], { realtimeUrl?: string | null }>>(
      'GET',
      urlOf(routes.getConfig, {}),
    );
    return config?.realtimeUrl || undefined;
  } catch {
    return undefined; // embedded mode: same origin
  }
}

/** Per-connection bookkeeping that never needs to be in the store. */
interface Connection {
  socket: Socket;
  emit: (message: SocketMessage) => void;
  subscribedTo: string | null;
  /** Restaurants with a (re)subscribe awaiting its ack: gaps seen meanwhile are filled by the replay. */
  awaitingAck: Set<string>;
  /** The access token of the last handshake: the one to report as stale when it is refused. */
  handshakeToken: string | null;
}

function* subscribe(conn: Connection, restaurantId: string) {
  const lastSeq: number | undefined = yield select((s: State) => selectLastSeq(s, restaurantId));
  conn.awaitingAck.add(restaurantId);
  conn.subscribedTo = restaurantId;
  const body = lastSeq !== undefined ? { restaurantId, afterSeq: lastSeq } : { restaurantId };
  conn.socket.emit('subscribe', body, (ack: SubscribeAck) =>
    conn.emit({ kind: 'ack', restaurantId, afterSeq: lastSeq, ack }),
  );
}

function* followCurrentRestaurant(conn: Connection) {
  const current: string | null = yield select(selectCurrentRestaurantId);
  if (current === conn.subscribedTo || !conn.socket.connected) return;
  if (conn.subscribedTo) conn.socket.emit('unsubscribe', { restaurantId: conn.subscribedTo });
  conn.subscribedTo = null;
  if (current) yield call(subscribe, conn, current);
}

/**
 * One event, in order: slices and sagas see it (`eventReceived`), then the server-data cache follows
 * it: the queries it makes stale refetch (tags) and features patch what it carries whole.
 */
function* applyEvent(event: DomainEvent) {
  yield put(eventReceived(event));
  const tags = tagsForEvent(event);
  if (tags.length > 0) yield put(api.util.invalidateTags(tags));
  if (!hasCacheFollowers()) return;
  const dispatch: CacheDispatch = yield getContext('dispatch');
  const getState: CacheState = yield getContext('getState');
  yield call(patchCache, event, dispatch, getState);
}

function* handleEvent(conn: Connection, event: LiveDelivery) {
  const { restaurantId, seq } = event;
  if (restaurantId !== conn.subscribedTo || conn.awaitingAck.has(restaurantId)) return;
  const lastSeq: number | undefined = yield select((s: State) => selectLastSeq(s, restaurantId));
  if (lastSeq === undefined || seq <= lastSeq) return; // already applied (replay overlap)
  if (seq > lastSeq + 1) {
    yield call(subscribe, conn, restaurantId); // a gap: ask for a replay from what we have
    return;
  }
  if (isHidden(event)) yield put(hiddenEventSkipped({ restaurantId, seq }));
  else yield call(applyEvent, event);
}

function* reconnectLater(socket: Socket) {
  yield delay(RETRY_AFTER_MS);
  if (!socket.connected) socket.connect();
}

function* handleMessage(conn: Connection, message: SocketMessage) {
  switch (message.kind) {
    case 'connected':
      yield put(statusChanged('live'));
      conn.subscribedTo = null;
      yield call(followCurrentRestaurant, conn);
      break;
    case 'disconnected':
      conn.subscribedTo = null;
      conn.awaitingAck.clear();
      // A server-side disconnect is not retried by the client on its own.
      if (message.reason === 'io server disconnect') conn.socket.connect();
      yield put(statusChanged('reconnecting'));
      break;
    case 'reconnecting':
      yield put(statusChanged('reconnecting'));
      break;
    case 'connectError':
      if (message.message === 'unauthorized') {
        // Report the token the handshake used: another tab may already have replaced it.
        const token: string | null = yield call(refreshAccessToken, conn.handshakeToken);
        if (token) conn.socket.connect();
        // Refresh not refused but failed (server unreachable): try again shortly.
        else if (getRefreshToken()) yield fork(reconnectLater, conn.socket);
        yield put(statusChanged(token ? 'reconnecting' : 'offline'));
      } else {
        yield put(statusChanged(conn.socket.active ? 'reconnecting' : 'offline'));
      }
      break;
    case 'ack':
      conn.awaitingAck.delete(message.restaurantId);
      if (message.ack.ok) {
        yield put(subscribed({ restaurantId: message.restaurantId, lastSeq: message.afterSeq ?? message.ack.lastSeq }));
      }
      break;
    case 'event':
      yield call(handleEvent, conn, message.event);
      break;
    case 'resync':
      yield put(resyncRequired({ restaurantId: message.restaurantId, lastSeq: message.lastSeq }));
      // Too much was missed to patch: every cached query reads the server again.
      yield put(api.util.invalidateTags([...TAG_TYPES]));
      break;
  }
}

/** One socket for the signed-in session: connect, follow the current restaurant, apply events in order. */
function* runConnection() {
  const url: string | undefined = yield call(realtimeUrl);
  // socket.io-client is loaded only once signed in, keeping it out of the login page's bundle.
  const { io }: { io: typeof createSocket } = yield call(() => import('socket.io-client'));
  const socket: Socket = io(url ?? '', {
    autoConnect: false,
    transports: ['websocket'],
    // Read the token on every (re)connect so a refreshed token is used.
    auth: (cb) => {
      conn.handshakeToken = getAccessToken();
      cb({ token: conn.handshakeToken });
    },
  });
  const conn: Connection = { socket, emit: () => {}, subscribedTo: null, awaitingAck: new Set(), handshakeToken: null };
  const channel = socketChannel(conn);
  yield fork(keepSocketAuthenticated, conn);
  yield put(statusChanged('reconnecting'));
  try {
    while (true) {
      const { message, retry } = yield race({
        message: take(channel),
        switched: take([restaurantSwitched.type, workPlacesChanged.type]),
        retry: take(reconnectRequested.type),
      });
      if (message) yield call(handleMessage, conn, message as SocketMessage);
      else if (retry && !socket.connected) socket.connect();
      else yield call(followCurrentRestaurant, conn);
    }
  } finally {
    channel.close();
  }
}

export function* socketSaga() {
  while (true) {
    const isLoggedIn: boolean = yield select(selectIsLoggedIn);
    if (!isLoggedIn) yield take(loggedIn.type);
    const task: Task = yield fork(runConnection);
    yield take(loggedOut.type);
    yield cancel(task);
    yield put(statusChanged('offline'));
  }
}
