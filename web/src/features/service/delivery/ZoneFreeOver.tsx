import { Button, Classes, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../app/toaster';
import { money, useUpdateZoneMutation } from './delivery.api';
import type { Zone } from './delivery.types';

/** An amount as typed ("25.50") in minor units; empty = none; NaN when it is not an amount. */
export const freeOverFromInput = (v: string): number | null =>
  v.trim() === '' ? null : Number(v) >= 0 ? Math.round(Number(v) * 100) : NaN;

/** A zone's "free over" amount (delivery costs nothing from this subtotal), edited in place. */
export function ZoneFreeOver({ rid, zone }: { rid: string; zone: Zone }) {
  const { t } = useTranslation();
  const [updateZone, { isLoading }] = useUpdateZoneMutation();
  const [value, setValue] = useState(zone.freeOver === null ? '' : money(zone.freeOver));
  const [isInvalid, setInvalid] = useState(false);
  const id = `zone-free-over-${zone.id}`;
  const save = async () => {
    const freeOver = freeOverFromInput(value);
    setInvalid(Number.isNaN(freeOver));
    if (Number.isNaN(freeOver)) return;
    try {
      await updateZone({ rid, zoneId: zone.id, body: { freeOver } }).unwrap();
    } catch (e) {
      toastError(e);
    }
  };
  return (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <label htmlFor={id}>{t('reservations.delivery.freeOver')}</label>
      <InputGroup
        id={id}
        aria-label={t('reservations.delivery.freeOverFor', { name: zone.name })}
        inputMode="decimal"
        small
        value={value}
        intent={isInvalid ? 'danger' : 'none'}
        placeholder={t('reservations.delivery.noFreeOver')}
        onValueChange={setValue}
        style={{ width: 80 }}
      />
      <Button
        small
        icon="floppy-disk"
        loading={isLoading}
        aria-label={t('reservations.delivery.saveFreeOver', { name: zone.name })}
        onClick={() => void save()}
      />
      {isInvalid && (
        <span role="alert" className={Classes.TEXT_MUTED}>
          {t('reservations.delivery.freeOverInvalid')}
        </span>
      )}
    </span>
  );
}
