import { Button, Callout } from '@blueprintjs/core';
import { useAppDispatch, useAppSelector } from '../../../../app/store/hooks';
import { usePosT } from '../../../../app/i18n/pos';
import { money, newKey } from '../money';
import { selectOrdersState } from '../ordersSlice';
import { offlineCashRequested, selectWaitingByOrder } from './outboxSlice';

/**
 * The checkout without the server: cash for the whole order is taken now and recorded on reconnect
 * (the bill, with its service charge and tax, is made then; its balance is what the payment records).
 */
export function OfflineCashPanel({ orderId }: { orderId: string }) {
  const t = usePosT();
  const dispatch = useAppDispatch();
  const order = useAppSelector((s) => selectOrdersState(s).orders.entities[orderId]);
  const taken = useAppSelector(selectWaitingByOrder).get(orderId)?.includes('payCash') ?? false;
  if (!order) return null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="offline-checkout">
      <Callout intent="warning" icon="offline" title={t('offline.checkoutTitle')}>
        {t('offline.checkoutHint', { subtotal: money(order.totals.subtotal) })}
      </Callout>
      {taken ? (
        <Callout intent="success" icon="tick-circle" data-testid="offline-cash-taken">
          {t('offline.cashWaiting')}
        </Callout>
      ) : (
        <Button
          large
          intent="success"
          icon="dollar"
          text={t('offline.takeCash')}
          onClick={() => dispatch(offlineCashRequested({ orderId, key: newKey() }))}
          data-testid="offline-take-cash"
        />
      )}
    </div>
  );
}
