import { z } from 'zod';
import type { DeliveredEvent } from './envelope';

/** `subscribe` command: join a restaurant's stream, replaying everything after `afterSeq` when given. */
export const ZSubscribeRequest = z.object({
  restaurantId: z.string().uuid(),
  afterSeq: z.number().int().min(0).optional(),
});
export type SubscribeRequest = z.infer<typeof ZSubscribeRequest>;

/** `unsubscribe` command: leave a restaurant's stream. */
export const ZUnsubscribeRequest = z.object({ restaurantId: z.string().uuid() });
export type UnsubscribeRequest = z.infer<typeof ZUnsubscribeRequest>;

/**
 * `reauthenticate` command: a fresh access token for the open socket, sent before the one of the
 * handshake expires. The gateway closes a socket whose token expired without one.
 */
export const ZReauthenticateRequest = z.object({ token: z.string().min(1).max(4096) });
export type ReauthenticateRequest = z.infer<typeof ZReauthenticateRequest>;

/** An error returned in a socket ack. */
export interface SocketError {
  code: 'invalid_input' | 'not_found' | 'internal_error' | 'unauthorized';
  message: string;
}

/** Ack of `subscribe`: the restaurant's last committed seq at subscribe time, or an error. */
export type SubscribeAck = { ok: true; lastSeq: number } | { ok: false; error: SocketError };

/** Ack of `reauthenticate`: when the new token expires (ms since epoch), or an error (the socket is closed). */
export type ReauthenticateAck = { ok: true; expiresAt: number } | { ok: false; error: SocketError };

/** Ack of `unsubscribe`. */
export type UnsubscribeAck = { ok: true } | { ok: false; error: SocketError };

/** Sent instead of replaying when `afterSeq` is older than the replay window: reload snapshots. */
export interface ResyncRequired {
  restaurantId: string;
  lastSeq: number;
}

/** Commands a client sends to the gateway (Socket.IO typed events). */
export interface ClientToServerEvents {
  subscribe(request: SubscribeRequest, ack: (res: SubscribeAck) => void): void;
  unsubscribe(request: UnsubscribeRequest, ack?: (res: UnsubscribeAck) => void): void;
  reauthenticate(request: ReauthenticateRequest, ack: (res: ReauthenticateAck) => void): void;
}

/** What the gateway pushes to a client (Socket.IO typed events). */
export interface ServerToClientEvents {
  event(event: DeliveredEvent): void;
  resync_required(info: ResyncRequired): void;
}

/**
 * What the gateway's `/guest` namespace sends a guest's phone (event `guest`): that its order changed
 * (read it again with its token), or a dish's availability, or that the menu changed, or that the
 * restaurant's posts (specials, events) changed: read the public posts again. Public facts only.
 */
export type GuestMessage =
  | { type: 'order.changed' }
  | {
      type: 'menu.availability';
      dishId: string;
      variantId: string | null;
      optionId: string | null;
      isAvailable: boolean;
      name: string;
    }
  | { type: 'menu.changed' }
  | { type: 'posts.changed' };

/**
 * The `connect_error` message for a missing, bad or expired access token, or one issued before the
 * user's sessions were ended (the client refreshes its token, or signs in again).
 */
export const SOCKET_UNAUTHORIZED = 'unauthorized';
