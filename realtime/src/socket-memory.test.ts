import { EventEmitter } from 'node:events';
import type { Socket } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { compactSocket } from './socket-memory';

const f = () => {};
const g = () => {};
const h = () => {};
const kSymbol = Symbol('event');
const eventsOf = (emitter: EventEmitter) => (emitter as unknown as { _events: object })._events;

/** The layers of a socket, as compactSocket reaches them. */
function layers() {
  const socket = new EventEmitter();
  socket.on('subscribe', f).on('disconnecting', f).on('disconnecting', g).on(kSymbol, h);
  const conn = Object.assign(new EventEmitter(), { cleanupFn: [] as unknown[] });
  conn.cleanupFn.push(f, g);
  const transport = new EventEmitter().on('packet', f).once('close', g);
  const raw = { _listeners: Object.create(null) as Record<string, unknown[]> };
  raw._listeners.message = [f];
  raw._listeners.close = [g, h];
  const callbacks: Record<string, unknown[]> = { $decoded: [] };
  callbacks.$decoded!.push(f);
  Object.assign(socket, {
    conn: Object.assign(conn, { transport: Object.assign(transport, { socket: raw }) }),
    client: { decoder: { _callbacks: callbacks } },
  });
  return { socket, conn, transport, raw, callbacks };
}

describe("compacting a socket's listener tables", () => {
  it('keeps every entry, in order, in new tables and lists', () => {
    const l = layers();
    const before = {
      socket: eventsOf(l.socket),
      conn: l.conn.cleanupFn,
      raw: l.raw._listeners,
      decoded: l.callbacks.$decoded,
    };
    compactSocket(l.socket as unknown as Socket);

    expect(eventsOf(l.socket)).not.toBe(before.socket);
    expect(Object.getPrototypeOf(eventsOf(l.socket))).toBeNull();
    expect(Reflect.ownKeys(eventsOf(l.socket))).toEqual(['subscribe', 'disconnecting', kSymbol]);
    expect(l.socket.listeners('disconnecting')).toEqual([f, g]);
    expect(l.socket.listeners(kSymbol)).toEqual([h]);
    expect(l.conn.cleanupFn).not.toBe(before.conn);
    expect(l.conn.cleanupFn).toEqual([f, g]);
    expect(l.transport.listeners('packet')).toEqual([f]);
    expect(l.raw._listeners).not.toBe(before.raw);
    expect(Object.getPrototypeOf(l.raw._listeners)).toBeNull();
    expect(l.raw._listeners).toEqual({ message: [f], close: [g, h] });
    expect(l.callbacks.$decoded).not.toBe(before.decoded);
    expect(l.callbacks.$decoded).toEqual([f]);
  });

  it('leaves the emitters working: once, emit, add and remove after it', () => {
    const l = layers();
    compactSocket(l.socket as unknown as Socket);
    const heard: string[] = [];
    l.transport.on('close', () => heard.push('close 2'));
    l.transport.emit('close');
    l.transport.emit('close');
    expect(heard).toEqual(['close 2', 'close 2']);
    expect(l.transport.listenerCount('close')).toBe(1);
    l.socket.off('disconnecting', f).off('subscribe', f);
    expect(l.socket.eventNames()).toEqual(['disconnecting', kSymbol]);
    l.socket.removeAllListeners();
    expect(l.socket.eventNames()).toEqual([]);
  });

  it('leaves alone what is not of the expected shape', () => {
    const plain = { _events: { close: [f] }, conn: { cleanupFn: 'none' } };
    compactSocket(plain as unknown as Socket);
    expect(plain).toEqual({ _events: { close: [f] }, conn: { cleanupFn: 'none' } });
  });
});
