import { useSyncExternalStore } from 'react';

/** The kiosk route: the POS without the admin layout. */
export const KIOSK_POS_ROUTE = '/kiosk/pos';

/** Asks the browser for full screen; must run inside a tap or key press. A refusal (an iframe, a kiosk browser already full screen) changes nothing. */
export function enterFullscreen(): void {
  if (!document.fullscreenEnabled || document.fullscreenElement) return;
  document.documentElement.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
}

export function exitFullscreen(): void {
  if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
}

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

/** Whether the page is full screen now (it also leaves by Esc or the system's gesture). */
export function useIsFullscreen(): boolean {
  return useSyncExternalStore(subscribe, () => document.fullscreenElement !== null);
}
