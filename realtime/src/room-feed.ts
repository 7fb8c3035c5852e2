import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB, StoredEvent } from '@ros/db';
import type { DeliveredEvent } from '@ros/shared-events';
import { hiddenStub } from './event-shape';
import { readRange } from './event-source';
import { loadLastSeq } from './gateway.repo';
import type { Subscription } from './subscription';

/** Events after which the subscribers concerned re-read their membership and permissions. */
const MEMBER_EVENTS = new Set(['member.removed', 'member.status_changed', 'member.role_changed']);
const ROLE_EVENTS = new Set(['role.updated', 'role.deleted']);

/** Sends one event to many sockets, encoding it once (Socket.IO `io.to(socketIds).emit`). */
export type SendToSockets = (socketIds: string[], event: DeliveredEvent) => void;

/**
 * This node's feed of one restaurant: the last seq it delivered to its local sockets. Bus events
 * go through one chain; one already delivered is dropped, a gap is filled from the database first,
 * and after a bus reconnect everything committed since is read from the database.
 * Subscriptions that are idle and exactly one behind get each event in one shared broadcast per
 * shape (full or hidden); the others (replaying, catching up) queue it on their own chain.
 */
export class RoomFeed {
  /** The subscriptions of this node's sockets, by socket id. */
  readonly subs = new Map<string, Subscription>();
  private lastDelivered = 0;
  private chain: Promise<void>;

  constructor(
    readonly restaurantId: string,
    /** The Socket.IO room its subscribed sockets join (one string shared by all of them). */
    readonly name: string,
    private readonly db: Kysely<DB>,
    private readonly log: Logger,
    private readonly sendToSockets: SendToSockets,
  ) {
    this.chain = loadLastSeq(db, restaurantId).then(
      (seq) => void (this.lastDelivered = seq),
      (err: unknown) => this.log.warn({ err: (err as Error).message, restaurantId }, 'room init failed'),
    );
  }

  /** A bus event for this restaurant. */
  receive(event: StoredEvent): void {
    this.enqueue(async () => {
      if (event.seq <= this.lastDelivered) return;
      if (event.seq > this.lastDelivered + 1) await this.readFromDatabase(event.seq - 1);
      if (event.seq === this.lastDelivered + 1) this.deliver(event);
    });
  }

  /** After a bus outage: deliver everything committed since the last delivered seq. */
  catchUp(): void {
    this.enqueue(() => this.readFromDatabase(null));
  }

  private async readFromDatabase(untilSeq: number | null) {
    await readRange(this.db, this.restaurantId, this.lastDelivered, untilSeq, (e) => {
      if (e.seq === this.lastDelivered + 1) this.deliver(e);
    });
  }

  private deliver(event: StoredEvent) {
    this.lastDelivered = event.seq;
    this.fanOut(event);
    const payload = event.payload as { userId?: string | null; roleId?: string } | null;
    if (MEMBER_EVENTS.has(event.type) && payload?.userId) {
      for (const sub of this.subs.values()) if (sub.userId === payload.userId) sub.refresh();
    } else if (ROLE_EVENTS.has(event.type) && payload?.roleId) {
      for (const sub of this.subs.values()) if (sub.roleId === payload.roleId) sub.refresh();
    }
  }

  private fanOut(event: StoredEvent) {
    const readers: string[] = [];
    const others: string[] = [];
    for (const sub of this.subs.values()) {
      if (!sub.isLiveAt(event.seq)) {
        sub.push(event);
        continue;
      }
      sub.markSent(event.seq);
      (sub.canRead(event) ? readers : others).push(sub.socket.id);
    }
    if (readers.length > 0) this.sendToSockets(readers, event);
    if (others.length > 0) this.sendToSockets(others, hiddenStub(event));
  }

  private enqueue(task: () => Promise<void>) {
    this.chain = this.chain.then(task).catch((err: unknown) => {
      // lastDelivered did not move: the next event or reconnect reads the rest from the database.
      this.log.warn({ err: (err as Error).message, restaurantId: this.restaurantId }, 'room delivery failed');
    });
  }
}
