import {
  Button,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../app/toaster';
import {
  useAddCalendarEventMutation,
  useRemoveCalendarEventMutation,
  useUpdateCalendarEventMutation,
} from './calendar.api';
import { CALENDARS, type CalendarEvent, type CalendarName } from './calendar.types';
import { fromLocalInput, iso, toLocalInput } from '../../../components/dates';

/** Adds or edits an event of the Events, Holidays or Staff shifts calendars; its times are the wall clock of `tz`. */
export function EventDialog({
  rid,
  tz,
  event,
  defaultStart,
  onClose,
  onSaved,
}: {
  rid: string;
  tz: string;
  event: CalendarEvent | null;
  defaultStart: Date;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(event?.title ?? '');
  const [calendar, setCalendar] = useState<CalendarName>(event?.extendedProps.calendar ?? 'Events');
  const [start, setStart] = useState(toLocalInput(event ? new Date(event.start) : defaultStart, tz));
  const [end, setEnd] = useState(
    toLocalInput(event ? new Date(event.end) : new Date(defaultStart.getTime() + 60 * 60_000), tz),
  );
  const [allDay, setAllDay] = useState(event?.allDay ?? false);
  const [description, setDescription] = useState(event?.extendedProps.description ?? '');
  const [busy, setBusy] = useState(false);
  const [addEvent] = useAddCalendarEventMutation();
  const [updateEvent] = useUpdateCalendarEventMutation();
  const [removeEvent] = useRemoveCalendarEventMutation();

  const handleSave = async () => {
    setBusy(true);
    try {
      const from = fromLocalInput(start, tz);
      const to = fromLocalInput(end, tz);
      if (!from || !to) throw new Error(t('reservations.calendar.badTime'));
      const body = { title, calendar, start: iso(from), end: iso(to), allDay, description };
      if (event) await updateEvent({ rid, event: { id: event.id, ...body } }).unwrap();
      else await addEvent({ rid, event: body }).unwrap();
      onSaved();
    } catch (e) {
      toastError(e);
    } finally {
      setBusy(false);
    }
  };
  const handleDelete = async () => {
    if (!event) return;
    try {
      await removeEvent({ rid, id: event.id }).unwrap();
      onSaved();
    } catch (e) {
      toastError(e);
    }
  };
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={event ? t('reservations.calendar.editEvent') : t('reservations.calendar.addEvent')}
    >
      <DialogBody>
        <FormGroup label={t('reservations.calendar.eventTitle')} labelFor="cal-title">
          <InputGroup id="cal-title" value={title} onChange={(e) => setTitle(e.target.value)} autoFocus />
        </FormGroup>
        <FormGroup label={t('reservations.calendar.calendar')} labelFor="cal-calendar">
          <HTMLSelect
            id="cal-calendar"
            value={calendar}
            onChange={(e) => setCalendar(e.currentTarget.value as CalendarName)}
            options={CALENDARS.filter((c) => c !== 'Reservations').map((c) => ({
              value: c,
              label: t(`reservations.calendar.${c}`),
            }))}
          />
        </FormGroup>
        <FormGroup label={t('reservations.calendar.start')} labelFor="cal-start">
          <InputGroup id="cal-start" type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} />
        </FormGroup>
        <FormGroup label={t('reservations.calendar.end')} labelFor="cal-end">
          <InputGroup id="cal-end" type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} />
        </FormGroup>
        <Checkbox
          checked={allDay}
          label={t('reservations.calendar.allDay')}
          onChange={(e) => setAllDay(e.currentTarget.checked)}
        />
        <FormGroup label={t('reservations.calendar.description')} labelFor="cal-desc">
          <TextArea id="cal-desc" fill value={description} onChange={(e) => setDescription(e.target.value)} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {event && (
              <Button intent="danger" minimal onClick={() => void handleDelete()}>
                {t('reservations.common.delete')}
              </Button>
            )}
            <Button onClick={onClose}>{t('reservations.common.cancel')}</Button>
            <Button intent="primary" loading={busy} disabled={!title.trim()} onClick={() => void handleSave()}>
              {t('reservations.common.save')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
