import { Callout, H3, NonIdealState, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../app/toaster';
import { useAppSelector } from '../../store/hooks';
import { selectUser } from '../session/sessionSlice';
import { isPlanRequired, UpgradePrompt } from '../reservations/UpgradePrompt';
import { BigButton, DeliveryCard } from './DeliveryCard';
import { deliveryApi, type Delivery } from './delivery.api';
import { useLiveResource } from './useDeliveries';

const loadMine = (rid: string) => deliveryApi.list(rid, true);
const loadDrivers = (rid: string) => deliveryApi.drivers(rid).catch(() => ({ data: [] }));

/**
 * The driver's page (mobile first): my assigned deliveries arrive live (`delivery.assigned`), with
 * address, items and cash to collect; mark picked up and delivered. The server sends only mine.
 */
export default function DriverPage() {
  const { t } = useTranslation();
  const { rid, data, error, reload } = useLiveResource(loadMine, ['delivery.']);
  const [busy, setBusy] = useState<string | null>(null);
  const [onShift, setOnShift] = useState<boolean | null>(null);
  const drivers = useLiveResource(loadDrivers, ['delivery.driver_shift_changed']);
  const user = useAppSelector(selectUser);

  if (isPlanRequired(error)) return <div className="ros-page"><UpgradePrompt feature="delivery" /></div>;

  const act = async (d: Delivery, status: 'picked_up' | 'delivered' | 'failed') => {
    if (!rid) return;
    let reason: string | undefined;
    if (status === 'failed') {
      reason = window.prompt(t('reservations.delivery.failReason')) ?? undefined;
      if (!reason) return;
    }
    setBusy(d.id);
    try {
      await deliveryApi.setStatus(rid, d.id, status, reason);
      reload();
    } catch (e) {
      toastError(e);
    } finally {
      setBusy(null);
    }
  };
  const toggleShift = async (value: boolean) => {
    if (!rid) return;
    try {
      setOnShift((await deliveryApi.setShift(rid, 'me', value)).isOnShift);
    } catch (e) {
      toastError(e);
    }
  };
  const mine = (data?.data ?? []).filter((d) => d.status === 'assigned' || d.status === 'picked_up');
  const shift = onShift ?? drivers.data?.data.find((d) => d.userId === user?.id)?.isOnShift ?? false;

  return (
    <div style={{ maxWidth: 560, margin: '0 auto', padding: 12 }} data-testid="driver-page">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <H3 style={{ margin: 0 }}>{t('reservations.delivery.myDeliveries')}</H3>
        <Switch large checked={shift} label={t('reservations.delivery.onShift')} onChange={(e) => void toggleShift(e.currentTarget.checked)} style={{ margin: 0 }} />
      </div>
      {error && !isPlanRequired(error) ? <Callout intent="danger" style={{ marginTop: 12 }}>{t('reservations.common.loadFailed')}</Callout> : null}
      <div style={{ marginTop: 12 }}>
        {data && mine.length === 0 && <NonIdealState icon="drive-time" title={t('reservations.delivery.noneAssigned')} />}
        {mine.map((d) => (
          <DeliveryCard key={d.id} delivery={d}>
            {d.status === 'assigned' && <BigButton intent="primary" loading={busy === d.id} onClick={() => void act(d, 'picked_up')}>{t('reservations.delivery.markPickedUp')}</BigButton>}
            {d.status === 'picked_up' && <BigButton intent="success" loading={busy === d.id} onClick={() => void act(d, 'delivered')}>{t('reservations.delivery.markDelivered')}</BigButton>}
            <BigButton minimal intent="danger" disabled={busy === d.id} onClick={() => void act(d, 'failed')}>{t('reservations.delivery.markFailed')}</BigButton>
          </DeliveryCard>
        ))}
      </div>
    </div>
  );
}
