import { ruleViolation } from '../../../kernel/errors';

/** Per-restaurant reservation rules (`restaurants.settings.reservations`), with defaults. */
export interface ReservationRules {
  /** Weekday (0 = Sunday) → opening ranges "HH:MM"; a missing day means no opening-hour check. */
  openingHours: Record<string, { open: string; close: string }[]>;
  slotMinutes: number;
  defaultDurationMinutes: number;
  leadMinutes: number;
  graceMinutes: number;
  reminderMinutesBefore: number;
  reservedWindowMinutes: number;
}

export const DEFAULT_RULES: ReservationRules = {
  openingHours: {},
  slotMinutes: 15,
  defaultDurationMinutes: 90,
  leadMinutes: 0,
  graceMinutes: 15,
  reminderMinutesBefore: 120,
  reservedWindowMinutes: 60,
};

export function rulesFrom(settings: unknown): ReservationRules {
  const r = ((settings ?? {}) as { reservations?: Partial<ReservationRules> }).reservations ?? {};
  const num = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : d);
  return {
    openingHours: r.openingHours && typeof r.openingHours === 'object' ? r.openingHours : {},
    slotMinutes: Math.max(1, num(r.slotMinutes, DEFAULT_RULES.slotMinutes)),
    defaultDurationMinutes: Math.max(5, num(r.defaultDurationMinutes, DEFAULT_RULES.defaultDurationMinutes)),
    leadMinutes: num(r.leadMinutes, DEFAULT_RULES.leadMinutes),
    graceMinutes: num(r.graceMinutes, DEFAULT_RULES.graceMinutes),
    reminderMinutesBefore: num(r.reminderMinutesBefore, DEFAULT_RULES.reminderMinutesBefore),
    reservedWindowMinutes: num(r.reservedWindowMinutes, DEFAULT_RULES.reservedWindowMinutes),
  };
}

/** One weekday/time formatter per time zone (building one per call costs more than formatting). */
const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** Local weekday and "HH:MM" of an instant in the restaurant's time zone. */
export function localParts(at: Date, timeZone: string): { weekday: number; hhmm: string; minutes: number } {
  let fmt = partsFormats.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormats.set(timeZone, fmt);
  }
  const parts = fmt.formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const hour = Number(get('hour'));
  const minute = Number(get('minute'));
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { weekday, hhmm: `${get('hour')}:${get('minute')}`, minutes: hour * 60 + minute };
}

export const formatTime = (at: Date, timeZone: string) => localParts(at, timeZone).hhmm;

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

const rule = (message: string, field = 'startsAt') => ruleViolation(message, field);

/** Refuses a booking outside the slot grid, inside the lead time or outside opening hours. */
export function assertBookable(
  rules: ReservationRules,
  timeZone: string,
  start: Date,
  durationMinutes: number,
  now = new Date(),
) {
  if (start.getTime() < now.getTime() + rules.leadMinutes * 60_000 - 60_000) {
    throw rule(
      rules.leadMinutes
        ? `Reservations must be made at least ${rules.leadMinutes} minutes ahead.`
        : 'This time has already passed.',
    );
  }
  const local = localParts(start, timeZone);
  if (local.minutes % rules.slotMinutes !== 0 || start.getUTCSeconds() !== 0) {
    throw rule(`Reservations start every ${rules.slotMinutes} minutes.`);
  }
  const ranges = rules.openingHours[String(local.weekday)];
  if (ranges) {
    const end = local.minutes + durationMinutes;
    const fits = ranges.some((r) => local.minutes >= toMinutes(r.open) && end <= (toMinutes(r.close) || 24 * 60));
    if (!fits) throw rule('The restaurant is not open for reservations at this time.');
  }
}
