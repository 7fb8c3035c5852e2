import { EventEmitter } from 'node:events';
import type { StoredEvent } from '@ros/db';
import type { ControlMessage, EventBus, EventHandler } from './event-bus';

/** The embedded bus: one process, delivery by EventEmitter, never disconnected. */
export class MemoryEventBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private closed = false;

  async start(): Promise<void> {}

  async publish(events: StoredEvent[]): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    // Copies, so a consumer cannot mutate what another one receives (as with JSON over Redis).
    for (const e of events) this.emitter.emit('event', structuredClone(e));
  }

  subscribe(handler: EventHandler): () => void {
    const safe = (e: StoredEvent) => {
      try {
        handler(e);
      } catch {
        /* a failing consumer must not stop the others */
      }
    };
    this.emitter.on('event', safe);
    return () => void this.emitter.off('event', safe);
  }

  async publishControl(message: ControlMessage): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    this.emitter.emit('control', structuredClone(message));
  }

  onControl(handler: (message: ControlMessage) => void): () => void {
    const safe = (m: ControlMessage) => {
      try {
        handler(m);
      } catch {
        /* a failing consumer must not stop the others */
      }
    };
    this.emitter.on('control', safe);
    return () => void this.emitter.off('control', safe);
  }

  onReconnect(_handler: () => void): () => void {
    return () => {};
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.emitter.removeAllListeners();
  }
}
