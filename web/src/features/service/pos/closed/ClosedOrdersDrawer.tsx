import { Button, Card, Drawer, DrawerSize, FormGroup, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useState } from 'react';
import { useAppSelector } from '../../../../app/store/hooks';
import { selectCurrentRestaurant } from '../../../../app/session/sessionSlice';
import { PaymentsList } from '../checkout/PaymentsList';
import { ReversalDialog } from '../checkout/ReversalDialog';
import '../checkout/checkoutSaga';
import { usePosT } from '../../../../app/i18n/pos';
import { money } from '../money';
import type { Order } from '../pos.types';
import { useClosedOrderBillsQuery, useListClosedOrdersQuery } from './closedOrders.api';

/** Today's date where the browser is (the POS stands in the restaurant). */
const today = () => new Date().toLocaleDateString('sv');

/** One closed order: its bills with their payments, each refundable or voidable (the checkout's reversal dialog). */
function ClosedOrder({ rid, order }: { rid: string; order: Order }) {
  const t = usePosT();
  const bills = useClosedOrderBillsQuery({ rid, orderId: order.id });
  return (
    <Card compact style={{ marginBottom: 8 }} role="region" aria-label={t('closed.order', { no: order.displayNo })}>
      <strong>{t('closed.order', { no: order.displayNo })}</strong> · {money(order.totals.subtotal)}
      {bills.isLoading && <Spinner size={16} />}
      {bills.data?.map((bill) => (
        <div key={bill.id}>
          <div>
            {t('bill.number', { billNo: bill.billNo })} · {bill.statusLabel}
          </div>
          <PaymentsList bill={bill} disabled={false} />
          <ReversalDialog bill={bill} />
        </div>
      ))}
    </Card>
  );
}

/** The POS's closed orders of today, searchable by number, to refund or void their payments. */
export function ClosedOrdersDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const t = usePosT();
  const rid = useAppSelector(selectCurrentRestaurant)?._id ?? '';
  const [q, setQ] = useState('');
  const searchId = useId();
  const orders = useListClosedOrdersQuery(isOpen && rid ? { rid, from: today(), q: q.trim() } : skipToken);
  const list = orders.currentData?.data ?? [];
  return (
    <Drawer isOpen={isOpen} onClose={onClose} size={DrawerSize.STANDARD} title={t('closed.title')}>
      <div role="dialog" aria-label={t('closed.title')} style={{ padding: 16, overflow: 'auto' }}>
        <FormGroup label={t('closed.search')} labelFor={searchId}>
          <InputGroup id={searchId} type="search" leftIcon="search" value={q} onValueChange={setQ} />
        </FormGroup>
        {orders.isError && <NonIdealState icon="error" title={t('common.loadFailed')} />}
        {orders.isFetching && !orders.currentData && <Spinner />}
        {orders.currentData && list.length === 0 && <NonIdealState icon="inbox" title={t('closed.none')} />}
        {list.map((o) => (
          <ClosedOrder key={o.id} rid={rid} order={o} />
        ))}
      </div>
    </Drawer>
  );
}

/** The POS header's button that opens the closed orders. */
export function ClosedOrdersButton() {
  const t = usePosT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button large icon="history" text={t('closed.button')} onClick={() => setOpen(true)} />
      <ClosedOrdersDrawer isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}
