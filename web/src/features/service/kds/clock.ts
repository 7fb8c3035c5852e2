import { useSyncExternalStore } from 'react';

// One interval for every ticket timer on the screen: cards subscribe, only their timer re-renders.
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The current time, ticking once a second for all subscribers together. */
export const useNow = (): number => useSyncExternalStore(subscribe, () => now);

/** "m:ss" (or "h:mm:ss") since `since`. */
export function elapsed(since: string, at: number): string {
  const s = Math.max(0, Math.floor((at - new Date(since).getTime()) / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
