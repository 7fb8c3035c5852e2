import { useEffect, useRef, useState } from 'react';
import type { GuestMessage } from '@ros/shared-events';
import type { Socket } from 'socket.io-client';

// The socket client is its own chunk, out of the page's first JS: fetched from the start, beside it,
// and ready by the time a page opens its socket.
const client = import('socket.io-client');

/**
 * The phone's socket on `/guest`: a restaurant's menu changes, and with a token that order's moves.
 * `onMessage` also runs with `order.changed` after every reconnect (what was missed is read again).
 * Returns whether the socket is connected.
 */
export function useGuestSocket(
  auth: { restaurantId?: string; orderToken?: string } | null,
  onMessage: (m: GuestMessage) => void,
): boolean {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const [connected, setConnected] = useState(true);
  const key = auth ? `${auth.restaurantId ?? ''}|${auth.orderToken ?? ''}` : '';
  useEffect(() => {
    if (!auth) return;
    let socket: Socket | null = null;
    let closed = false;
    void client.then(({ io }) => {
      if (closed) return;
      socket = io('/guest', { transports: ['websocket'], auth });
      let first = true;
      socket.on('connect', () => {
        setConnected(true);
        if (!first) handler.current({ type: 'order.changed' });
        first = false;
      });
      socket.on('disconnect', () => setConnected(false));
      socket.on('guest', (m: GuestMessage) => handler.current(m));
    });
    return () => {
      closed = true;
      socket?.close();
    };
    // The socket follows the restaurant and token, not the object holding them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return connected;
}
