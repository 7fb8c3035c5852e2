import { Classes } from '@blueprintjs/core';
import type { CalendarEvent } from './calendar.types';
import { atTime, dateLabel, dayKey, minutesOfDay, sameDay } from '../../../components/dates';
import { DRAG_TYPE, EventChip } from './EventChip';

const HOUR_PX = 40;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** Week or day view: a column per day, an hour per row (of time zone `tz`); dropping on an hour moves the event there. */
export function TimeGrid({
  tz,
  days,
  events,
  onOpen,
  onSlot,
  onDrop,
}: {
  tz: string;
  days: Date[];
  events: CalendarEvent[];
  onOpen: (e: CalendarEvent) => void;
  onSlot: (at: Date) => void;
  onDrop: (eventId: string, day: Date, hour: number | null) => void;
}) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `48px repeat(${days.length}, 1fr)`,
        maxHeight: 640,
        overflowY: 'auto',
      }}
      data-testid="time-grid"
    >
      <div />
      {days.map((d) => (
        <div key={`h${d.toISOString()}`} style={{ textAlign: 'center', fontSize: 12, padding: 4 }}>
          {dateLabel(d, tz, { weekday: 'short', day: 'numeric', month: 'short' })}
          <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {events
              .filter((e) => e.allDay && sameDay(e.start, d, tz))
              .map((e) => (
                <EventChip key={e.id} tz={tz} event={e} onOpen={onOpen} />
              ))}
          </div>
        </div>
      ))}
      <div>
        {HOURS.map((h) => (
          <div
            key={h}
            className={Classes.TEXT_MUTED}
            style={{ height: HOUR_PX, fontSize: 11, textAlign: 'right', paddingRight: 4 }}
          >{`${String(h).padStart(2, '0')}:00`}</div>
        ))}
      </div>
      {days.map((day) => (
        <div
          key={day.toISOString()}
          data-testid="calendar-column"
          data-date={dayKey(day, tz)}
          style={{ position: 'relative', borderLeft: '1px solid rgba(128,128,128,.2)' }}
        >
          {HOURS.map((h) => (
            <div
              key={h}
              data-testid="calendar-slot"
              data-hour={h}
              onClick={() => onSlot(atTime(day, h, 0, tz))}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                const id = e.dataTransfer.getData(DRAG_TYPE);
                if (id) onDrop(id, day, h);
              }}
              style={{ height: HOUR_PX, borderTop: '1px solid rgba(128,128,128,.15)' }}
            />
          ))}
          {events
            .filter((e) => !e.allDay && sameDay(e.start, day, tz))
            .map((e) => {
              const minutes = Math.max(15, (new Date(e.end).getTime() - new Date(e.start).getTime()) / 60_000);
              const top = (minutesOfDay(e.start, tz) / 60) * HOUR_PX;
              return (
                <EventChip
                  key={e.id}
                  tz={tz}
                  event={e}
                  onOpen={onOpen}
                  style={{
                    position: 'absolute',
                    left: 2,
                    right: 2,
                    top,
                    height: Math.min((minutes / 60) * HOUR_PX, 24 * HOUR_PX - top),
                    whiteSpace: 'normal',
                  }}
                />
              );
            })}
        </div>
      ))}
    </div>
  );
}
