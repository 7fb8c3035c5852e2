import { Button, Callout, Card, Classes, H5, HTMLSelect, Switch, Tag } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlanRequired } from '../../../api/errors';
import { toastError } from '../../../app/toaster';
import { PageHeader } from '../../../components/PageHeader';
import { UpgradePrompt } from '../../../components/UpgradePrompt';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { DeliveryCard } from './DeliveryCard';
import {
  money,
  useAssignDeliveryMutation,
  useCreateDeliveryMutation,
  useListDeliveriesQuery,
  useListDriversQuery,
  useListZonesQuery,
  usePendingOrdersQuery,
  useSetDeliveryStatusMutation,
  useSetShiftMutation,
} from './delivery.api';
import type { Delivery, Driver } from './delivery.types';
import { ZonesPanel } from './ZonesPanel';

/** Every part of the board, once all four are read. */
function useBoard(rid: string | null) {
  const deliveries = useListDeliveriesQuery(rid ? { rid, active: false } : skipToken);
  const pending = usePendingOrdersQuery(rid ?? skipToken);
  const drivers = useListDriversQuery(rid ?? skipToken);
  const zones = useListZonesQuery(rid ?? skipToken);
  const error = deliveries.error ?? pending.error ?? drivers.error ?? zones.error;
  const data =
    deliveries.data && pending.data && drivers.data && zones.data
      ? { deliveries: deliveries.data, pending: pending.data, drivers: drivers.data, zones: zones.data }
      : null;
  return { data, error };
}

/** The manager's dispatch board: orders to dispatch, unassigned, on the way, done; drivers on shift; live. */
export default function DispatchBoardPage() {
  const { t } = useTranslation();
  const rid = useAppSelector(selectCurrentRestaurantId);
  const { data, error } = useBoard(rid);
  const [zoneFor, setZoneFor] = useState<Record<string, string>>({});
  const [createDelivery] = useCreateDeliveryMutation();
  const [assignDelivery] = useAssignDeliveryMutation();
  const [setDeliveryStatus] = useSetDeliveryStatusMutation();
  const [setShift] = useSetShiftMutation();

  if (isPlanRequired(error)) {
    return (
      <div className="ros-page">
        <PageHeader title={t('reservations.delivery.boardTitle')} />
        <UpgradePrompt
          variant="page"
          title={t('reservations.upgrade.deliveryTitle')}
          body={t('reservations.upgrade.body')}
        />
      </div>
    );
  }
  const run = async (p: { unwrap: () => Promise<unknown> }) => {
    try {
      await p.unwrap();
    } catch (e) {
      toastError(e);
    }
  };
  const onShift = (data?.drivers ?? []).filter((d) => d.isOnShift);
  const columns: { key: string; title: string; items: Delivery[] }[] = [
    {
      key: 'unassigned',
      title: t('reservations.delivery.status.unassigned'),
      items: (data?.deliveries ?? []).filter((d) => d.status === 'unassigned'),
    },
    {
      key: 'active',
      title: t('reservations.delivery.onTheWay'),
      items: (data?.deliveries ?? []).filter((d) => d.status === 'assigned' || d.status === 'picked_up'),
    },
    {
      key: 'done',
      title: t('reservations.delivery.done'),
      items: (data?.deliveries ?? []).filter((d) => d.status === 'delivered' || d.status === 'failed').slice(0, 20),
    },
  ];

  return (
    <div className="ros-page" data-testid="dispatch-board">
      <PageHeader
        title={t('reservations.delivery.boardTitle')}
        description={t('reservations.delivery.boardSubtitle')}
      />
      {error ? <Callout intent="danger">{t('reservations.common.loadFailed')}</Callout> : null}
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
          gap: 12,
          alignItems: 'start',
        }}
      >
        <section data-testid="column-to-dispatch">
          <H5>{t('reservations.delivery.toDispatch')}</H5>
          {(data?.pending ?? []).map((o) => (
            <Card key={o.orderId} style={{ marginBottom: 8, padding: 12 }}>
              <strong>{t('reservations.delivery.orderNo', { no: o.displayNo })}</strong>
              <div>{o.address}</div>
              <div className={Classes.TEXT_MUTED}>{[o.customerName, o.phone].filter(Boolean).join(' · ')}</div>
              <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
                <HTMLSelect
                  aria-label={t('reservations.delivery.zone')}
                  value={zoneFor[o.orderId] ?? ''}
                  onChange={(e) => setZoneFor({ ...zoneFor, [o.orderId]: e.currentTarget.value })}
                  options={[
                    { value: '', label: t('reservations.delivery.noZone') },
                    ...(data?.zones ?? [])
                      .filter((z) => z.isActive)
                      .map((z) => ({ value: z.id, label: `${z.name} (+${money(z.fee)})` })),
                  ]}
                />
                <Button
                  intent="primary"
                  onClick={() =>
                    rid && void run(createDelivery({ rid, orderId: o.orderId, zoneId: zoneFor[o.orderId] || null }))
                  }
                >
                  {t('reservations.delivery.dispatch')}
                </Button>
              </div>
            </Card>
          ))}
        </section>
        {columns.map((c) => (
          <section key={c.key} data-testid={`column-${c.key}`}>
            <H5>
              {c.title}{' '}
              <Tag minimal round>
                {c.items.length}
              </Tag>
            </H5>
            {c.items.map((d) => (
              <DeliveryCard key={d.id} delivery={d} compact={c.key === 'done'}>
                {(d.status === 'unassigned' || d.status === 'assigned') && (
                  <AssignSelect
                    drivers={onShift}
                    value={d.driverMemberId}
                    onAssign={(memberId) =>
                      rid && void run(assignDelivery({ rid, id: d.id, driverMemberId: memberId }))
                    }
                  />
                )}
                {d.status === 'assigned' && (
                  <Button
                    minimal
                    onClick={() => rid && void run(setDeliveryStatus({ rid, id: d.id, status: 'unassigned' }))}
                  >
                    {t('reservations.delivery.unassign')}
                  </Button>
                )}
              </DeliveryCard>
            ))}
          </section>
        ))}
        <section data-testid="column-drivers">
          <H5>{t('reservations.delivery.drivers')}</H5>
          {(data?.drivers ?? []).map((d) => (
            <Card key={d.memberId} style={{ marginBottom: 8, padding: 10 }}>
              <Switch
                checked={d.isOnShift}
                label={`${d.name} · ${t('reservations.delivery.activeCount', { count: d.activeDeliveries })}`}
                onChange={(e) =>
                  rid && void run(setShift({ rid, memberId: d.memberId, isOnShift: e.currentTarget.checked }))
                }
                style={{ margin: 0 }}
              />
            </Card>
          ))}
          {data && data.drivers.length === 0 && (
            <p className={Classes.TEXT_MUTED}>{t('reservations.delivery.noDrivers')}</p>
          )}
          {rid && data && <ZonesPanel rid={rid} zones={data.zones} />}
        </section>
      </div>
    </div>
  );
}

function AssignSelect({
  drivers,
  value,
  onAssign,
}: {
  drivers: Driver[];
  value: string | null;
  onAssign: (memberId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <HTMLSelect
      aria-label={t('reservations.delivery.assignTo')}
      value={value ?? ''}
      onChange={(e) => e.currentTarget.value && onAssign(e.currentTarget.value)}
      options={[
        { value: '', label: t('reservations.delivery.assignTo') },
        ...drivers.map((d) => ({ value: d.memberId, label: d.name })),
      ]}
    />
  );
}
