import { Button, Classes, type Intent, Tag } from '@blueprintjs/core';
import { memo } from 'react';
import { usePosT } from '../../../../app/i18n/pos';
import { money } from '../money';
import type { ItemStatus, Order, OrderItem } from '../pos.types';
import { MoveItemMenu } from './MoveItemMenu';

export const ITEM_INTENT: Record<ItemStatus, Intent> = {
  pending: 'none',
  fired: 'primary',
  preparing: 'warning',
  ready: 'success',
  served: 'none',
  voided: 'danger',
};

interface Props {
  item: OrderItem;
  onVoid: (item: OrderItem) => void;
  onServe: (item: OrderItem) => void;
  /** The placed order the item is in: its "Move to…" menu offers the other open orders. */
  movable?: Order;
}

/** One line of a placed order with its live kitchen status. */
export const OrderItemRow = memo(function OrderItemRow({ item, onVoid, onServe, movable }: Props) {
  const t = usePosT();
  const isVoided = item.status === 'voided';
  return (
    <div
      data-testid={`order-item-${item.name}`}
      data-status={item.status}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '6px 0',
        borderBottom: '1px solid rgba(0,0,0,.08)',
        opacity: isVoided ? 0.55 : 1,
      }}
    >
      <span style={{ width: 28, textAlign: 'right', fontWeight: 600 }}>{item.quantity}×</span>
      <div style={{ flex: 1, minWidth: 0, textDecoration: isVoided ? 'line-through' : undefined }}>
        <strong>{item.name}</strong>
        {item.variantName && <span className={Classes.TEXT_MUTED}> · {item.variantName}</span>}
        <div className={Classes.TEXT_SMALL}>
          {item.modifiers.map((m) => m.name).join(', ')}
          {item.remarks && <em> “{item.remarks}”</em>}
          {item.seat && ` · ${t('builder.seatN', { n: item.seat })}`}
          {isVoided && item.voidReason && ` · ${item.voidReason}`}
        </div>
      </div>
      {item.isHeld && item.status === 'pending' && (
        <Tag minimal intent="warning">
          {t('builder.held')}
        </Tag>
      )}
      <Tag large minimal={item.status !== 'ready'} intent={ITEM_INTENT[item.status]} data-testid="item-status">
        {t(`itemStatus.${item.status}`)}
      </Tag>
      <span style={{ width: 64, textAlign: 'right' }}>{money(item.subTotal)}</span>
      {item.status === 'ready' && (
        <Button
          large
          icon="tick"
          intent="success"
          aria-label={t('order.serve')}
          title={t('order.serve')}
          onClick={() => onServe(item)}
        />
      )}
      {movable && <MoveItemMenu order={movable} item={item} />}
      {!isVoided && item.status !== 'served' && (
        <Button
          large
          minimal
          icon="trash"
          aria-label={t('order.void')}
          title={t('order.void')}
          onClick={() => onVoid(item)}
        />
      )}
    </div>
  );
});
