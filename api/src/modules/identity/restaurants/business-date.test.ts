import { describe, expect, it } from 'vitest';
import { businessDate } from './pos-settings';

describe('the business date', () => {
  it('turns at the local midnight plus the day start, to the minute, whatever was asked before', () => {
    // Kathmandu is UTC+5:45: its midnight is 18:15 UTC.
    const kathmandu = { timeZone: 'Asia/Kathmandu', dayStartHour: 0 };
    expect(businessDate(kathmandu, new Date('2026-11-27T18:14:59Z'))).toBe('2026-11-27');
    expect(businessDate(kathmandu, new Date('2026-11-27T18:15:00Z'))).toBe('2026-11-28');
    expect(businessDate(kathmandu, new Date('2026-11-27T18:14:00Z'))).toBe('2026-11-27');
    // A day that starts at 4 am: 3:59 local is still the day before.
    const late = { timeZone: 'Europe/Madrid', dayStartHour: 4 };
    expect(businessDate(late, new Date('2026-11-28T02:59:00Z'))).toBe('2026-11-27');
    expect(businessDate(late, new Date('2026-11-28T03:00:00Z'))).toBe('2026-11-28');
    expect(businessDate({ timeZone: 'Not/AZone', dayStartHour: 0 }, new Date('2026-11-28T03:00:00Z'))).toBe(
      '2026-11-28',
    );
  });
});
