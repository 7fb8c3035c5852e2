import { describe, expect, it } from 'vitest';
import { groupFor, periodRange } from '../../../components/periods';

describe('report periods', () => {
  const today = new Date(2026, 10, 26, 15, 0);
  it('are the seed analytics periods ending today', () => {
    expect(periodRange('today', today)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(periodRange('last7', today)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(periodRange('last28', today)).toEqual({ from: '2026-10-30', to: '2026-11-26' });
    expect(periodRange('lastMonth', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(periodRange('lastYear', today)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });
  it('offer the trailing twelve months and the year to date beside the calendar year', () => {
    expect(periodRange('last12Months', today)).toEqual({ from: '2025-11-27', to: '2026-11-26' });
    expect(periodRange('yearToDate', today)).toEqual({ from: '2026-01-01', to: '2026-11-26' });
    expect(groupFor('2025-11-27', '2026-11-26')).toBe('week');
  });
  it('group a chart by hour, day, week or month by its length', () => {
    expect(groupFor('2026-11-26', '2026-11-26')).toBe('hour');
    expect(groupFor('2026-10-30', '2026-11-26')).toBe('day');
    expect(groupFor('2025-01-01', '2025-12-31')).toBe('week');
    expect(groupFor('2024-01-01', '2025-12-31')).toBe('month');
  });
});
