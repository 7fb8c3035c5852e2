import { combineSlices, configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Handler = (...args: unknown[]) => void;

/** Just enough of a socket.io client socket to drive the saga. */
class FakeSocket {
  handlers = new Map<string, Handler[]>();
  ioHandlers = new Map<string, Handler[]>();
  emitted: { event: string; body: Record<string, unknown>; ack?: (a: unknown) => void }[] = [];
  connected = false;
  active = true;
  connects = 0;
  io = {
    on: (event: string, fn: Handler) => this.ioHandlers.set(event, [...(this.ioHandlers.get(event) ?? []), fn]),
    removeAllListeners: () => this.ioHandlers.clear(),
  };
  on(event: string, fn: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), fn]);
  }
  removeAllListeners() {
    this.handlers.clear();
  }
  connect() {
    this.connects += 1;
    this.connected = true;
    queueMicrotask(() => this.fire('connect'));
  }
  disconnect() {
    this.connected = false;
  }
  emit(event: string, body: Record<string, unknown>, ack?: (a: unknown) => void) {
    this.emitted.push({ event, body, ack });
  }
  fire(event: string, ...args: unknown[]) {
    for (const fn of this.handlers.get(event) ?? []) fn(...args);
  }
  lastSubscribe() {
    return this.emitted.filter((e) => e.event === 'subscribe').at(-1)!;
  }
}

const socket = new FakeSocket();
vi.mock('socket.io-client', () => ({ io: vi.fn(() => socket) }));

const R1 = '11111111-1111-4111-8111-111111111111';
const R2 = '22222222-2222-4222-8222-222222222222';
const envelope = (seq: number, restaurantId = R1) => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  restaurantId,
  seq,
  type: 'table.status_changed',
  version: 1,
  occurredAt: new Date().toISOString(),
  actor: null,
  payload: { seq },
});

async function startStore() {
  const { sessionSlice, loggedIn, restaurantSwitched } = await import('../app/session/sessionSlice');
  const { realtimeSlice, selectLastSeq, selectConnectionStatus } = await import('./realtimeSlice');
  const { socketSaga } = await import('./socketSaga');
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: combineSlices(sessionSlice, realtimeSlice),
    middleware: (d) => d().concat(record, sagas),
  });
  sagas.run(socketSaga);
  store.dispatch(
    loggedIn({
      userData: { id: 'u1', username: 'u', email: 'u@x.app', fullName: null },
      workPlaces: [
        { _id: R1, name: 'One' },
        { _id: R2, name: 'Two' },
      ],
      ability: [],
    }),
  );
  const applied = () =>
    actions.filter((a) => a.type === 'realtime/eventReceived').map((a) => (a.payload as { seq: number }).seq);
  return {
    store,
    applied,
    actions,
    lastSeq: (id = R1) => selectLastSeq(store.getState(), id),
    status: () => selectConnectionStatus(store.getState()),
    switchTo: (id: string) => store.dispatch(restaurantSwitched({ restaurantId: id, ability: [] })),
  };
}

describe('socketSaga', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => (k === 'token' ? 'access' : k === 'refreshToken' ? 'refresh' : null),
      setItem: () => {},
      removeItem: () => {},
    });
    vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/jwt/refresh-token'
          ? Response.json({ accessToken: 'a2', refreshToken: 'r2' })
          : new Response(null, { status: 404 }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('applies events in order, skips hidden ones, fills gaps by re-subscribing, resyncs and follows restaurant switches', async () => {
    const t = await startStore();
    await vi.waitFor(() => expect(socket.lastSubscribe()?.body).toEqual({ restaurantId: R1 }));
    expect(t.status()).toBe('live');
    socket.lastSubscribe().ack!({ ok: true, lastSeq: 5 });
    await vi.waitFor(() => expect(t.lastSeq()).toBe(5));

    socket.fire('event', envelope(6));
    socket.fire('event', { restaurantId: R1, seq: 7, hidden: true });
    socket.fire('event', envelope(6)); // duplicate: ignored
    await vi.waitFor(() => expect(t.lastSeq()).toBe(7));
    expect(t.applied()).toEqual([6]);

    // Event 8 went missing: 9 triggers a replay from 7; events before the ack are ignored.
    socket.fire('event', envelope(9));
    await vi.waitFor(() => expect(socket.lastSubscribe().body).toEqual({ restaurantId: R1, afterSeq: 7 }));
    socket.fire('event', envelope(10));
    socket.lastSubscribe().ack!({ ok: true, lastSeq: 10 });
    for (const seq of [8, 9, 10]) socket.fire('event', envelope(seq));
    await vi.waitFor(() => expect(t.applied()).toEqual([6, 8, 9, 10]));

    socket.fire('resync_required', { restaurantId: R1, lastSeq: 40 });
    await vi.waitFor(() => expect(t.lastSeq()).toBe(40));
    expect(t.actions.some((a) => a.type === 'realtime/resyncRequired')).toBe(true);

    t.switchTo(R2);
    await vi.waitFor(() => expect(socket.lastSubscribe().body).toEqual({ restaurantId: R2 }));
    expect(socket.emitted.some((e) => e.event === 'unsubscribe' && e.body.restaurantId === R1)).toBe(true);
    socket.fire('event', envelope(41)); // from the old restaurant: ignored
    socket.lastSubscribe().ack!({ ok: true, lastSeq: 3 });
    await vi.waitFor(() => expect(t.lastSeq(R2)).toBe(3));
    expect(t.applied()).toEqual([6, 8, 9, 10]);

    // An expired token: refresh through the http module, then reconnect and resume where we were.
    const connects = socket.connects;
    socket.connected = false;
    socket.fire('connect_error', new Error('unauthorized'));
    await vi.waitFor(() => expect(socket.connects).toBe(connects + 1));
    await vi.waitFor(() => expect(socket.lastSubscribe().body).toEqual({ restaurantId: R2, afterSeq: 3 }));
  });
});
