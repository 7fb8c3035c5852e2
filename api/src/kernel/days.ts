import { sql } from 'kysely';

/** Calendar days as `YYYY-MM-DD` text (a restaurant's business days), counted in whole days. */
const DAY_MS = 86_400_000;
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `day` moved by `n` days (negative: earlier). */
export const addDays = (day: string, n: number) => new Date(ms(day) + n * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((ms(to) - ms(from)) / DAY_MS);

/**
 * The hour (0–11) a restaurant's business day starts, read from its settings in SQL (`alias` names
 * the `restaurants` row): 0 when unset, so a day is the calendar day.
 */
export const dayStartHourSql = (alias: string) =>
  sql<number>`coalesce(least(greatest((${sql.ref(`${alias}.settings`)}->'businessDay'->>'startsAtHour')::int, 0), 11), 0)`;
