import { io, type Socket } from 'socket.io-client';
import {
  isHidden,
  type ClientToServerEvents,
  type DeliveredEvent,
  type ReauthenticateAck,
  type ResyncRequired,
  type ServerToClientEvents,
  type SubscribeAck,
} from '@ros/shared-events';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A realtime client as the web saga behaves: subscribes, applies an event only when its seq is
 * the next one, ignores (and counts) duplicates, resubscribes with `afterSeq` after a gap or a
 * reconnect, and reloads on `resync_required`. It rotates through `urls` when a node goes away.
 */
export class LiveClient {
  /** Events applied, in order. */
  readonly applied: DeliveredEvent[] = [];
  /** Every seq received, duplicates included (what the wire carried). */
  readonly received: number[] = [];
  lastSeq = 0;
  duplicates = 0;
  gaps = 0;
  resyncs: ResyncRequired[] = [];
  reconnects = 0;
  lastAck: SubscribeAck | null = null;
  disconnectReason: string | null = null;
  private socket: ClientSocket | null = null;
  private urlIndex = 0;
  private stopped = false;
  private subscribed = false;

  constructor(
    private readonly urls: string[],
    private readonly token: string,
    readonly restaurantId: string,
    private readonly options: { afterSeq?: number; reconnect?: boolean } = {},
  ) {
    if (options.afterSeq !== undefined) this.lastSeq = options.afterSeq;
  }

  get url(): string {
    return this.urls[this.urlIndex % this.urls.length]!;
  }
  get connected(): boolean {
    return this.socket?.connected ?? false;
  }
  get seqs(): number[] {
    return this.applied.map((e) => e.seq);
  }

  /** Connects and subscribes; resolves with the first ack. */
  start(): Promise<SubscribeAck> {
    return new Promise((resolve, reject) => {
      this.open((ack) => resolve(ack), reject);
    });
  }

  stop(): void {
    this.stopped = true;
    this.socket?.disconnect();
  }

  /** Leaves the restaurant's stream. */
  unsubscribe(): Promise<void> {
    return new Promise((resolve) =>
      this.socket!.emit('unsubscribe', { restaurantId: this.restaurantId }, () => resolve()),
    );
  }

  /** Sends a fresh access token for this socket; resolves with the ack. */
  reauthenticate(token: string): Promise<ReauthenticateAck> {
    return new Promise((resolve) => this.socket!.emit('reauthenticate', { token }, resolve));
  }

  /** Sends a raw `subscribe` (for isolation tests); resolves with its ack. */
  subscribeRaw(restaurantId: string, afterSeq?: number): Promise<SubscribeAck> {
    return new Promise((resolve) => this.socket!.emit('subscribe', { restaurantId, afterSeq }, resolve));
  }

  private open(onFirstAck?: (ack: SubscribeAck) => void, onError?: (err: Error) => void) {
    const socket: ClientSocket = io(this.url, {
      transports: ['websocket'],
      auth: { token: this.token },
      reconnection: false,
      forceNew: true,
    });
    this.socket = socket;
    socket.on('connect', () => this.subscribe(onFirstAck));
    socket.on('connect_error', (err) => {
      if (onError && err.message === 'unauthorized') return onError(err);
      this.retry();
    });
    socket.on('disconnect', (reason) => {
      this.disconnectReason = reason;
      this.subscribed = false;
      if (reason !== 'io server disconnect') this.retry();
    });
    socket.on('event', (e) => this.receive(e));
    socket.on('resync_required', (info) => {
      // The web reloads its snapshots here; then it continues from the server's lastSeq.
      this.resyncs.push(info);
      this.lastSeq = Math.max(this.lastSeq, info.lastSeq);
    });
  }

  private subscribe(onAck?: (ack: SubscribeAck) => void) {
    const afterSeq = this.subscribedOnce || this.options.afterSeq !== undefined ? this.lastSeq : undefined;
    this.socket!.emit('subscribe', { restaurantId: this.restaurantId, afterSeq }, (ack) => {
      this.lastAck = ack;
      if (ack.ok) {
        if (afterSeq === undefined) this.lastSeq = ack.lastSeq;
        this.subscribed = true;
        this.subscribedOnce = true;
      }
      onAck?.(ack);
    });
  }
  private subscribedOnce = false;

  private receive(e: DeliveredEvent) {
    if (e.restaurantId !== this.restaurantId)
      throw new Error(`received another restaurant's event ${JSON.stringify(e)}`);
    this.received.push(e.seq);
    if (e.seq <= this.lastSeq) {
      this.duplicates++;
      return;
    }
    if (e.seq > this.lastSeq + 1) {
      // A hole: do not apply; ask again from what we have.
      this.gaps++;
      this.subscribe();
      return;
    }
    this.applied.push(isHidden(e) ? { restaurantId: e.restaurantId, seq: e.seq, hidden: true } : e);
    this.lastSeq = e.seq;
  }

  private retry() {
    if (this.stopped || this.options.reconnect === false) return;
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.urlIndex++;
    this.reconnects++;
    setTimeout(() => !this.stopped && this.open(), 100);
  }
}

/** The events a client read in full (the hidden stubs left out). */
export const visibleEvents = (c: LiveClient) =>
  c.applied.filter((e) => !isHidden(e)) as Extract<DeliveredEvent, { type: string }>[];

/** A test file's live clients on one server: `start` subscribes one (no reconnect) and `stopAll` closes them all. */
export function liveClients(url: () => string) {
  const clients: LiveClient[] = [];
  return {
    async start(token: string, restaurantId: string) {
      const c = new LiveClient([url()], token, restaurantId, { reconnect: false });
      clients.push(c);
      const ack = await c.start();
      if (!ack.ok) throw new Error(`could not subscribe: ${JSON.stringify(ack)}`);
      return c;
    },
    stopAll: () => clients.forEach((c) => c.stop()),
  };
}
