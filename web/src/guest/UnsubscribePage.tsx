import type { UnsubscribeView } from '@ros/shared-events';
import { useEffect, useState } from 'react';
import { type GuestApiError, guestApi } from './api';
import type { Translate } from './strings';

/**
 * The unsubscribe link of a guest's email (`/unsubscribe/<token>`): opening it changes nothing (a
 * mail scanner follows links); the button stops the restaurant's offers to that address.
 */
export function UnsubscribePage({ token, t }: { token: string; t: Translate }) {
  const [view, setView] = useState<UnsubscribeView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    guestApi.unsubscribeView(token).then(setView, (err: GuestApiError) => setFailure(err.message));
  }, [token]);
  useEffect(() => {
    if (view) document.title = t('unsubscribeTitle', { name: view.restaurantName });
  }, [view, t]);

  if (failure)
    return (
      <main className="g-page">
        <p role="alert">{failure}</p>
      </main>
    );
  if (!view)
    return (
      <main className="g-page">
        <p aria-busy="true">{t('pageLoading')}</p>
      </main>
    );
  const values = { name: view.restaurantName, address: view.address };
  const stop = async () => {
    setBusy(true);
    try {
      setView(await guestApi.unsubscribe(token));
    } catch (err) {
      setFailure((err as GuestApiError).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="g-page">
      <header className="g-hero">
        <h1>{t('unsubscribeTitle', values)}</h1>
      </header>
      {view.unsubscribed ? (
        <p className="g-notice" role="status">
          {t('unsubscribed', values)}
        </p>
      ) : (
        <>
          <p>{t('unsubscribeQuestion', values)}</p>
          <button type="button" className="g-primary" disabled={busy} onClick={() => void stop()}>
            {t('unsubscribeAction')}
          </button>
        </>
      )}
    </main>
  );
}
