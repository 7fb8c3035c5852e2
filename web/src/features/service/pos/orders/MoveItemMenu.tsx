import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useState } from 'react';
import { useMoveItemsMutation } from '../posCommands.api';
import { toastError, toastSuccess } from '../../../../app/toaster';
import { useAppDispatch, useAppSelector } from '../../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../../app/session/sessionSlice';
import { usePosT } from '../../../../app/i18n/pos';
import type { Order, OrderItem } from '../pos.types';
import { ordersActions, selectOpenOrders } from '../ordersSlice';

/** An item's "Move to…" menu: the item goes to another open order (POST …/move-items). */
export function MoveItemMenu({ order, item }: { order: Order; item: OrderItem }) {
  const t = usePosT();
  const dispatch = useAppDispatch();
  const rid = useAppSelector(selectCurrentRestaurantId);
  const targets = useAppSelector(selectOpenOrders).filter((o) => o.id !== order.id && o.status === 'open');
  const [isBusy, setBusy] = useState(false);
  const [moveItems] = useMoveItemsMutation();
  if (!rid || !targets.length || item.status === 'voided') return null;
  const handleMove = async (target: Order) => {
    setBusy(true);
    try {
      const moved = await moveItems({
        rid,
        orderId: order.id,
        version: order.version,
        targetOrderId: target.id,
        targetVersion: target.version,
        itemIds: [item.id],
      }).unwrap();
      dispatch(ordersActions.orderSaved(moved.source));
      dispatch(ordersActions.orderSaved(moved.target));
      void toastSuccess(t('order.moved', { name: item.name, target: target.target }));
    } catch (error) {
      void toastError(error);
    } finally {
      setBusy(false);
    }
  };
  const menu = (
    <Menu aria-label={t('order.moveTo')}>
      {targets.map((o) => (
        <MenuItem key={o.id} text={o.target} onClick={() => void handleMove(o)} />
      ))}
    </Menu>
  );
  return (
    <Popover content={menu} placement="bottom-end">
      <Button
        large
        minimal
        icon="move"
        loading={isBusy}
        aria-label={t('order.moveItem', { name: item.name })}
        title={t('order.moveTo')}
      />
    </Popover>
  );
}
