import type { DragEvent } from 'react';
import { CALENDAR_COLORS, type CalendarEvent } from './calendar.types';
import { hhmm } from '../../../components/dates';

export const DRAG_TYPE = 'application/x-ros-calendar-event';

/** One event on the grid (its time on the wall clock of `tz`); reservations and stored events can be dragged to move them. */
export function EventChip({
  tz,
  event,
  onOpen,
  style,
}: {
  tz: string;
  event: CalendarEvent;
  onOpen: (e: CalendarEvent) => void;
  style?: React.CSSProperties;
}) {
  const color = CALENDAR_COLORS[event.extendedProps.calendar] ?? '#5f6b7c';
  const start = new Date(event.start);
  const muted = event.extendedProps.status === 'no_show' || event.extendedProps.status === 'completed';
  const handleDragStart = (e: DragEvent) => {
    e.dataTransfer.setData(DRAG_TYPE, event.id);
    e.dataTransfer.effectAllowed = 'move';
  };
  return (
    <div
      draggable
      onDragStart={handleDragStart}
      onClick={(e) => {
        e.stopPropagation();
        onOpen(event);
      }}
      data-testid="calendar-event"
      title={event.title}
      style={{
        background: color,
        color: '#fff',
        borderRadius: 3,
        padding: '1px 4px',
        fontSize: 12,
        cursor: 'grab',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        opacity: muted ? 0.55 : 1,
        ...style,
      }}
    >
      {!event.allDay && <strong>{hhmm(start, tz)} </strong>}
      {event.title}
    </div>
  );
}
