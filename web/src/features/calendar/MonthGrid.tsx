import { Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from './calendar.api';
import { sameDay } from './dates';
import { DRAG_TYPE, EventChip } from './EventChip';

const MAX_PER_DAY = 3;

/** Six weeks of days; dropping an event on a day keeps its time of day. */
export function MonthGrid({ days, month, events, onOpen, onDay, onDrop }: {
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
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', border: '1px solid rgba(128,128,128,.3)' }} data-testid="month-grid">
      {days.slice(0, 7).map((d) => (
        <div key={`h${d.getDay()}`} className={Classes.TEXT_MUTED} style={{ padding: 4, fontSize: 12, textAlign: 'center' }}>
          {d.toLocaleDateString([], { weekday: 'short' })}
        </div>
      ))}
      {days.map((day) => {
        const mine = events.filter((e) => sameDay(new Date(e.start), day));
        return (
          <div
            key={day.toISOString()}
            data-testid="calendar-day"
            data-date={day.toDateString()}
            onClick={() => onDay(day)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              const id = e.dataTransfer.getData(DRAG_TYPE);
              if (id) onDrop(id, day, null);
            }}
            style={{ minHeight: 96, borderTop: '1px solid rgba(128,128,128,.3)', borderLeft: '1px solid rgba(128,128,128,.15)', padding: 4, opacity: day.getMonth() === month ? 1 : 0.5, cursor: 'pointer' }}
          >
            <div style={{ fontSize: 12, fontWeight: sameDay(day, today) ? 700 : 400 }}>{day.getDate()}</div>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              {mine.slice(0, MAX_PER_DAY).map((e) => <EventChip key={e.id} event={e} onOpen={onOpen} />)}
              {mine.length > MAX_PER_DAY && <span className={Classes.TEXT_MUTED} style={{ fontSize: 11 }}>{t('reservations.calendar.more', { count: mine.length - MAX_PER_DAY })}</span>}
            </div>
          </div>
        );
      })}
    </div>
  );
}
