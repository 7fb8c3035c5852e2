import { Button, Card, Classes, H4, Menu, MenuItem, Popover, Tag } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/store/hooks';
import type { DiningTable } from '../../tables';
import { usePosT } from '../../../../app/i18n/pos';
import { money, newKey } from '../money';
import { orderCommandRequested, ordersActions, selectOrdersState, type OrderCommand } from '../ordersSlice';
import type { Order, OrderItem } from '../pos.types';
import { MessageKitchenButton } from '../../../team/chat';
import { SyncTag } from '../offline/OfflineBar';
import { MoveDialog } from './MoveDialog';
import { OrderItemRow } from './OrderItemRow';
import { VoidDialog } from './VoidDialog';

interface Props {
  order: Order;
  orders: Order[];
  tables: DiningTable[];
  onAddItems: () => void;
  onCheckout: () => void;
}

type Cmd = OrderCommand extends infer C ? (C extends OrderCommand ? Omit<C, 'orderId' | 'key'> : never) : never;

/** A placed order (or draft): items with live statuses, courses to hold/fire, and the order's actions. */
export function OrderPanel({ order, orders, tables, onAddItems, onCheckout }: Props) {
  const t = usePosT();
  const dispatch = useAppDispatch();
  const { busy, voidOverride } = useAppSelector(selectOrdersState);
  const [voiding, setVoiding] = useState<OrderItem | null>(null);
  const [moving, setMoving] = useState<'transfer' | 'merge' | null>(null);
  const run = useCallback(
    (cmd: Cmd) => dispatch(orderCommandRequested({ ...cmd, orderId: order.id, key: newKey() } as OrderCommand)),
    [dispatch, order.id],
  );
  const isDraft = order.status === 'draft';

  const courses = useMemo(() => {
    const map = new Map<string, { name: string; sort: number; items: OrderItem[] }>();
    for (const i of order.items) {
      const name = i.course ?? '';
      const c = map.get(name) ?? { name, sort: i.courseSort ?? 0, items: [] };
      c.items.push(i);
      map.set(name, c);
    }
    return [...map.values()].sort((a, b) => a.sort - b.sort);
  }, [order.items]);
  const hasPending = order.items.some((i) => i.status === 'pending' && !i.isHeld);
  const hasReady = order.items.some((i) => i.status === 'ready');
  const hasFired = order.items.some((i) => i.ticketId);
  const handleServe = useCallback((item: OrderItem) => run({ kind: 'serve', itemId: item.id }), [run]);
  const voidItem = voiding ?? order.items.find((i) => i.id === voidOverride?.itemId) ?? null;

  return (
    <Card style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="order-panel">
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <H4 style={{ margin: 0, flex: 1 }}>
          #{order.displayNo} · {order.target}
        </H4>
        {isDraft && <Tag intent="warning">{t('order.draft')}</Tag>}
        <SyncTag orderId={order.id} />
        <Button
          minimal
          icon="cross"
          aria-label={t('common.close')}
          onClick={() => dispatch(ordersActions.orderSelected(null))}
        />
      </div>
      <div className={Classes.TEXT_MUTED}>
        {order.staff?.name}
        {order.guests ? ` · ${t('order.guests', { count: order.guests })}` : ''}
      </div>
      {courses.map((c) => {
        const pending = c.items.filter((i) => i.status === 'pending');
        const held = pending.some((i) => i.isHeld);
        return (
          <div key={c.name}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 4 }}>
              <strong style={{ flex: 1 }}>
                {c.name ? t(`course.${c.name}`, { defaultValue: c.name }) : t('course.none')}
              </strong>
              {!isDraft && pending.length > 0 && (
                <>
                  <Button
                    small
                    icon={held ? 'play' : 'pause'}
                    text={held ? t('order.release') : t('order.hold')}
                    onClick={() => run({ kind: 'hold', course: c.name, hold: !held })}
                  />
                  <Button
                    small
                    intent="primary"
                    icon="flame"
                    text={t('order.fire')}
                    onClick={() => run({ kind: 'fire', course: c.name })}
                  />
                </>
              )}
            </div>
            {c.items.map((i) => (
              <OrderItemRow
                key={i.id}
                item={i}
                onVoid={setVoiding}
                onServe={handleServe}
                movable={isDraft ? undefined : order}
              />
            ))}
          </div>
        );
      })}
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 16 }}>
        <strong>{t('bill.subTotal')}</strong>
        <strong>{money(order.totals.subtotal)}</strong>
      </div>
      <div className="ros-cart-actions" style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button large icon="add" text={t('order.addItems')} onClick={onAddItems} />
        {isDraft ? (
          <Button
            large
            intent="primary"
            icon="tick"
            text={t('builder.place')}
            disabled={busy}
            onClick={() => run({ kind: 'placeDraft' })}
          />
        ) : (
          <Button
            large
            intent="primary"
            icon="send-to"
            text={t('order.send')}
            disabled={busy || !hasPending}
            onClick={() => run({ kind: 'send' })}
            data-testid="send-order"
          />
        )}
        {!isDraft && <MessageKitchenButton orderId={order.id} orderNumber={order.displayNo} />}
        {hasReady && (
          <Button
            large
            intent="success"
            icon="tick-circle"
            text={t('order.serveAll')}
            onClick={() => run({ kind: 'serve' })}
          />
        )}
        <span style={{ flex: 1 }} />
        <Popover
          placement="bottom-end"
          content={
            <Menu large>
              <MenuItem
                icon="refresh"
                text={t('order.reprintKot')}
                disabled={!hasFired}
                onClick={() => run({ kind: 'reprint' })}
              />
              {order.type === 'dine_in' && (
                <MenuItem icon="swap-horizontal" text={t('order.transfer')} onClick={() => setMoving('transfer')} />
              )}
              <MenuItem icon="merge-columns" text={t('order.merge')} onClick={() => setMoving('merge')} />
              {!hasFired && (
                <MenuItem
                  icon="disable"
                  intent="danger"
                  text={isDraft ? t('order.deleteDraft') : t('order.cancel')}
                  onClick={() => run({ kind: 'cancel', reason: t('order.cancelledAtPos') })}
                />
              )}
            </Menu>
          }
        >
          <Button large icon="more" aria-label={t('order.more')} />
        </Popover>
        {!isDraft && (
          <Button
            large
            intent="success"
            icon="dollar"
            text={t('order.checkout')}
            onClick={onCheckout}
            data-testid="checkout"
          />
        )}
      </div>
      <VoidDialog
        key={voidItem?.id ?? 'none'}
        item={voidItem}
        needsOverride={!!voidOverride}
        initialReason={voidOverride?.reason}
        onClose={() => {
          setVoiding(null);
          dispatch(ordersActions.voidOverrideDismissed());
        }}
        onVoid={(reason, approver) => {
          if (voidItem) run({ kind: 'void', itemId: voidItem.id, reason, ...approver });
          setVoiding(null);
          dispatch(ordersActions.voidOverrideDismissed());
        }}
      />
      <MoveDialog
        mode={moving}
        order={order}
        tables={tables}
        orders={orders}
        onClose={() => setMoving(null)}
        onTransfer={(tableId) => {
          run({ kind: 'transfer', tableId });
          setMoving(null);
        }}
        onMerge={(sourceOrderId) => {
          run({ kind: 'merge', sourceOrderId });
          setMoving(null);
        }}
      />
    </Card>
  );
}
