/** One date/time formatter per time zone (building one per call costs more than formatting). */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a time zone: its local date (`YYYY-MM-DD`) and time (`HH:MM`). */
export function wallClock(at: Date, timeZone: string): { date: string; time: string } {
  let fmt = formats.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, fmt);
  }
  const parts = fmt.formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

const asUtc = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`);

/**
 * The instant a local date and time name in a time zone (a guest picks "Friday 20:00" in the
 * restaurant's time): the UTC reading corrected by the zone's offset, twice for a day whose offset
 * changes. A time a clock change skips lands an hour on.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wanted = asUtc(date, time);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const seen = wallClock(new Date(guess), timeZone);
    guess += wanted - asUtc(seen.date, seen.time);
  }
  return new Date(guess);
}
