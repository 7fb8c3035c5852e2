import { Button, Callout, Card, Classes, H5, HTMLSelect, Switch, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../app/toaster';
import { PageHeader } from '../../components/PageHeader';
import { isPlanRequired, UpgradePrompt } from '../reservations/UpgradePrompt';
import { DeliveryCard } from './DeliveryCard';
import { deliveryApi, money, type Delivery, type Driver } from './delivery.api';
import { useLiveResource } from './useDeliveries';
import { ZonesPanel } from './ZonesPanel';

const LIVE = ['delivery.', 'ticket.', 'order.', 'bill.'] as const;
const loadBoard = async (rid: string) => {
  const [deliveries, pending, drivers, zones] = await Promise.all([deliveryApi.list(rid, false), deliveryApi.pending(rid), deliveryApi.drivers(rid), deliveryApi.zones(rid)]);
  return { deliveries: deliveries.data, pending: pending.data, drivers: drivers.data, zones: zones.data };
};

/** The manager's dispatch board: orders to dispatch, unassigned, on the way, done; drivers on shift; live. */
export default function DispatchBoardPage() {
  const { t } = useTranslation();
  const { rid, data, error, reload } = useLiveResource(loadBoard, LIVE);
  const [zoneFor, setZoneFor] = useState<Record<string, string>>({});

  if (isPlanRequired(error)) {
    return (
      <div className="ros-page">
        <PageHeader title={t('reservations.delivery.boardTitle')} />
        <UpgradePrompt feature="delivery" />
      </div>
    );
  }
  const run = async (p: Promise<unknown>) => {
    try {
      await p;
      reload();
    } catch (e) {
      toastError(e);
    }
  };
  const onShift = (data?.drivers ?? []).filter((d) => d.isOnShift);
  const columns: { key: string; title: string; items: Delivery[] }[] = [
    { key: 'unassigned', title: t('reservations.delivery.status.unassigned'), items: (data?.deliveries ?? []).filter((d) => d.status === 'unassigned') },
    { key: 'active', title: t('reservations.delivery.onTheWay'), items: (data?.deliveries ?? []).filter((d) => d.status === 'assigned' || d.status === 'picked_up') },
    { key: 'done', title: t('reservations.delivery.done'), items: (data?.deliveries ?? []).filter((d) => d.status === 'delivered' || d.status === 'failed').slice(0, 20) },
  ];

  return (
    <div className="ros-page" data-testid="dispatch-board">
      <PageHeader title={t('reservations.delivery.boardTitle')} description={t('reservations.delivery.boardSubtitle')} />
      {error ? <Callout intent="danger">{t('reservations.common.loadFailed')}</Callout> : null}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 12, alignItems: 'start' }}>
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
                  options={[{ value: '', label: t('reservations.delivery.noZone') }, ...(data?.zones ?? []).filter((z) => z.isActive).map((z) => ({ value: z.id, label: `${z.name} (+${money(z.fee)})` }))]}
                />
                <Button intent="primary" onClick={() => rid && void run(deliveryApi.create(rid, { orderId: o.orderId, zoneId: zoneFor[o.orderId] || null }))}>
                  {t('reservations.delivery.dispatch')}
                </Button>
              </div>
            </Card>
          ))}
        </section>
        {columns.map((c) => (
          <section key={c.key} data-testid={`column-${c.key}`}>
            <H5>{c.title} <Tag minimal round>{c.items.length}</Tag></H5>
            {c.items.map((d) => (
              <DeliveryCard key={d.id} delivery={d} compact={c.key === 'done'}>
                {(d.status === 'unassigned' || d.status === 'assigned') && (
                  <AssignSelect drivers={onShift} value={d.driverMemberId} onAssign={(memberId) => rid && void run(deliveryApi.assign(rid, d.id, memberId))} />
                )}
                {d.status === 'assigned' && <Button minimal onClick={() => rid && void run(deliveryApi.setStatus(rid, d.id, 'unassigned'))}>{t('reservations.delivery.unassign')}</Button>}
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
                onChange={(e) => rid && void run(deliveryApi.setShift(rid, d.memberId, e.currentTarget.checked))}
                style={{ margin: 0 }}
              />
            </Card>
          ))}
          {data && data.drivers.length === 0 && <p className={Classes.TEXT_MUTED}>{t('reservations.delivery.noDrivers')}</p>}
          {rid && data && <ZonesPanel rid={rid} zones={data.zones} onChanged={reload} />}
        </section>
      </div>
    </div>
  );
}

function AssignSelect({ drivers, value, onAssign }: { drivers: Driver[]; value: string | null; onAssign: (memberId: string) => void }) {
  const { t } = useTranslation();
  return (
    <HTMLSelect
      aria-label={t('reservations.delivery.assignTo')}
      value={value ?? ''}
      onChange={(e) => e.currentTarget.value && onAssign(e.currentTarget.value)}
      options={[{ value: '', label: t('reservations.delivery.assignTo') }, ...drivers.map((d) => ({ value: d.memberId, label: d.name }))]}
    />
  );
}
