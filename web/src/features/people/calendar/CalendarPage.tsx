import { Button, ButtonGroup, Callout, Checkbox, Classes, H5 } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlanRequired } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { PageHeader } from '../../../components/PageHeader';
import { UpgradePrompt } from '../../../components/UpgradePrompt';
import { useAppSelector } from '../../../app/store/hooks';
import { DayReservations } from '../../service/reservations';
import { ReservationDialog } from '../../service/reservations';
import { useLazyGetReservationQuery, useListReservationsQuery, useListWaitlistQuery } from '../../service/reservations';
import type { Reservation } from '../../service/reservations';
import { WaitlistPanel } from '../../service/reservations';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useListCalendarEventsQuery, useUpdateCalendarEventMutation } from './calendar.api';
import { CALENDAR_COLORS, CALENDARS, type CalendarEvent, type CalendarName } from './calendar.types';
import {
  addDays,
  atTime,
  browserZone,
  dateLabel,
  inZone,
  iso,
  rangeOf,
  startOfDay,
  step,
  type View,
} from '../../../components/dates';
import { EventDialog } from './EventDialog';
import { MonthGrid } from './MonthGrid';
import { TimeGrid } from './TimeGrid';
import { useRestaurantZone } from './useRestaurantZone';

const NO_EVENTS: CalendarEvent[] = [];
const NO_RESERVATIONS: Reservation[] = [];

/**
 * The restaurant calendar: Reservations, Events, Holidays and Staff shifts (filterable), in month,
 * week and day views. Reservations are events; dragging one moves the booking (the server refuses an
 * overlap). Beside it: the selected day's reservations and the walk-in waitlist. Live.
 * Days and hours are the restaurant's time zone (the browser's when it has none), like the server's rules.
 */
