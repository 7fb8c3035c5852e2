import { Button, Classes, H5, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../app/toaster';
import { money, useCreateZoneMutation } from './delivery.api';
import { freeOverFromInput, ZoneFreeOver } from './ZoneFreeOver';
import type { Zone } from './delivery.types';

/** Delivery zones with their fee, minimum order and free-over amount; add a zone inline. */
export function ZonesPanel({ rid, zones }: { rid: string; zones: Zone[] }) {
  const { t } = useTranslation();
  const [createZone] = useCreateZoneMutation();
  const [name, setName] = useState('');
  const [fee, setFee] = useState('');
  const [minimum, setMinimum] = useState('');
  const [freeOver, setFreeOver] = useState('');
  const toMinor = (v: string) => Math.round((Number(v) || 0) * 100);
  const handleAdd = async () => {
    try {
      await createZone({
        rid,
        body: {
          name,
          fee: toMinor(fee),
          minimumOrder: toMinor(minimum),
          freeOver: freeOverFromInput(freeOver) || null,
        },
      }).unwrap();
      setName('');
      setFee('');
      setMinimum('');
      setFreeOver('');
    } catch (e) {
      toastError(e);
    }
  };
  return (
    <div style={{ marginTop: 16 }}>
      <H5>{t('reservations.delivery.zones')}</H5>
      {zones.map((z) => (
        <div key={z.id} className={z.isActive ? undefined : Classes.TEXT_DISABLED}>
          {z.name}: +{money(z.fee)} · {t('reservations.delivery.minimum')} {money(z.minimumOrder)} ·{' '}
          <ZoneFreeOver rid={rid} zone={z} />
        </div>
      ))}
      <div style={{ display: 'flex', gap: 4, marginTop: 8 }}>
        <InputGroup
          placeholder={t('reservations.delivery.zoneName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <InputGroup
          placeholder={t('reservations.delivery.fee')}
          value={fee}
          onChange={(e) => setFee(e.target.value)}
          style={{ width: 70 }}
        />
        <InputGroup
          placeholder={t('reservations.delivery.minimum')}
          value={minimum}
          onChange={(e) => setMinimum(e.target.value)}
          style={{ width: 70 }}
        />
        <InputGroup
          aria-label={t('reservations.delivery.freeOver')}
          placeholder={t('reservations.delivery.freeOver')}
          value={freeOver}
          onChange={(e) => setFreeOver(e.target.value)}
          style={{ width: 80 }}
        />
        <Button
          icon="add"
          disabled={!name.trim()}
          onClick={() => void handleAdd()}
          aria-label={t('reservations.delivery.addZone')}
        />
      </div>
    </div>
  );
}
