import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  NonIdealState,
  Spinner,
  Tab,
  Tabs,
  Tag,
} from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/store/hooks';
import { ChargeToAccountButton } from '../../customers';
import { printOrBrowser } from '../../printers';
import { selectCurrentRestaurant } from '../../../../app/session/sessionSlice';
import { usePosT } from '../../../../app/i18n/pos';
import { money, newKey } from '../money';
import { OfflineCashPanel } from '../offline/OfflineCashPanel';
import { isLocalOrderId } from '../offline/outbox.types';
import { selectOutbox } from '../offline/outboxSlice';
import { selectOpenOrderById } from '../ordersSlice';
import { posApi } from '../pos.api';
import { BillAdjustments } from './BillAdjustments';
import { BillPreview } from './BillPreview';
import { CompDialog } from './CompDialog';
import './checkoutSaga';
import {
  checkoutActions,
  checkoutRequested,
  selectActiveBill,
  selectCheckout,
  selectPayableBills,
  selectSplitParent,
} from './checkoutSlice';
import { PaymentPanel } from './PaymentPanel';
import { PaymentsList } from './PaymentsList';
import { openPdf } from './pdf';
import { Receipt } from './Receipt';
import { ReversalDialog } from './ReversalDialog';
import { SplitPanel } from './SplitPanel';

