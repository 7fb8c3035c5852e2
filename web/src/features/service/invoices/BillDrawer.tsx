import { ChargeToAccountButton } from '../customers';
import { Button, Drawer, DrawerSize, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../../app/store/hooks';
import { useGetInvoiceQuery } from './invoices.api';
import { BillPreview } from '../pos';
import { openPdf } from '../pos';
import { PaymentsList } from '../pos';
import { Receipt } from '../pos';
import { ReversalDialog } from '../pos';
import { usePosT } from '../../../app/i18n/pos';
import { posApi } from '../pos';
import { selectCurrentRestaurant } from '../../../app/session/sessionSlice';
import { statusIntent } from './invoiceStatus';

/** Invoice detail: the bill preview, its payments (refund and void them), print and PDF. */
export function BillDrawer({ billId, onClose }: { billId: string | null; onClose: () => void }) {
  const t = usePosT();
  const restaurant = useAppSelector(selectCurrentRestaurant);
  const rid = restaurant?._id ?? '';
  const invoice = useGetInvoiceQuery(billId && rid ? { rid, billId } : skipToken);
  // This bill only: while another one loads, show the spinner rather than the previous bill.
  const bill = invoice.currentData ?? null;
  const failed = invoice.isError;
  return (
    <Drawer
      isOpen={billId !== null}
      onClose={onClose}
      size={DrawerSize.STANDARD}
      title={bill ? t('bill.number', { billNo: bill.billNo }) : t('invoices.detail')}
    >
      <div style={{ padding: 16, overflow: 'auto' }} data-testid="bill-drawer">
        {failed && <NonIdealState icon="error" title={t('common.loadFailed')} />}
        {!bill && !failed && <Spinner />}
        {bill && (
          <>
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8 }}>
              <Tag large intent={statusIntent(bill.status)}>
                {bill.statusLabel}
              </Tag>
              <span>{bill.customer?.name}</span>
              <span style={{ flex: 1 }} />
              <ChargeToAccountButton rid={rid} bill={bill} />
              <Button icon="print" text={t('checkout.print')} onClick={() => window.print()} />
              <Button
                icon="document"
                text={t('checkout.pdf')}
                onClick={() => void openPdf(posApi.pdfUrl(rid, bill.id), t('checkout.pdfUnavailable'))}
              />
            </div>
            <BillPreview bill={bill} />
            {/* Refund or void a payment of a bill paid earlier, with a reason (or a manager's approval). */}
            <PaymentsList bill={bill} disabled={false} />
            <ReversalDialog bill={bill} />
            <Receipt bill={bill} restaurantName={restaurant?.name ?? ''} />
          </>
        )}
      </div>
    </Drawer>
  );
}
