import { iso } from './periods';

/** Days as `YYYY-MM-DD` in the browser's time zone (the terminal's, as the restaurant's staff see it). */
export const dayOf = iso;
export const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00`);
  d.setDate(d.getDate() + n);
  return dayOf(d);
};
/** The Monday of a day's week. */
export const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T12:00:00`).getDay() + 6) % 7));
export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));
/** A local date and time as an instant. */
export const instant = (day: string, time: string) => new Date(`${day}T${time}`).toISOString();
export const timeOf = (iso: string) => new Date(iso).toTimeString().slice(0, 5);
