import { useMemo, useState } from 'react';
import { type GuestApiError, guestApi } from './api';
import type { Translate } from './strings';

interface Checkout {
  description: string;
  amount: number;
  currency: string;
  returnUrl: string;
}

/** `/pay/test`: the test payment provider's "hosted page" — no money moves; Pay or Decline, then back to the order. */
export function TestCheckoutPage({ t, language }: { t: Translate; language: string }) {
  const params = new URLSearchParams(location.search);
  const checkout = params.get('checkout') ?? '';
  const signature = params.get('signature') ?? '';
  const shown = useMemo(() => {
    try {
      return JSON.parse(atob(checkout.replace(/-/g, '+').replace(/_/g, '/'))) as Checkout;
    } catch {
      return null;
    }
  }, [checkout]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!shown)
    return (
      <main className="g-page">
        <p role="alert">{t('notFound')}</p>
      </main>
    );
  const amount = new Intl.NumberFormat(language, { style: 'currency', currency: shown.currency }).format(
    shown.amount / 100,
  );
  const answer = async (outcome: 'paid' | 'failed') => {
    setBusy(true);
    try {
      await guestApi.testOutcome(checkout, signature, outcome);
      location.assign(shown.returnUrl);
    } catch (err) {
      setFailure((err as GuestApiError).message);
      setBusy(false);
    }
  };
  return (
    <main className="g-page">
      <header className="g-hero">
        <h1>{t('testCheckout')}</h1>
        <p>{shown.description}</p>
      </header>
      <p className="g-notice" role="note">
        {t('testCheckoutNote')}
      </p>
      {failure && <p role="alert">{failure}</p>}
      <div className="g-actions">
        <button type="button" className="g-primary" disabled={busy} onClick={() => void answer('paid')}>
          {t('payNow', { amount })}
        </button>
        <button type="button" disabled={busy} onClick={() => void answer('failed')}>
          {t('decline')}
        </button>
      </div>
    </main>
  );
}
