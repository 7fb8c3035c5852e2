import { io, type Socket } from 'socket.io-client';
import { assertLoopback } from './loopback';
import { mapLimit, now } from './stats';

/** When each screen received the ticket of each command (key = order id, or the bare server's key). */
export class Arrivals {
  readonly byKey = new Map<string, number[]>();
  record(key: string, t: number): void {
    const list = this.byKey.get(key);
    if (list) list.push(t);
    else this.byKey.set(key, [t]);
  }
}

interface Envelope {
  restaurantId: string;
  seq: number;
  type?: string;
  hidden?: boolean;
  payload?: { ticket?: { orderId?: string } };
}

/**
 * One subscribed screen as the web client behaves: applies an event only when its seq is the
 * next one, counts duplicates and holes, and timestamps every `ticket.created` it applies.
 */
export class Screen {
  lastSeq = 0;
  duplicates = 0;
  gaps = 0;
  tickets = 0;
  private socket: Socket | null = null;

  constructor(
    private readonly url: string,
    private readonly token: string,
    readonly restaurantId: string,
    private readonly arrivals: Arrivals,
  ) {
    assertLoopback(url);
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = io(this.url, {
        transports: ['websocket'],
        auth: { token: this.token },
        reconnection: false,
        forceNew: true,
        timeout: 60_000,
      });
      this.socket = socket;
      socket.on('connect_error', (err) => reject(err));
      socket.on('event', (e: Envelope) => this.receive(e));
      socket.on('connect', () => {
        socket
          .timeout(60_000)
          .emit(
            'subscribe',
            { restaurantId: this.restaurantId },
            (err: Error | null, ack: { ok: boolean; lastSeq?: number; error?: unknown }) => {
              if (err || !ack.ok) return reject(err ?? new Error(`subscribe refused: ${JSON.stringify(ack)}`));
              this.lastSeq = ack.lastSeq ?? 0;
              resolve();
            },
          );
      });
    });
  }

  private receive(e: Envelope) {
    const t = now();
    if (e.seq <= this.lastSeq) {
      this.duplicates++;
      return;
    }
    if (e.seq > this.lastSeq + 1) this.gaps++;
    this.lastSeq = e.seq;
    if (e.type === 'ticket.created') {
      const key = e.payload?.ticket?.orderId;
      if (key) {
        this.tickets++;
        this.arrivals.record(key, t);
      }
    }
  }

  stop(): void {
    this.socket?.disconnect();
  }
}

/** Connects `perRestaurant` screens to each restaurant (bounded concurrency), spread over `urls`. */
export async function connectScreens(
  urls: string[],
  restaurants: { id: string; token: string }[],
  perRestaurant: number,
  arrivals: Arrivals,
  concurrency = 50,
): Promise<Screen[]> {
  const specs = restaurants.flatMap((r) => Array.from({ length: perRestaurant }, () => r));
  return mapLimit(specs, concurrency, async (r, i) => {
    const s = new Screen(urls[i % urls.length]!, r.token, r.id, arrivals);
    await s.start();
    return s;
  });
}
