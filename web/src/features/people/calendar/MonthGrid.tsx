import { Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from './calendar.types';
import { dateLabel, dayKey, inZone, sameDay } from '../../../components/dates';
import { DRAG_TYPE, EventChip } from './EventChip';

const MAX_PER_DAY = 3;

/** Six weeks of days (of time zone `tz`); dropping an event on a day keeps its time of day. */
export function MonthGrid({
  tz,
  days,
  month,
  events,
  onOpen,
  onDay,
  onDrop,
}: {
  tz: string;
  days: Date[];
  month: number;
  events: CalendarEvent[];
  onOpen: (e: CalendarEvent) => void;
  onDay: (day: Date) => void;
  onDrop: (eventId: string, day: Date, hour: number | null) => void;
}) {
  const { t } = useTranslation();
  const today = new Date();
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', border: '1px solid rgba(128,128,128,.3)' }}
      data-testid="month-grid"
    >
      {days.slice(0, 7).map((d) => (
        <div
          key={`h${inZone(d, tz).getDay()}`}
          className={Classes.TEXT_MUTED}
          style={{ padding: 4, fontSize: 12, textAlign: 'center' }}
        >
          {dateLabel(d, tz, { weekday: 'short' })}
        </div>
      ))}
      {days.map((day) => {
        const mine = events.filter((e) => sameDay(e.start, day, tz));
        const local = inZone(day, tz);
        return (
          <div
            key={day.toISOString()}
            data-testid="calendar-day"
            data-date={dayKey(day, tz)}
            onClick={() => onDay(day)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              const id = e.dataTransfer.getData(DRAG_TYPE);
              if (id) onDrop(id, day, null);
            }}
            style={{
              minHeight: 96,
              borderTop: '1px solid rgba(128,128,128,.3)',
              borderLeft: '1px solid rgba(128,128,128,.15)',
              padding: 4,
              opacity: local.getMonth() === month ? 1 : 0.5,
              cursor: 'pointer',
            }}
          >
            <div
              style={{ fontSize: 12, fontWeight: sameDay(day, today, tz) ? 700 : 400 }}
              data-today={sameDay(day, today, tz) || undefined}
            >
              {local.getDate()}
            </div>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              {mine.slice(0, MAX_PER_DAY).map((e) => (
                <EventChip key={e.id} tz={tz} event={e} onOpen={onOpen} />
              ))}
              {mine.length > MAX_PER_DAY && (
                <span className={Classes.TEXT_MUTED} style={{ fontSize: 11 }}>
                  {t('reservations.calendar.more', { count: mine.length - MAX_PER_DAY })}
                </span>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
