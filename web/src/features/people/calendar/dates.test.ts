import { describe, expect, it } from 'vitest';
import {
  addDays,
  atTime,
  dayKey,
  fromLocalInput,
  hhmm,
  iso,
  minutesOfDay,
  rangeOf,
  resolveZone,
  sameDay,
  startOfDay,
  step,
  toLocalInput,
} from '../../../components/dates';

const KIRITIMATI = 'Pacific/Kiritimati'; // UTC+14, no DST
const LA = 'America/Los_Angeles'; // UTC-8 / UTC-7

describe('calendar dates in the restaurant time zone', () => {
  const booking = new Date('2026-03-01T12:30:00Z');

  it('puts a booking on the restaurant day and hour, whatever the process zone', () => {
    expect(dayKey(booking, KIRITIMATI)).toBe('2026-03-02');
    expect(minutesOfDay(booking, KIRITIMATI)).toBe(2 * 60 + 30);
    expect(hhmm(booking, KIRITIMATI)).toMatch(/^0?2:30/);
    expect(toLocalInput(booking, KIRITIMATI)).toBe('2026-03-02T02:30');
    expect(dayKey(booking, LA)).toBe('2026-03-01');
    expect(toLocalInput(booking, LA)).toBe('2026-03-01T04:30');
    expect(sameDay(booking, new Date('2026-03-01T10:00:00Z'), KIRITIMATI)).toBe(true); // 2 March 00:00 there
    expect(sameDay(booking, new Date('2026-03-01T09:59:00Z'), KIRITIMATI)).toBe(false); // 1 March 23:59 there
  });

  it('splits days at the restaurant midnight', () => {
    expect(iso(startOfDay(booking, KIRITIMATI))).toBe('2026-03-01T10:00:00.000Z');
    expect(iso(startOfDay(booking, LA))).toBe('2026-03-01T08:00:00.000Z');
    expect(iso(addDays(startOfDay(booking, KIRITIMATI), 1, KIRITIMATI))).toBe('2026-03-02T10:00:00.000Z');
  });

  it('builds month, week and day ranges from the restaurant midnights (Monday first)', () => {
    const month = rangeOf('month', booking, KIRITIMATI); // March 2026 there; 1 March is a Sunday
    expect(month.days).toHaveLength(42);
    expect(dayKey(month.days[0]!, KIRITIMATI)).toBe('2026-02-23');
    expect(iso(month.start)).toBe('2026-02-22T10:00:00.000Z');
    expect(iso(month.end)).toBe('2026-04-05T10:00:00.000Z');
    const week = rangeOf('week', booking, KIRITIMATI); // Monday 2 March there
    expect(dayKey(week.start, KIRITIMATI)).toBe('2026-03-02');
    expect(iso(week.start)).toBe('2026-03-01T10:00:00.000Z');
    const laWeek = rangeOf('week', booking, LA); // Sunday 1 March there
    expect(dayKey(laWeek.start, LA)).toBe('2026-02-23');
    const day = rangeOf('day', booking, LA);
    expect([iso(day.start), iso(day.end)]).toEqual(['2026-03-01T08:00:00.000Z', '2026-03-02T08:00:00.000Z']);
    expect(dayKey(step('month', booking, 1, KIRITIMATI), KIRITIMATI)).toBe('2026-04-01');
  });

  it('keeps the wall clock across a DST change (Los Angeles springs forward on 8 March 2026)', () => {
    const days = rangeOf('week', new Date('2026-03-05T20:00:00Z'), LA).days;
    expect(days.map((d) => dayKey(d, LA))).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(iso(days[6]!)).toBe('2026-03-08T08:00:00.000Z');
    expect(iso(addDays(days[6]!, 1, LA))).toBe('2026-03-09T07:00:00.000Z');
    expect(iso(atTime(days[6]!, 19, 0, LA))).toBe('2026-03-09T02:00:00.000Z');
  });

  it('reads a typed datetime-local value as the restaurant wall clock (drag and dialog)', () => {
    expect(iso(fromLocalInput('2026-03-02T19:00', KIRITIMATI)!)).toBe('2026-03-02T05:00:00.000Z');
    expect(iso(fromLocalInput('2026-03-02T19:00', LA)!)).toBe('2026-03-03T03:00:00.000Z');
    expect(fromLocalInput('', LA)).toBeNull();
    expect(iso(atTime(booking, 20, 0, KIRITIMATI))).toBe('2026-03-02T06:00:00.000Z');
  });

  it('falls back to the browser zone when the restaurant has none or an unknown one', () => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(resolveZone(KIRITIMATI)).toBe(KIRITIMATI);
    expect(resolveZone(null)).toBe(browser);
    expect(resolveZone('Mars/Olympus')).toBe(browser);
  });
});
