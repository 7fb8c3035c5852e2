import type { StoredEvent } from '@ros/db';

/** Receives every published event, in publish order. */
export type EventHandler = (event: StoredEvent) => void;

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
  /** Called after the consumer connection came back: messages may have been missed meanwhile. */
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
}