export default function CalendarPage() {
  const { t } = useTranslation();
  const rid = useAppSelector(selectCurrentRestaurantId);
  const zone = useRestaurantZone(rid);
  const tz = zone ?? browserZone();
  const [view, setView] = useState<View>('month');
  // An instant inside the shown day/week/month: today until the zone is known, then today there.
  const [anchor, setAnchor] = useState<Date>(() => new Date());
  useEffect(() => {
    if (zone) setAnchor(startOfDay(new Date(), zone));
  }, [zone]);
  const [selected, setSelected] = useState<CalendarName[]>([...CALENDARS]);
  const [editing, setEditing] = useState<
    | { kind: 'event'; event: CalendarEvent | null; at: Date }
    | { kind: 'reservation'; reservation: Reservation | null; at: Date }
    | null
  >(null);
  const range = useMemo(() => rangeOf(view, anchor, tz), [view, anchor, tz]);
  const day = useMemo(() => (zone ? startOfDay(anchor, zone) : null), [anchor, zone]);
  // Read once the zone is known (days are the restaurant's); live events refetch them.
  const ready = rid && zone && day ? rid : null;
  const eventsQuery = useListCalendarEventsQuery(
    ready ? { rid: ready, calendars: selected, start: iso(range.start), end: iso(range.end) } : skipToken,
  );
  const dayQuery = useListReservationsQuery(
    ready && day && zone ? { rid: ready, from: iso(day), to: iso(addDays(day, 1, zone)) } : skipToken,
  );
  const waitlistQuery = useListWaitlistQuery(ready ?? skipToken);
  const [readReservation] = useLazyGetReservationQuery();
  const [updateCalendarEvent] = useUpdateCalendarEventMutation();
  const events = eventsQuery.data ?? NO_EVENTS;
  const error = eventsQuery.error ?? dayQuery.error ?? waitlistQuery.error;

  if (isPlanRequired(error)) {
    return (
      <div className="ros-page">
        <PageHeader title={t('reservations.calendar.title')} />
        <UpgradePrompt
          variant="page"
          title={t('reservations.upgrade.reservationsTitle')}
          body={t('reservations.upgrade.body')}
        />
      </div>
    );
  }

  const open = async (e: CalendarEvent) => {
    if (!rid) return;
    if (e.extendedProps.calendar !== 'Reservations')
      return setEditing({ kind: 'event', event: e, at: new Date(e.start) });
    try {
      setEditing({
        kind: 'reservation',
        reservation: await readReservation({ rid, id: e.id }).unwrap(),
        at: new Date(e.start),
      });
    } catch (err) {
      toastError(err);
    }
  };
  const handleDrop = async (id: string, day: Date, hour: number | null) => {
    const e = events.find((x) => x.id === id);
    if (!e || !rid) return;
    const start = inZone(e.start, tz);
    const duration = new Date(e.end).getTime() - start.getTime();
    const next = atTime(day, hour ?? start.getHours(), hour === null ? start.getMinutes() : 0, tz);
    if (next.getTime() === start.getTime()) return;
    try {
      await updateCalendarEvent({
        rid,
        event: {
          id,
          start: iso(next),
          end: new Date(next.getTime() + duration).toISOString(),
          version: e.extendedProps.version,
        },
      }).unwrap();
      if (e.extendedProps.calendar === 'Reservations') void toastSuccess(t('reservations.calendar.moved'));
    } catch (err) {
      toastError(err);
    }
  };
  const toggle = (c: CalendarName, on: boolean) => setSelected(on ? [...selected, c] : selected.filter((x) => x !== c));
  const label =
    view === 'month'
      ? dateLabel(anchor, tz, { month: 'long', year: 'numeric' })
      : view === 'week'
        ? `${dateLabel(range.days[0]!, tz, { day: 'numeric', month: 'short' })} – ${dateLabel(range.days[6]!, tz, { day: 'numeric', month: 'short', year: 'numeric' })}`
        : dateLabel(anchor, tz, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const newAt = () => atTime(anchor, 19, 0, tz);

  return (
    <div className="ros-page" data-testid="calendar-page">
      <PageHeader
        title={t('reservations.calendar.title')}
        description={t('reservations.calendar.subtitle')}
        actions={
          <>
            <Button icon="add" onClick={() => setEditing({ kind: 'event', event: null, at: newAt() })}>
              {t('reservations.calendar.addEvent')}
            </Button>
            <Button
              icon="add"
              intent="primary"
              onClick={() => setEditing({ kind: 'reservation', reservation: null, at: newAt() })}
            >
              {t('reservations.list.new')}
            </Button>
          </>
        }
      />
      {error ? <Callout intent="danger">{t('reservations.common.loadFailed')}</Callout> : null}
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 320px', gap: 16, alignItems: 'start' }}>
        <div>
          <div
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              marginBottom: 8,
              flexWrap: 'wrap',
              gap: 8,
            }}
          >
            <ButtonGroup>
              <Button
                icon="chevron-left"
                aria-label={t('reservations.calendar.previous')}
                onClick={() => setAnchor(step(view, anchor, -1, tz))}
              />
              <Button onClick={() => setAnchor(startOfDay(new Date(), tz))}>{t('reservations.calendar.today')}</Button>
              <Button
                icon="chevron-right"
                aria-label={t('reservations.calendar.next')}
                onClick={() => setAnchor(step(view, anchor, 1, tz))}
              />
            </ButtonGroup>
            <H5 style={{ margin: 0 }} data-testid="calendar-label">
              {label}
            </H5>
            <ButtonGroup>
              {(['month', 'week', 'day'] as const).map((v) => (
                <Button key={v} active={view === v} onClick={() => setView(v)}>
                  {t(`reservations.calendar.${v}`)}
                </Button>
              ))}
            </ButtonGroup>
          </div>
          <div
            style={{ display: 'flex', gap: 16, marginBottom: 8, flexWrap: 'wrap' }}
            aria-label={t('reservations.calendar.calendars')}
          >
            {CALENDARS.map((c) => (
              <Checkbox
                key={c}
                inline
                checked={selected.includes(c)}
                onChange={(e) => toggle(c, e.currentTarget.checked)}
              >
                <span
                  style={{
                    display: 'inline-block',
                    width: 10,
                    height: 10,
                    borderRadius: 5,
                    background: CALENDAR_COLORS[c],
                    marginRight: 4,
                  }}
                />
                {t(`reservations.calendar.${c}`)}
              </Checkbox>
            ))}
          </div>
          {view === 'month' ? (
            <MonthGrid
              tz={tz}
              days={range.days}
              month={inZone(anchor, tz).getMonth()}
              events={events}
              onOpen={(e) => void open(e)}
              onDay={(d) => setAnchor(d)}
              onDrop={(id, d, h) => void handleDrop(id, d, h)}
            />
          ) : (
            <TimeGrid
              tz={tz}
              days={range.days}
              events={events}
              onOpen={(e) => void open(e)}
              onSlot={(at) => setEditing({ kind: 'reservation', reservation: null, at })}
              onDrop={(id, d, h) => void handleDrop(id, d, h)}
            />
          )}
          <p className={Classes.TEXT_MUTED} style={{ marginTop: 6 }}>
            {t('reservations.calendar.dragHint')}
            {zone && zone !== browserZone() && (
              <span data-testid="calendar-zone"> · {t('reservations.calendar.timeZone', { zone })}</span>
            )}
          </p>
        </div>
        <div>
          {rid && (
            <DayReservations
              rid={rid}
              day={anchor}
              tz={tz}
              reservations={dayQuery.data ?? NO_RESERVATIONS}
              onEdit={(r) => setEditing({ kind: 'reservation', reservation: r, at: new Date(r.startsAt) })}
            />
          )}
          {rid && <WaitlistPanel rid={rid} entries={waitlistQuery.data ?? []} />}
        </div>
      </div>
      {rid && editing?.kind === 'event' && (
        <EventDialog
          rid={rid}
          tz={tz}
          event={editing.event}
          defaultStart={editing.at}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
      {rid && editing?.kind === 'reservation' && (
        <ReservationDialog
          rid={rid}
          reservation={editing.reservation}
          defaultStart={editing.at}
          zone={tz}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </div>
  );
}
