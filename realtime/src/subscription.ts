import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB, StoredEvent } from '@ros/db';
import type { SubscribeAck } from '@ros/shared-events';
import { canRead, hiddenStub } from './event-shape';
import { readRange } from './event-source';
import { loadAccess, loadLastSeq, SESSION_ENDED } from './gateway.repo';
import type { SubscriberAccess } from './shared-access';
import type { GatewaySocket } from './socket-sessions';
import { deliveredReplay } from './metrics';

/**
 * One socket's subscription to one restaurant. While it has work queued (the replay, gap fills,
 * permission refreshes), everything it sends goes through one promise chain, in order: an event is
 * sent only when it is the next seq, never twice. When idle it holds no chain, and the room sends
 * it live events in a shared broadcast (`isLiveAt`, `markSent`).
 */
export class Subscription {
  private lastSent = 0;
  /** The queued work, null when idle. */
  private chain: Promise<void> | null = null;
  private queued = 0;
  private closed = false;

  constructor(
    readonly socket: GatewaySocket,
    readonly restaurantId: string,
    private access: SubscriberAccess,
    private readonly db: Kysely<DB>,
    private readonly log: Logger,
    /** Called when the subscription ends on the server's side (`revoked`: membership lost). */
    private readonly onRevoked: (sub: Subscription, revoked: boolean) => void,
  ) {}

  get userId(): string {
    return this.socket.data.userId;
  }
  get roleId(): string {
    return this.access.roleId;
  }

  /**
   * Acks with the current last seq, then replays after `afterSeq` (or asks for a resync). When the
   * last seq cannot be read the ack is an error and nothing is sent.
   */
  begin(afterSeq: number | undefined, replayWindow: number, ack: (res: SubscribeAck) => void): Promise<void> {
    return this.enqueue(async () => {
      let lastSeq: number;
      try {
        lastSeq = await loadLastSeq(this.db, this.restaurantId);
      } catch (err) {
        this.close();
        this.onRevoked(this, false);
        ack({ ok: false, error: { code: 'internal_error', message: 'Could not subscribe, please retry' } });
        throw err;
      }
      ack({ ok: true, lastSeq });
      if (afterSeq === undefined || afterSeq === lastSeq) {
        this.lastSent = lastSeq;
      } else if (afterSeq > lastSeq || lastSeq - afterSeq > replayWindow) {
        this.lastSent = lastSeq;
        this.socket.emit('resync_required', { restaurantId: this.restaurantId, lastSeq });
      } else {
        this.lastSent = afterSeq;
        await this.fill(lastSeq);
      }
    });
  }

  /** A live event (from the room); dropped if already sent, preceded by a gap fill if needed. */
  push(event: StoredEvent): void {
    void this.enqueue(() => this.deliver(event));
  }

  /**
   * Re-reads membership and role after a member/role event; a removed or deactivated member is
   * dropped (no more events of this restaurant), and a socket whose session ended is closed.
   */
  refresh(): void {
    void this.enqueue(async () => {
      const access = await loadAccess(this.db, this.restaurantId, this.userId, this.socket.data.sessionVersion);
      if (access && access !== SESSION_ENDED) {
        this.access = access;
        return;
      }
      this.close();
      this.onRevoked(this, true);
      if (access === SESSION_ENDED) this.socket.disconnect(true);
    });
  }

  close(): void {
    this.closed = true;
  }

  /** True when nothing is queued and `seq` is the next event to send: the room may broadcast it. */
  isLiveAt(seq: number): boolean {
    return !this.closed && this.queued === 0 && this.lastSent === seq - 1;
  }

  /** Whether this subscriber reads `event` in full (else it gets the hidden stub). */
  canRead(event: StoredEvent): boolean {
    return canRead(this.access, this.userId, event);
  }

  /** Records that the room's broadcast sent `seq` to this socket (only after `isLiveAt(seq)`). */
  markSent(seq: number): void {
    this.lastSent = seq;
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    this.queued++;
    const next = (this.chain ?? Promise.resolve())
      .then(() => (this.closed ? undefined : task()))
      .catch((err: unknown) => {
        // A failed read leaves lastSent where it was: the next event fills the gap from the database.
        const { restaurantId, userId, socket } = this;
        this.log.warn(
          { err: (err as Error).message, restaurantId, userId, socketId: socket.id },
          'subscription delivery failed',
        );
      })
      .then(() => {
        if (--this.queued === 0) this.chain = null;
      });
    this.chain = next;
    return next;
  }

  private async deliver(event: StoredEvent): Promise<void> {
    if (event.seq <= this.lastSent) return;
    if (event.seq > this.lastSent + 1) await this.fill(event.seq - 1);
    if (event.seq === this.lastSent + 1) this.send(event);
  }

  private async fill(untilSeq: number): Promise<void> {
    await readRange(this.db, this.restaurantId, this.lastSent, untilSeq, (e) => {
      if (e.seq === this.lastSent + 1) this.send(e);
    });
  }

  private send(event: StoredEvent): void {
    if (this.closed) return;
    this.lastSent = event.seq;
    this.socket.emit('event', this.canRead(event) ? event : hiddenStub(event));
    deliveredReplay();
  }
}
