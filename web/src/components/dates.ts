import { TZDate } from '@date-fns/tz';

/**
 * Calendar date helpers, in a given IANA time zone (the restaurant's, see `resolveZone`): days start
 * at that zone's midnight and wall-clock values (hours, input values) are that zone's. Every helper
 * takes an instant (any `Date`) and returns `TZDate`s, whose getters read the zone's wall clock.
 * Send instants to the API with `iso()` (a `TZDate`'s own `toISOString` carries an offset).
 */
export type View = 'month' | 'week' | 'day';

/** The browser's own zone. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The restaurant's zone when it is set and known to the browser, else the browser's. */
export function resolveZone(zone: string | null | undefined): string {
  if (zone) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return zone;
    } catch {
      // An unknown zone name: fall back to the browser's.
    }
  }
  return browserZone();
}

/** The instant `d` on the wall clock of `tz`. */
export const inZone = (d: Date | string | number, tz: string) => new TZDate(new Date(d).getTime(), tz);
/** `y-m-d h:min` on the wall clock of `tz` (month 0-based; overflowing values roll over like `Date`'s). */
export const zoned = (tz: string, y: number, m: number, d: number, h = 0, min = 0) => new TZDate(y, m, d, h, min, tz);
/** The UTC ISO string of an instant, for the API. */
export const iso = (d: Date) => new Date(d.getTime()).toISOString();

export const startOfDay = (d: Date, tz: string) => {
  const z = inZone(d, tz);
  return zoned(tz, z.getFullYear(), z.getMonth(), z.getDate());
};
/** `n` calendar days later in `tz`, keeping the wall-clock time. */
export const addDays = (d: Date, n: number, tz: string) => {
  const z = inZone(d, tz);
  return zoned(tz, z.getFullYear(), z.getMonth(), z.getDate() + n, z.getHours(), z.getMinutes());
};
/** The "YYYY-MM-DD" calendar day of an instant in `tz`. */
export const dayKey = (d: Date | string, tz: string) => {
  const z = inZone(d, tz);
  return `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`;
};
export const sameDay = (a: Date | string, b: Date | string, tz: string) => dayKey(a, tz) === dayKey(b, tz);
/** Monday-based start of the week. */
export const startOfWeek = (d: Date, tz: string) => addDays(startOfDay(d, tz), -((inZone(d, tz).getDay() + 6) % 7), tz);
/** Minutes since the zone's midnight (the wall clock: 02:30 → 150). */
export const minutesOfDay = (d: Date | string, tz: string) => {
  const z = inZone(d, tz);
  return z.getHours() * 60 + z.getMinutes();
};
/** The instant at `hour:minute` of `day`'s calendar day in `tz`. */
export const atTime = (day: Date, hour: number, minute: number, tz: string) => {
  const z = inZone(day, tz);
  return zoned(tz, z.getFullYear(), z.getMonth(), z.getDate(), hour, minute);
};

/** The visible range [start, end) of a view around `anchor`, with its days (each the zone's midnight). */
export function rangeOf(view: View, anchor: Date, tz: string): { start: Date; end: Date; days: Date[] } {
  let start: Date;
  let count: number;
  if (view === 'day') {
    start = startOfDay(anchor, tz);
    count = 1;
  } else if (view === 'week') {
    start = startOfWeek(anchor, tz);
    count = 7;
  } else {
    const a = inZone(anchor, tz);
    start = startOfWeek(zoned(tz, a.getFullYear(), a.getMonth(), 1), tz);
    count = 42;
  }
  const days = Array.from({ length: count }, (_, i) => addDays(start, i, tz));
  return { start, end: addDays(start, count, tz), days };
}

export function step(view: View, anchor: Date, dir: 1 | -1, tz: string): Date {
  if (view === 'day') return addDays(anchor, dir, tz);
  if (view === 'week') return addDays(anchor, 7 * dir, tz);
  const a = inZone(anchor, tz);
  return zoned(tz, a.getFullYear(), a.getMonth() + dir, 1);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DDTHH:MM" for datetime-local inputs: the wall clock of `tz` (the browser's when omitted). */
export const toLocalInput = (d: Date, tz?: string) => {
  const z = tz ? inZone(d, tz) : d;
  return `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}T${pad(z.getHours())}:${pad(z.getMinutes())}`;
};
/** The instant a datetime-local value ("YYYY-MM-DDTHH:MM") names on the wall clock of `tz`; null when malformed. */
export function fromLocalInput(value: string, tz: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  return zoned(tz, y, mo - 1, d, h, mi);
}
/** "19:30" (the locale's style) on the wall clock of `tz` (the browser's when omitted). */
export const hhmm = (d: Date, tz?: string) =>
  new Date(d.getTime()).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', ...(tz ? { timeZone: tz } : {}) });
/** A date label in `tz`. */
export const dateLabel = (d: Date, tz: string, options: Intl.DateTimeFormatOptions) =>
  new Date(d.getTime()).toLocaleDateString([], { ...options, timeZone: tz });
