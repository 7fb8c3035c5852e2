import { localParts } from '../reservations';

type Ranges = Record<string, { open: string; close: string }[]>;

/**
 * When a restaurant takes guest orders: its weekly opening hours (local time; no hours set = always
 * open), the calendar's holidays (closed from start to end) and the kitchen's lead time.
 */
export interface OpeningRules {
  hours: Ranges;
  timeZone: string;
  holidays: { start: Date; end: Date }[];
  leadMinutes: number;
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Opening times are looked for on this grid, over a week and a day. */
const STEP = 5 * 60_000;
const HORIZON = 8 * 24 * 3_600_000;

/** Open at `at`: within a range of its weekday and not on a holiday. */
export function isOpenAt(rules: OpeningRules, at: Date): boolean {
  if (rules.holidays.some((h) => at >= h.start && at < h.end)) return false;
  if (Object.keys(rules.hours).length === 0) return true;
  const local = localParts(at, rules.timeZone);
  const ranges = rules.hours[String(local.weekday)] ?? [];
  return ranges.some((r) => local.minutes >= toMinutes(r.open) && local.minutes < (toMinutes(r.close) || 24 * 60));
}

/** The first open instant from `from` on (to the 5 minutes), or null when closed all the next week. */
export function nextOpening(rules: OpeningRules, from: Date): Date | null {
  const start = Math.ceil(from.getTime() / STEP) * STEP;
  for (let t = start; t < from.getTime() + HORIZON; t += STEP) if (isOpenAt(rules, new Date(t))) return new Date(t);
  return null;
}

/** "11:00", or "Monday at 11:00" when that is not today (local). */
function when(rules: OpeningRules, at: Date, now: Date): string {
  const local = localParts(at, rules.timeZone);
  const sameDay =
    at.getTime() - now.getTime() < 24 * 3_600_000 && localParts(now, rules.timeZone).weekday === local.weekday;
  return sameDay ? local.hhmm : `${WEEKDAYS[local.weekday]} at ${local.hhmm}`;
}

/** Why an order cannot be taken now ("We're closed now — we open at 11:00"), or null when open. */
export function closedNowReason(rules: OpeningRules, now = new Date()): string | null {
  if (isOpenAt(rules, now)) return null;
  const next = nextOpening(rules, now);
  return next ? `We're closed now — we open at ${when(rules, next, now)}.` : "We're closed now.";
}

/** Why an order cannot be made for `at` (too soon for the kitchen, or closed then), or null when it can. */
export function wantedAtReason(rules: OpeningRules, at: Date, now = new Date()): string | null {
  const earliest = new Date(now.getTime() + rules.leadMinutes * 60_000);
  // A minute of grace: the slot the page offered may have been computed a moment ago.
  if (at.getTime() < earliest.getTime() - 60_000) {
    const first = nextOpening(rules, earliest);
    return `The kitchen needs ${rules.leadMinutes} minutes${first ? ` — the earliest time is ${when(rules, first, now)}` : ''}.`;
  }
  if (isOpenAt(rules, at)) return null;
  const next = nextOpening(rules, at);
  return next ? `We're closed at that time — we open at ${when(rules, next, now)}.` : "We're closed at that time.";
}

/** Pickup and delivery times: every `stepMinutes` from the lead time on, over the next day, when open. */
export function openSlots(rules: OpeningRules, stepMinutes: number, now = new Date()): string[] {
  const step = Math.max(15, stepMinutes) * 60_000;
  const first = Math.ceil((now.getTime() + rules.leadMinutes * 60_000) / step) * step;
  const slots: string[] = [];
  for (let t = first; t < now.getTime() + 24 * 3_600_000 && slots.length < 96; t += step) {
    if (isOpenAt(rules, new Date(t))) slots.push(new Date(t).toISOString());
  }
  return slots;
}
