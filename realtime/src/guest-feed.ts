import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Namespace, Socket } from 'socket.io';
import { guestTokenHash, guestTokenRestaurant, type DB, type StoredEvent } from '@ros/db';
import type { GuestMessage } from '@ros/shared-events';
import { releaseHandshake } from './socket-memory';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const menuRoom = (restaurantId: string) => `menu:${restaurantId}`;
const guestOrderRoom = (id: string) => `guest-order:${id}`;
const orderRoom = (id: string) => `order:${id}`;

/** The order an event is about, from the shapes the catalogue's payloads use. */
function orderIdOf(payload: unknown): string | null {
  const p = payload as {
    order?: { id?: string };
    ticket?: { orderId?: string };
    delivery?: { orderId?: string };
    bill?: { orderId?: string };
    orderId?: string;
  } | null;
  return p?.order?.id ?? p?.ticket?.orderId ?? p?.delivery?.orderId ?? p?.bill?.orderId ?? p?.orderId ?? null;
}

/**
 * The guests' namespace (`/guest`): no account, no restaurant room, no event content. A socket
 * names a restaurant (its menu's availability changes and that its posts changed reach it) and may
 * present its order's token:
 * it then hears "changed" when that order moves (its guest order, the POS order it became, that
 * order's tickets and delivery) and reads the order again over HTTP. `subscribe` does not exist here.
 */
export function attachGuestFeed(guests: Namespace, db: Kysely<DB>, log: Logger) {
  guests.use((socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as { restaurantId?: unknown; orderToken?: unknown };
    const token = auth.orderToken;
    const tokenRestaurant = token === undefined ? null : guestTokenRestaurant(token);
    if (token !== undefined && !tokenRestaurant) return next(new Error('unknown order'));
    const restaurantId =
      tokenRestaurant ??
      (typeof auth.restaurantId === 'string' && UUID.test(auth.restaurantId) ? auth.restaurantId : null);
    if (!restaurantId) return next(new Error('restaurantId must be a uuid'));
    void join(socket, restaurantId, typeof token === 'string' ? token : null).then(
      () => next(),
      (err: unknown) => {
        log.warn({ err: (err as Error).message }, 'guest socket refused');
        next(new Error((err as Error).message === 'unknown order' ? 'unknown order' : 'please retry'));
      },
    );
  });

  async function join(socket: Socket, restaurantId: string, token: string | null) {
    const rooms = [menuRoom(restaurantId)];
    if (token) {
      const row = await db
        .selectFrom('guest_orders')
        .select(['id', 'order_id'])
        .where('restaurant_id', '=', restaurantId)
        .where('token_hash', '=', guestTokenHash(token))
        .executeTakeFirst();
      if (!row) throw new Error('unknown order');
      rooms.push(guestOrderRoom(row.id));
      if (row.order_id) rooms.push(orderRoom(row.order_id));
    }
    await socket.join(rooms);
    releaseHandshake(socket);
  }

  const nudge = (room: string) => void guests.to(room).emit('guest', { type: 'order.changed' } satisfies GuestMessage);

  return function receive(event: StoredEvent) {
    const payload = event.payload as Record<string, unknown>;
    if (event.type === 'dish.availability_changed') {
      const p = payload as {
        dishId: string;
        variantId: string | null;
        optionId: string | null;
        isAvailable: boolean;
        name: string;
      };
      const message: GuestMessage = {
        type: 'menu.availability',
        dishId: p.dishId,
        variantId: p.variantId,
        optionId: p.optionId,
        isAvailable: p.isAvailable,
        name: p.name,
      };
      guests.to(menuRoom(event.restaurantId)).emit('guest', message);
      return;
    }
    // A post published, changed, hidden or deleted: only that the list changed (no title, no
    // draft, nothing upcoming); the phone reads the public list again, which shows current posts alone.
    if (event.type.startsWith('guest_post.')) {
      guests.to(menuRoom(event.restaurantId)).emit('guest', { type: 'posts.changed' } satisfies GuestMessage);
      return;
    }
    if (/^(menu|category|dish)\./.test(event.type)) {
      guests.to(menuRoom(event.restaurantId)).emit('guest', { type: 'menu.changed' } satisfies GuestMessage);
      return;
    }
    if (event.type.startsWith('guest_order.')) {
      const g = (payload as { guestOrder: { id: string; orderId: string | null } }).guestOrder;
      // Accepted: its sockets now also follow the POS order it became.
      if (g.orderId) guests.in(guestOrderRoom(g.id)).socketsJoin(orderRoom(g.orderId));
      return nudge(guestOrderRoom(g.id));
    }
    if (event.type.startsWith('guest_request.')) {
      const id = (payload as { request: { guestOrderId: string | null } }).request.guestOrderId;
      if (id) nudge(guestOrderRoom(id));
      return;
    }
    const orderId = orderIdOf(payload);
    if (orderId) nudge(orderRoom(orderId));
  };
}
