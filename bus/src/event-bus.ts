import type { StoredEvent } from '@ros/db';
import type { SessionEnded } from '@ros/shared-events';

/** Receives every published event, in publish order. */
export type EventHandler = (event: StoredEvent) => void;

/** A message to every gateway node that is not an event of a restaurant's stream (never stored). */
export type ControlMessage = SessionEnded;

/**
 * The event bus between the relay and the gateway nodes. At-least-once and ordered per publisher:
 * consumers drop what they already delivered and fill gaps from the database.
 */
export interface EventBus {
  /** Connects; `publish` and delivery work only after this resolves. */
  start(): Promise<void>;
  /** Publishes a batch in order; rejects (publishing nothing reliably) when the bus is down. */
  publish(events: StoredEvent[]): Promise<void>;
  /** Registers a consumer; returns its unsubscribe. */
  subscribe(handler: EventHandler): () => void;
  /**
   * Publishes a control message to every consumer, best effort (pub/sub: a node disconnected at
   * that moment misses it, so what it asks for must also hold without it).
   */
  publishControl(message: ControlMessage): Promise<void>;
  /** Registers a consumer of control messages; returns its unsubscribe. */
  onControl(handler: (message: ControlMessage) => void): () => void;
  /** Called after the consumer connection came back: messages may have been missed meanwhile. */
  onReconnect(handler: () => void): () => void;
  /** Readiness: resolves when the bus can publish (and, for a consumer, receive) now; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
