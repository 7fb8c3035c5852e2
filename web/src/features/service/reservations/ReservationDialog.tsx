import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NumericInput,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../app/toaster';
import { fromLocalInput, iso, resolveZone, toLocalInput } from '../../../components/dates';
import { useAvailabilityQuery, useSaveReservationMutation } from './reservations.api';
import type { Reservation, ReservationSource } from './reservations.types';
import { useCan } from '../../../app/session/useAbility';

/** Creates or edits a reservation; free tables that fit the party are suggested as you type. */
export function ReservationDialog({
  rid,
  reservation,
  defaultStart,
  zone,
  onClose,
  onSaved,
}: {
  rid: string;
  reservation: Reservation | null;
  defaultStart: Date;
  /** The restaurant's time zone: the start is shown and typed in it (default: the browser's). */
  zone?: string;
  onClose: () => void;
  onSaved: (r: Reservation) => void;
}) {
  const { t } = useTranslation();
  const tz = resolveZone(zone);
  const [name, setName] = useState(reservation?.name ?? '');
  const [phone, setPhone] = useState(reservation?.phone ?? '');
  const [email, setEmail] = useState(reservation?.email ?? '');
  const [partySize, setPartySize] = useState(reservation?.partySize ?? 2);
  // A manager may book a party larger than its tables seat.
  const canOverbook = useCan('edit', 'reservations.overCapacity');
  const [allowOverCapacity, setAllowOverCapacity] = useState(false);
  const [start, setStart] = useState(toLocalInput(reservation ? new Date(reservation.startsAt) : defaultStart, tz));
  const [duration, setDuration] = useState(reservation?.durationMinutes ?? 90);
  const [tableIds, setTableIds] = useState<string[]>(reservation?.tables.map((x) => x.id) ?? []);
  const [remarks, setRemarks] = useState(reservation?.remarks ?? '');
  const [source, setSource] = useState<ReservationSource>(reservation?.source ?? 'phone');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const startsAt = start ? fromLocalInput(start, tz) : null;
  const startsIso = startsAt && !Number.isNaN(startsAt.getTime()) ? iso(startsAt) : null;
  const [saveReservation] = useSaveReservationMutation();
  const availability = useAvailabilityQuery(
    startsIso && partySize >= 1
      ? { rid, startsAt: startsIso, partySize, duration, excludeReservationId: reservation?.id }
      : skipToken,
  );
  // Free tables that fit, as you type (none when they cannot be read).
  const free = availability.data?.data ?? (availability.isError ? [] : null);

  const options = [
    ...(reservation?.tables ?? [])
      .filter((x) => !free?.some((f) => f.id === x.id))
      .map((x) => ({ ...x, capacity: 0, spaceName: '' })),
    ...(free ?? []),
  ];
  const handleSave = async () => {
    if (!startsIso) return;
    setBusy(true);
    setProblem(null);
    const body = {
      name,
      phone: phone || null,
      email: email || null,
      partySize,
      startsAt: startsIso,
      durationMinutes: duration,
      tableIds,
      remarks: remarks || null,
      source,
      ...(allowOverCapacity ? { allowOverCapacity } : {}),
    };
    try {
      const saved = await saveReservation(
        reservation ? { rid, id: reservation.id, body: { ...body, version: reservation.version } } : { rid, body },
      ).unwrap();
      void toastSuccess(t('reservations.dialog.saved'));
      onSaved(saved);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : null);
      toastError(e);
    } finally {
      setBusy(false);
    }
  };
  const toggle = (id: string, on: boolean) => setTableIds(on ? [...tableIds, id] : tableIds.filter((x) => x !== id));

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={reservation ? t('reservations.dialog.editTitle') : t('reservations.dialog.newTitle')}
      style={{ width: 560 }}
    >
      <DialogBody>
        {problem && (
          <Callout intent="danger" style={{ marginBottom: 8 }}>
            {problem}
          </Callout>
        )}
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
          <FormGroup label={t('reservations.dialog.name')} labelFor="res-name">
            <InputGroup id="res-name" value={name} onChange={(e) => setName(e.target.value)} autoFocus />
          </FormGroup>
          <FormGroup label={t('reservations.dialog.phone')} labelFor="res-phone">
            <InputGroup id="res-phone" value={phone} onChange={(e) => setPhone(e.target.value)} />
          </FormGroup>
          <FormGroup label={t('reservations.dialog.email')} labelFor="res-email">
            <InputGroup id="res-email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </FormGroup>
          <FormGroup label={t('reservations.dialog.partySize')} labelFor="res-party">
            <NumericInput
              id="res-party"
              min={1}
              max={500}
              value={partySize}
              onValueChange={(v) => setPartySize(Number.isFinite(v) ? v : 1)}
              fill
            />
          </FormGroup>
          <FormGroup label={`${t('reservations.dialog.date')} / ${t('reservations.dialog.time')}`} labelFor="res-start">
            <InputGroup
              id="res-start"
              type="datetime-local"
              step={900}
              value={start}
              onChange={(e) => setStart(e.target.value)}
            />
          </FormGroup>
          <FormGroup label={t('reservations.dialog.duration')} labelFor="res-duration">
            <NumericInput
              id="res-duration"
              min={15}
              max={600}
              stepSize={15}
              majorStepSize={60}
              value={duration}
              onValueChange={(v) => setDuration(Number.isFinite(v) ? v : 90)}
              fill
            />
          </FormGroup>
        </div>
        <FormGroup label={t('reservations.dialog.free')}>
          {free && options.length === 0 && <Callout intent="warning">{t('reservations.dialog.noneFree')}</Callout>}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }} data-testid="free-tables">
            {options.map((x, n) => (
              <Checkbox
                key={x.id}
                inline
                checked={tableIds.includes(x.id)}
                onChange={(e) => toggle(x.id, e.currentTarget.checked)}
              >
                {x.name}
                {x.capacity ? ` (${x.capacity})` : ''}{' '}
                {n === 0 && free?.[0]?.id === x.id && (
                  <Tag minimal intent="success">
                    {t('reservations.dialog.suggested')}
                  </Tag>
                )}
              </Checkbox>
            ))}
          </div>
        </FormGroup>
        {canOverbook && (
          <Checkbox
            id="res-over-capacity"
            checked={allowOverCapacity}
            onChange={(e) => setAllowOverCapacity(e.currentTarget.checked)}
            label={t('reservations.dialog.overCapacity')}
          />
        )}
        <FormGroup label={t('reservations.dialog.source')} labelFor="res-source">
          <HTMLSelect
            id="res-source"
            value={source}
            onChange={(e) => setSource(e.currentTarget.value as ReservationSource)}
            options={(['phone', 'walk_in', 'digital_menu'] as const).map((s) => ({
              value: s,
              label: t(`reservations.source.${s}`),
            }))}
          />
        </FormGroup>
        <FormGroup label={t('reservations.dialog.remarks')} labelFor="res-remarks">
          <TextArea id="res-remarks" fill value={remarks} onChange={(e) => setRemarks(e.target.value)} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('reservations.common.cancel')}</Button>
            <Button
              intent="primary"
              loading={busy}
              disabled={!name.trim() || !startsIso}
              onClick={() => void handleSave()}
            >
              {t('reservations.common.save')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
