import { Classes } from '@blueprintjs/core';
import type { ExpoOrder } from '@ros/shared-events';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link } from 'react-router-dom';
import { toastError } from '../../../../app/toaster';
import { useAppSelector } from '../../../../app/store/hooks';
import { usePosT } from '../../../../app/i18n/pos';
import { selectCurrentRestaurantId } from '../../../../app/session/sessionSlice';
import { elapsed, useNow } from '../clock';
import '../kds.css';
import { useBumpExpoOrderMutation, useGetExpoBoardQuery } from './expo.api';

function ExpoTimer({ since }: { since: string }) {
  return <span className="kds-timer">{elapsed(since, useNow())}</span>;
}

/** One order on the expo: each station's ticket with its dishes and progress, a paid marker, and the bump that closes it. */
function ExpoCard({ entry, onBump, isBusy }: { entry: ExpoOrder; onBump: () => void; isBusy: boolean }) {
  const t = usePosT();
  const { order, tickets, isReady } = entry;
  const isPaid = order.status === 'completed';
  const heading = `expo-order-${order.id}`;
  return (
    <article
      className={`kds-expo-order${isReady ? ' is-ready' : ''}`}
      data-testid={`expo-order-${order.displayNo}`}
      data-ready={isReady}
      aria-labelledby={heading}
    >
      <div className="kds-ticket-row">
        <strong id={heading}>#{order.displayNo}</strong>
        {isPaid && <span className="kds-expo-paid">{t('expo.paid')}</span>}
        <ExpoTimer since={order.placedAt ?? order.createdAt} />
      </div>
      <div className="kds-ticket-sub">{order.target}</div>
      {tickets.map((ticket) => {
        const items = ticket.items.filter((i) => i.status !== 'voided');
        const ready =
          ticket.status === 'bumped'
            ? items.length
            : items.filter((i) => i.status === 'ready' || i.status === 'served').length;
        return (
          <section key={ticket.id} className="kds-expo-ticket" aria-label={ticket.stationName ?? t('expo.station')}>
            <div className="kds-expo-station">
              <span>{ticket.stationName ?? t('expo.station')}</span>
              <span>
                {ticket.status === 'bumped'
                  ? `✓ ${t('expo.bumped')}`
                  : ticket.status === 'ready'
                    ? `✓ ${t('kds.status.ready')}`
                    : `${ready}/${items.length}`}
              </span>
            </div>
            <ul className="kds-expo-dishes">
              {items.map((i) => (
                <li key={i.id}>
                  {i.quantity} × {i.name}
                  {i.variantName ? ` (${i.variantName})` : ''}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <div className="kds-actions">
        <button type="button" className="kds-btn kds-btn-bump" disabled={isBusy} onClick={onBump}>
          {t('expo.bump')}
        </button>
      </div>
    </article>
  );
}

/** Expo: every order until all its tickets are bumped, paid or not, with each station's dishes; bumping here closes it. */
export default function ExpoPage() {
  const t = usePosT();
  const restaurantId = useAppSelector(selectCurrentRestaurantId) ?? '';
  const board = useGetExpoBoardQuery(restaurantId || skipToken);
  const [bump, bumping] = useBumpExpoOrderMutation();
  const rows = board.data ?? [];
  const handleBump = (orderId: string) => {
    bump({ rid: restaurantId, orderId })
      .unwrap()
      .catch((error: unknown) => void toastError(error));
  };

  return (
    <div className={`kds ${Classes.DARK}`} data-testid="expo">
      <header className="kds-bar">
        <h1>{t('expo.title')}</h1>
        <span className="kds-count">{t('kds.open', { count: rows.length })}</span>
        <span style={{ flex: 1 }} />
        <Link className="kds-btn" to="/kds">
          {t('expo.back')}
        </Link>
      </header>
      <main className="kds-board">
        {board.isSuccess && rows.length === 0 && <p className="kds-empty">{t('kds.empty')}</p>}
        {rows.map((entry) => (
          <ExpoCard
            key={entry.order.id}
            entry={entry}
            isBusy={bumping.isLoading}
            onBump={() => handleBump(entry.order.id)}
          />
        ))}
      </main>
    </div>
  );
}
