/** Calendar days as `YYYY-MM-DD` text (a restaurant's business days), counted in whole days. */
const DAY_MS = 86_400_000;
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `day` moved by `n` days (negative: earlier). */
export const addDays = (day: string, n: number) => new Date(ms(day) + n * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((ms(to) - ms(from)) / DAY_MS);

export { dayStartHourSql } from '@ros/db';
