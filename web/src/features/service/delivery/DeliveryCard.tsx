import { Button, Callout, Card, Classes, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from './delivery.api';
import type { Delivery } from './delivery.types';

const STATUS_INTENT = {
  unassigned: 'warning',
  assigned: 'primary',
  picked_up: 'primary',
  delivered: 'success',
  failed: 'danger',
} as const;

/** One delivery: order number, status, address, contact, items and the cash to collect. */
export function DeliveryCard({
  delivery,
  children,
  compact = false,
}: {
  delivery: Delivery;
  children?: ReactNode;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card
      className="ros-delivery-card"
      data-testid={`delivery-${delivery.orderDisplayNo}`}
      data-status={delivery.status}
      style={{ marginBottom: 8, padding: 12 }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <strong>{t('reservations.delivery.orderNo', { no: delivery.orderDisplayNo })}</strong>
        <span style={{ display: 'flex', gap: 4 }}>
          {delivery.kitchenStatus === 'ready' && (
            <Tag intent="success" minimal>
              {t('reservations.delivery.kitchenReady')}
            </Tag>
          )}
          <Tag intent={STATUS_INTENT[delivery.status]} data-testid="delivery-status">
            {t(`reservations.delivery.status.${delivery.status}`)}
          </Tag>
        </span>
      </div>
      <div style={{ marginTop: 6 }}>{delivery.address}</div>
      <div className={Classes.TEXT_MUTED}>
        {[delivery.contactName, delivery.contactPhone].filter(Boolean).join(' · ')}
        {delivery.zoneName ? ` · ${delivery.zoneName}` : ''}
      </div>
      {!compact && (
        <ul style={{ margin: '6px 0', paddingLeft: 18 }}>
          {delivery.items.map((i, n) => (
            <li key={n}>
              {i.quantity} × {i.name}
              {i.remarks ? ` (${i.remarks})` : ''}
            </li>
          ))}
        </ul>
      )}
      {delivery.notes && <div className={Classes.TEXT_MUTED}>{delivery.notes}</div>}
      {delivery.belowMinimum !== null && (
        <Callout intent="warning" compact icon="warning-sign" style={{ marginTop: 6 }}>
          {t('reservations.delivery.belowMinimum', { zone: delivery.zoneName, minimum: money(delivery.belowMinimum) })}
        </Callout>
      )}
      <div style={{ marginTop: 6 }}>
        {t('reservations.delivery.cashToCollect')}:{' '}
        <strong data-testid="cash-to-collect">{money(delivery.cashToCollect)}</strong>
        {delivery.driverName && (
          <span className={Classes.TEXT_MUTED}>
            {' '}
            · {t('reservations.delivery.driver')}: {delivery.driverName}
          </span>
        )}
      </div>
      {delivery.failureReason && <div className={Classes.INTENT_DANGER}>{delivery.failureReason}</div>}
      {children && <div style={{ marginTop: 8, display: 'flex', gap: 8, flexWrap: 'wrap' }}>{children}</div>}
    </Card>
  );
}

/** A large touch-friendly button for the driver's phone. */
export const BigButton = (props: React.ComponentProps<typeof Button>) => <Button large {...props} />;
