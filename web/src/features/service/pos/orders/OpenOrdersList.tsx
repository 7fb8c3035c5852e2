import { Card, Classes, NonIdealState, Tag } from '@blueprintjs/core';
import { memo } from 'react';
import { usePosT } from '../../../../app/i18n/pos';
import { money } from '../money';
import { SyncTag } from '../offline/OfflineBar';
import type { Order } from '../pos.types';

const OrderCard = memo(function OrderCard({
  order,
  isSelected,
  onSelect,
}: {
  order: Order;
  isSelected: boolean;
  onSelect: (id: string) => void;
}) {
  const t = usePosT();
  const ready = order.items.filter((i) => i.status === 'ready').length;
  return (
    <Card
      interactive
      selected={isSelected}
      onClick={() => onSelect(order.id)}
      style={{ padding: 12 }}
      data-testid={`open-order-${order.displayNo || order.id}`}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        <strong>#{order.displayNo}</strong>
        <span>{money(order.totals.subtotal)}</span>
      </div>
      <div>{order.target}</div>
      <div className={Classes.TEXT_SMALL}>
        {t('order.itemCount', { count: order.totals.itemCount })}{' '}
        {ready > 0 && <Tag intent="success">{t('order.readyCount', { count: ready })}</Tag>}{' '}
        <SyncTag orderId={order.id} />
      </div>
    </Card>
  );
});

/** Open orders of every type (takeaway and delivery have no table on the floor). */
export function OpenOrdersList({
  orders,
  selectedId,
  onSelect,
}: {
  orders: Order[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const t = usePosT();
  if (orders.length === 0) return <NonIdealState icon="th-list" title={t('order.noOpen')} />;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 8 }}>
      {orders.map((o) => (
        <OrderCard key={o.id} order={o} isSelected={o.id === selectedId} onSelect={onSelect} />
      ))}
    </div>
  );
}
