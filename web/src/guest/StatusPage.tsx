import type { GuestOrderView } from '@ros/shared-events';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type GuestApiError, guestApi } from './api';
import { Payment } from './Payment';
import { useGuestSocket } from './socket';
import type { Translate } from './strings';

const STEPS: Record<GuestOrderView['channel'], GuestOrderView['stage'][]> = {
  table: ['received', 'accepted', 'preparing', 'ready', 'served'],
  pickup: ['received', 'accepted', 'preparing', 'ready', 'picked_up'],
  delivery: ['received', 'accepted', 'preparing', 'ready', 'on_its_way', 'delivered'],
};

/** A guest's order, live: its stage moves as the kitchen works, read again whenever the socket says it changed. */
export function StatusPage({
  token,
  t,
  language,
  back,
}: {
  token: string;
  t: Translate;
  language: string;
  back: string | null;
}) {
  const [order, setOrder] = useState<GuestOrderView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const reload = useCallback(
    () => guestApi.order(token).then(setOrder, (err: GuestApiError) => setFailure(err.message)),
    [token],
  );
  useEffect(() => void reload(), [reload]);
  const connected = useGuestSocket({ orderToken: token }, (m) => m.type === 'order.changed' && void reload());
  const money = useMemo(() => {
    const fmt = new Intl.NumberFormat(language, { style: 'currency', currency: order?.restaurant.currency ?? 'USD' });
    return (minor: number) => fmt.format(minor / 100);
  }, [language, order?.restaurant.currency]);
  useEffect(() => {
    if (order) document.title = t('yourOrder', { name: order.restaurant.name });
  }, [order, t]);

  if (failure)
    return (
      <main className="g-page">
        <p role="alert">{failure}</p>
      </main>
    );
  if (!order)
    return (
      <main className="g-page">
        <p aria-busy="true">{t('loading')}</p>
      </main>
    );

  const steps = STEPS[order.channel];
  const at = steps.indexOf(order.stage);
  const ask = async (kind: 'waiter' | 'bill') => {
    setAsking(true);
    try {
      setOrder(await guestApi.request(token, kind));
    } catch (err) {
      setFailure((err as GuestApiError).message);
    } finally {
      setAsking(false);
    }
  };
  const open = (kind: 'waiter' | 'bill') => order.requests.some((r) => r.kind === kind && !r.resolved);

  return (
    <main className="g-page">
      <header className="g-hero">
        <h1>{t('yourOrder', { name: order.restaurant.name })}</h1>
        <p>
          {[
            order.tableName && t('table', { name: order.tableName }),
            order.orderNo && t('orderNo', { no: order.orderNo }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </header>
      {!connected && (
        <p className="g-notice" role="status">
          {t('liveOff')}
        </p>
      )}
      <h2 className="g-stage" aria-live="polite">
        {t(`stage_${order.stage}`)}
      </h2>
      {order.stage === 'rejected' && order.rejectReason && (
        <p role="alert">{t('rejectedBecause', { reason: order.rejectReason })}</p>
      )}
      {at >= 0 && (
        <ol className="g-steps" aria-label={t('cart')}>
          {steps.map((s, n) => (
            <li
              key={s}
              className={n < at ? 'g-done' : n === at ? 'g-now' : ''}
              aria-current={n === at ? 'step' : undefined}
            >
              {t(`stage_${s}`).split(/ [—:] /)[0]}
            </li>
          ))}
        </ol>
      )}
      <ul className="g-lines">
        {order.lines.map((l, n) => (
          <li key={n}>
            <strong>
              {l.quantity} × {l.name}
            </strong>
            {l.variantName && l.variantName !== 'Regular' ? ` (${l.variantName})` : ''}
            {l.modifiers.length > 0 && <div className="g-muted">+ {l.modifiers.join(', ')}</div>}
            {l.remarks && <div className="g-muted">“{l.remarks}”</div>}
            <span className="g-price">{money(l.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="g-totals">
        <dt className="g-grand">{t('total')}</dt>
        <dd className="g-grand">{money(order.toPay)}</dd>
      </dl>
      <Payment order={order} token={token} t={t} amount={money(order.toPay)} onFailure={setFailure} />
      {order.channel === 'table' && order.stage !== 'rejected' && (
        <div className="g-actions">
          <button type="button" disabled={asking || open('waiter')} onClick={() => void ask('waiter')}>
            {t('callWaiter')}
          </button>
          <button type="button" disabled={asking || open('bill')} onClick={() => void ask('bill')}>
            {t('askBill')}
          </button>
        </div>
      )}
      {open('waiter') && <p role="status">{t('waiterComing')}</p>}
      {open('bill') && <p role="status">{t('billComing')}</p>}
      {back && (
        <a className="g-primary g-block" href={back}>
          {t('orderMore')}
        </a>
      )}
    </main>
  );
}
