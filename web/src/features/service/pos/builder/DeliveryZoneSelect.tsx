import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useListZonesQuery } from '../../delivery';
import { useCan } from '../../../../app/session/useAbility';
import { money } from '../money';

interface Props {
  restaurantId: string;
  zoneId: string | null;
  onChange: (zoneId: string | null) => void;
}

/**
 * The zone of a delivery entered on the POS: its fee, minimum and free-over threshold are applied as
 * for an online order. Shown to those who may read the zones (dispatchers and managers).
 */
export function DeliveryZoneSelect({ restaurantId, zoneId, onChange }: Props) {
  const { t } = useTranslation();
  // Zones are read by those who may see deliveries; for others the select is not shown (and not asked for).
  const canSeeZones = useCan('view', 'delivery');
  const { data: zones } = useListZonesQuery(canSeeZones ? restaurantId : skipToken);
  const active = (zones ?? []).filter((z) => z.isActive);
  if (!active.length) return null;
  return (
    <FormGroup label={t('setup.deliveryZone')} labelFor="order-zone">
      <HTMLSelect id="order-zone" large value={zoneId ?? ''} onChange={(e) => onChange(e.currentTarget.value || null)}>
        <option value="">{t('setup.noZone')}</option>
        {active.map((z) => (
          <option key={z.id} value={z.id}>
            {t('setup.zoneOption', { name: z.name, fee: money(z.fee), minimum: money(z.minimumOrder) })}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
