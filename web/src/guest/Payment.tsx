import type { GuestOrderView } from '@ros/shared-events';
import { useState } from 'react';
import { type GuestApiError, guestApi } from './api';
import type { Translate } from './strings';

/** How the guest pays: the staff, or from the phone through the restaurant's provider. */
export function Payment({
  order,
  token,
  t,
  amount,
  onFailure,
}: {
  order: GuestOrderView;
  token: string;
  t: Translate;
  amount: string;
  onFailure: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const { status, canPay } = order.payment;
  if (status === 'pay_staff') return <p className="g-muted">{t('payStaff')}</p>;
  if (status === 'paid')
    return (
      <p className="g-paid" role="status">
        {t('paid')}
      </p>
    );
  const pay = async () => {
    setBusy(true);
    try {
      location.assign((await guestApi.pay(token)).payUrl);
    } catch (err) {
      onFailure((err as GuestApiError).message);
      setBusy(false);
    }
  };
  return (
    <>
      {order.payment.provider === 'test' && (
        <p className="g-muted" role="note">
          {t('testPayments')}
        </p>
      )}
      {status === 'failed' && <p role="alert">{t('paymentFailed')}</p>}
      {canPay ? (
        <button type="button" className="g-primary g-block" disabled={busy} onClick={() => void pay()}>
          {t('payNow', { amount })}
        </button>
      ) : (
        <p className="g-muted">{t('payWhenAccepted')}</p>
      )}
    </>
  );
}
