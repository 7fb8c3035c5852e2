import type { PlaceOrderBody } from '../pos.api';
import type { NewItem, Order } from '../pos.types';

/** An order placed while offline has this id on the device until the server gives it its own. */
export const LOCAL_ORDER_PREFIX = 'offline-';
export const isLocalOrderId = (id: string): boolean => id.startsWith(LOCAL_ORDER_PREFIX);

/**
 * A POS command kept on the device while the server cannot be reached. `orderId` may be a local id
 * (an order placed offline): the replayer puts the server's id in its place once that order is placed.
 */
export type OutboxCommand =
  | { kind: 'place'; body: PlaceOrderBody; key: string; localOrderId: string }
  | { kind: 'send'; orderId: string; version: number; key: string }
  | { kind: 'addItems'; orderId: string; version: number; items: NewItem[]; andSend: boolean; key: string }
  /**
   * Cash for what the order totals: the bill, then its payment (the amount is the bill's balance then),
   * into the terminal's drawer as it was named when the cash was taken.
   */
  | { kind: 'payCash'; orderId: string; billKey: string; payKey: string; amount?: number; drawer?: string };

export type OutboxState = 'queued' | 'sending' | 'done' | 'refused';

/** One stored command (IndexedDB `ros-pos-outbox`, store `commands`). */
export interface OutboxEntry {
  id: string;
  /** Order of the commands on this device: replayed strictly by it. */
  seq: number;
  restaurantId: string;
  userId: string | null;
  /** What the screen calls it: the kind and the order's target ("T1", "Takeaway"). */
  label: { kind: OutboxCommand['kind']; target: string };
  command: OutboxCommand;
  createdAt: string;
  state: OutboxState;
  /** Why the server refused it (its message). */
  reason: string | null;
  /** What the server answered for an order: its id, version and number (later commands use them). */
  result: { orderId: string; version: number | null; displayNo: number | null } | null;
  /** The order as the POS shows it until the server has it (orders placed offline). */
  preview: Order | null;
}
