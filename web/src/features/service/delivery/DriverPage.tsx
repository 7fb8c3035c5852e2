import { Callout, H3, NonIdealState, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { isPlanRequired } from '../../../api/errors';
import { toastError } from '../../../app/toaster';
import { UpgradePrompt } from '../../../components/UpgradePrompt';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId, selectUser } from '../../../app/session/sessionSlice';
import { BigButton, DeliveryCard } from './DeliveryCard';
import {
  useListDeliveriesQuery,
  useListDriversQuery,
  useSetDeliveryStatusMutation,
  useSetShiftMutation,
} from './delivery.api';
import type { Delivery } from './delivery.types';

/**
 * The driver's page (mobile first): my assigned deliveries arrive live (`delivery.assigned`), with
 * address, items and cash to collect; mark picked up and delivered. The server sends only mine.
 */
export default function DriverPage() {
  const { t } = useTranslation();
  const rid = useAppSelector(selectCurrentRestaurantId);
  const { data, error } = useListDeliveriesQuery(rid ? { rid, active: true } : skipToken);
  // Drivers may not read the driver list: their shift switch then starts off.
  const drivers = useListDriversQuery(rid ?? skipToken);
  const [setDeliveryStatus] = useSetDeliveryStatusMutation();
  const [setShift] = useSetShiftMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [onShift, setOnShift] = useState<boolean | null>(null);
  const user = useAppSelector(selectUser);

  if (isPlanRequired(error)) {
    return (
      <div className="ros-page">
        <UpgradePrompt
          variant="page"
          title={t('reservations.upgrade.deliveryTitle')}
          body={t('reservations.upgrade.body')}
        />
      </div>
    );
  }

  const act = async (d: Delivery, status: 'picked_up' | 'delivered' | 'failed') => {
    if (!rid) return;
    let reason: string | undefined;
    if (status === 'failed') {
      reason = window.prompt(t('reservations.delivery.failReason')) ?? undefined;
      if (!reason) return;
    }
    setBusy(d.id);
    try {
      await setDeliveryStatus({ rid, id: d.id, status, reason }).unwrap();
    } catch (e) {
      toastError(e);
    } finally {
      setBusy(null);
    }
  };
  const toggleShift = async (value: boolean) => {
    if (!rid) return;
    try {
      setOnShift((await setShift({ rid, memberId: 'me', isOnShift: value }).unwrap()).isOnShift);
    } catch (e) {
      toastError(e);
    }
  };
  const mine = (data ?? []).filter((d) => d.status === 'assigned' || d.status === 'picked_up');
  const shift = onShift ?? drivers.data?.find((d) => d.userId === user?.id)?.isOnShift ?? false;

  return (
    <div style={{ maxWidth: 560, margin: '0 auto', padding: 12 }} data-testid="driver-page">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <H3 style={{ margin: 0 }}>{t('reservations.delivery.myDeliveries')}</H3>
        <Switch
          large
          checked={shift}
          label={t('reservations.delivery.onShift')}
          onChange={(e) => void toggleShift(e.currentTarget.checked)}
          style={{ margin: 0 }}
        />
      </div>
      {error && !isPlanRequired(error) ? (
        <Callout intent="danger" style={{ marginTop: 12 }}>
          {t('reservations.common.loadFailed')}
        </Callout>
      ) : null}
      <div style={{ marginTop: 12 }}>
        {data && mine.length === 0 && (
          <NonIdealState icon="drive-time" title={t('reservations.delivery.noneAssigned')} />
        )}
        {mine.map((d) => (
          <DeliveryCard key={d.id} delivery={d}>
            {d.status === 'assigned' && (
              <BigButton intent="primary" loading={busy === d.id} onClick={() => void act(d, 'picked_up')}>
                {t('reservations.delivery.markPickedUp')}
              </BigButton>
            )}
            {d.status === 'picked_up' && (
              <BigButton intent="success" loading={busy === d.id} onClick={() => void act(d, 'delivered')}>
                {t('reservations.delivery.markDelivered')}
              </BigButton>
            )}
            <BigButton minimal intent="danger" disabled={busy === d.id} onClick={() => void act(d, 'failed')}>
              {t('reservations.delivery.markFailed')}
            </BigButton>
          </DeliveryCard>
        ))}
      </div>
    </div>
  );
}
