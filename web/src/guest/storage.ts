import { useCallback, useEffect, useState } from 'react';

/** A value kept on the phone (localStorage) under `key`, as React state. */
export function useStored<T>(key: string, initial: T): [T, (next: T | ((prev: T) => T)) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = localStorage.getItem(key);
      return raw ? (JSON.parse(raw) as T) : initial;
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      /* private mode: the cart lives as long as the page */
    }
  }, [key, value]);
  return [value, useCallback((next) => setValue(next), [])];
}

/** A random id for an Idempotency-Key (works on plain-http LAN pages too, where `randomUUID` is missing). */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const DEVICE_KEY = 'ros.guest.device';

/**
 * This phone's key, sent with each order (`X-Guest-Device`): the restaurant confirms a phone's first
 * online order, then knows the phone. Kept on the phone; a new key is a new phone.
 */
export function deviceKey(): string {
  try {
    const kept = localStorage.getItem(DEVICE_KEY);
    if (kept && kept.length >= 16) return kept;
    const made = newKey();
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return newKey();
  }
}