/** Checkout: bill preview (adjust, split) → "Proceed payment" → payments → print. */
export function CheckoutDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const t = usePosT();
  const dispatch = useAppDispatch();
  const restaurant = useAppSelector(selectCurrentRestaurant);
  const checkout = useAppSelector(selectCheckout);
  const bills = useAppSelector(selectPayableBills);
  const bill = useAppSelector(selectActiveBill);
  const parent = useAppSelector(selectSplitParent);
  const order = useAppSelector((state) => selectOpenOrderById(state, orderId));
  // Items never sent to the kitchen are billed too: the preview says which they are.
  const unsentItemIds = useMemo(
    () => new Set((order?.items ?? []).filter((i) => i.status === 'pending').map((i) => i.id)),
    [order],
  );
  const [step, setStep] = useState<'preview' | 'pay'>('preview');
  const [showSplit, setShowSplit] = useState(false);
  const [comping, setComping] = useState(false);
  // Without the server (or for an order it has not got yet) the checkout takes cash for the whole order, recorded on reconnect.
  const isOfflineNow = useAppSelector(selectOutbox).isOffline;
  const [offline] = useState(() => isOfflineNow || isLocalOrderId(orderId) || navigator.onLine === false);

  useEffect(() => {
    if (offline) return;
    dispatch(checkoutRequested({ orderId, key: newKey() }));
    return () => {
      dispatch(checkoutActions.closed());
    };
  }, [dispatch, orderId, offline]);

  const hasPayments = bills.some((b) => b.paid > 0);
  const [printing, setPrinting] = useState(false);
  // On the receipt printer when the restaurant has one, else the browser's 80 mm print.
  const handlePrint = async () => {
    if (!bill || !restaurant) return;
    setPrinting(true);
    await printOrBrowser(() => posApi.printReceipt(restaurant._id, bill.id), {
      sent: (printer) => t('checkout.printSent', { printer }),
      browser: t('checkout.printBrowser'),
    });
    setPrinting(false);
  };
  const body = () => {
    if (offline || (checkout.status === 'error' && (isOfflineNow || navigator.onLine === false)))
      return <OfflineCashPanel orderId={orderId} />;
    if (checkout.status === 'error') return <NonIdealState icon="error" title={t('common.loadFailed')} />;
    if (!bill) return <Spinner />;
    return (
      <>
        {parent && (
          // The split bill itself is paid through its parts: shown as Split, never as due.
          <div data-testid="split-parent" style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 4 }}>
            <span>{t('bill.number', { billNo: parent.number })}</span>
            <Tag minimal intent="primary" icon="split-columns">
              {t('split.status')}
            </Tag>
            {/* The parts' current totals: a part changed after the split (a discount, a tip) moves the whole. */}
            <span>
              {t('split.into', {
                parts: bills.map((b) => b.number).join(', '),
                total: money(bills.reduce((sum, b) => sum + b.totals.grandTotal, 0)),
              })}
            </span>
          </div>
        )}
        {bills.length > 1 && (
          <Tabs
            id="bill-parts"
            selectedTabId={bill.id}
            onChange={(id) => dispatch(checkoutActions.billChosen(String(id)))}
          >
            {bills.map((b) => (
              <Tab
                key={b.id}
                id={b.id}
                title={`${t('split.partTab', { n: b.splitIndex ?? 1, number: b.number })} · ${money(b.totals.grandTotal)}${b.status === 'paid' ? ' ✓' : ''}`}
              />
            ))}
          </Tabs>
        )}
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <div style={{ flex: '1 1 380px', minWidth: 0 }}>
            <BillPreview bill={bill} unsentItemIds={unsentItemIds} />
            <PaymentsList bill={bill} disabled={checkout.busy || !!checkout.reversal?.busy} />
            {step === 'preview' && !hasPayments && bill.status !== 'paid' && (
              <BillAdjustments key={`${bill.id}:${bill.version}`} bill={bill} disabled={checkout.busy} />
            )}
          </div>
          <div style={{ flex: '0 1 300px' }}>
            {step === 'pay' || bill.paid > 0 ? (
              <PaymentPanel key={bill.id} bill={bill} busy={checkout.busy} changeDue={checkout.changeDue} />
            ) : showSplit ? (
              <SplitPanel bill={bill} disabled={checkout.busy} />
            ) : (
              !hasPayments &&
              bills.length === 1 && (
                <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                  <Button large icon="split-columns" text={t('split.title')} onClick={() => setShowSplit(true)} />
                  {bill.status !== 'paid' && (
                    <Button large icon="heart" text={t('comp.button')} onClick={() => setComping(true)} />
                  )}
                </div>
              )
            )}
            {checkout.isComplete && (
              <Callout intent="success" icon="tick-circle" style={{ marginTop: 8 }} data-testid="checkout-complete">
                {t('pay.complete')}
              </Callout>
            )}
          </div>
        </div>
        <Receipt bill={bill} restaurantName={restaurant?.name ?? ''} />
        <ReversalDialog bill={bill} />
        {comping && restaurant && <CompDialog rid={restaurant._id} bill={bill} onClose={() => setComping(false)} />}
      </>
    );
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('checkout.title')}
      style={{ width: 860, maxWidth: '96vw' }}
      canOutsideClickClose={false}
    >
      <DialogBody>{body()}</DialogBody>
      <DialogFooter
        actions={
          <>
            {bill && (
              <Button
                large
                icon="print"
                text={t('checkout.print')}
                loading={printing}
                onClick={() => void handlePrint()}
              />
            )}
            {/* A credit customer's bill can go on their account instead of being paid now. */}
            {bill && restaurant && !checkout.isComplete && bill.paid === 0 && (
              <ChargeToAccountButton rid={restaurant._id} bill={bill} />
            )}
            {bill && restaurant && (
              <Button
                large
                icon="document"
                text={t('checkout.pdf')}
                onClick={() => void openPdf(posApi.pdfUrl(restaurant._id, bill.id), t('checkout.pdfUnavailable'))}
              />
            )}
            <Button large text={checkout.isComplete ? t('common.done') : t('common.close')} onClick={onClose} />
            {bill && step === 'preview' && !checkout.isComplete && (
              <Button
                large
                intent="primary"
                icon="arrow-right"
                text={t('checkout.proceed')}
                onClick={() => setStep('pay')}
                data-testid="proceed-payment"
              />
            )}
          </>
        }
      />
    </Dialog>
  );
}
