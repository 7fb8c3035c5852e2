import { z } from 'zod';
import type { EventPayload, EventType } from './events/catalog';

/** Who caused an event. */
export const ZActor = z.object({
  userId: z.string().uuid().nullable(),
  name: z.string(),
  /** Set when an integration acted with an API key (issue 39). */
  apiKeyId: z.string().uuid().optional(),
});

/** The envelope every event travels in, from the outbox to every screen. */
export const ZEventEnvelope = z.object({
  id: z.string().uuid(),
  restaurantId: z.string().uuid(),
  seq: z.number().int().positive(),
  type: z.string(),
  version: z.number().int().positive().default(1),
  occurredAt: z.string(),
  actor: ZActor.nullable(),
  payload: z.unknown(),
});
export type EventEnvelope = z.infer<typeof ZEventEnvelope>;

/** An event of one catalogue type: `type` and `payload` tied together by the catalogue. */
export type EventOf<T extends EventType> = Omit<EventEnvelope, 'type' | 'payload'> & {
  type: T;
  payload: EventPayload<T>;
};

/**
 * Any catalogue event, discriminated by `type`: `if (e.type === 'order.placed') e.payload.order`
 * is typed with no cast. What clients receive; `EventEnvelope` stays the untyped outbox row.
 */
export type DomainEvent = { [T in EventType]: EventOf<T> }[EventType];

/** What a subscriber that may not read an event receives instead, so its sequence stays gap-free. */
export interface HiddenEvent {
  restaurantId: string;
  seq: number;
  hidden: true;
}

/** One delivery to a socket: a full event or a hidden placeholder. */
export type DeliveredEvent = EventEnvelope | HiddenEvent;

/** One delivery as clients type it: a catalogue event or a hidden placeholder. */
export type LiveDelivery = DomainEvent | HiddenEvent;

export const isHidden = (e: DeliveredEvent): e is HiddenEvent => 'hidden' in e && e.hidden === true;
