/**
 * The seed's analytics periods, as day ranges (YYYY-MM-DD, both included) ending today; "Last Year"
 * is the calendar year before, so the trailing twelve months and the year to date are their own.
 */
export const PERIODS = [
  'today',
  'last7',
  'last28',
  'lastMonth',
  'lastYear',
  'last12Months',
  'yearToDate',
  'custom',
] as const;
export type PeriodKey = (typeof PERIODS)[number];

/** A date as `YYYY-MM-DD` in the browser's time zone. */
export const iso = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
const daysAgo = (today: Date, n: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - n);

export function periodRange(key: Exclude<PeriodKey, 'custom'>, today = new Date()): { from: string; to: string } {
  switch (key) {
    case 'today':
      return { from: iso(today), to: iso(today) };
    case 'last7':
      return { from: iso(daysAgo(today, 6)), to: iso(today) };
    case 'last28':
      return { from: iso(daysAgo(today, 27)), to: iso(today) };
    case 'lastMonth':
      return {
        from: iso(new Date(today.getFullYear(), today.getMonth() - 1, 1)),
        to: iso(new Date(today.getFullYear(), today.getMonth(), 0)),
      };
    case 'lastYear':
      return { from: iso(new Date(today.getFullYear() - 1, 0, 1)), to: iso(new Date(today.getFullYear() - 1, 11, 31)) };
    case 'last12Months':
      return { from: iso(new Date(today.getFullYear() - 1, today.getMonth(), today.getDate() + 1)), to: iso(today) };
    case 'yearToDate':
      return { from: iso(new Date(today.getFullYear(), 0, 1)), to: iso(today) };
  }
}

/** How a period's sales chart is grouped: hours for a day, days up to two months, weeks up to a year, else months. */
export function groupFor(from: string, to: string): 'hour' | 'day' | 'week' | 'month' {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  return days <= 1 ? 'hour' : days <= 62 ? 'day' : days <= 370 ? 'week' : 'month';
}
