import { Classes } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { usePosT } from '../../pos/i18n';
import { newKey } from '../../pos/money';
import { orderCommandRequested, posLoadRequested, selectOpenOrders } from '../../pos/ordersSlice';
import '../../pos/posSaga';
import { selectCurrentRestaurantId } from '../../session/sessionSlice';
import { elapsed, useNow } from '../clock';
import { useListStationsQuery } from '../../menu/stations.api';
import '../kds.css';
import { expoView } from './expoView';

function ExpoTimer({ since }: { since: string }) {
  return <span className="kds-timer">{elapsed(since, useNow())}</span>;
}

/** Expo: every station's tickets per order; mark the order served when all stations are ready. */
export default function ExpoPage() {
  const t = usePosT();
  const dispatch = useAppDispatch();
  const restaurantId = useAppSelector(selectCurrentRestaurantId) ?? '';
  const orders = useAppSelector(selectOpenOrders);
  const stationList = useListStationsQuery(restaurantId || skipToken).data;
  const stations = useMemo<Record<string, string>>(() => Object.fromEntries((stationList ?? []).map((s) => [s.id, s.name])), [stationList]);
  useEffect(() => {
    if (restaurantId) dispatch(posLoadRequested({ restaurantId }));
  }, [dispatch, restaurantId]);
  const rows = useMemo(() => orders.flatMap((o) => {
    const view = expoView(o);
    return view ? [{ order: o, ...view }] : [];
  }), [orders]);

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
        {rows.length === 0 && <p className="kds-empty">{t('kds.empty')}</p>}
        {rows.map(({ order, stations: parts, isReady, firedAt }) => (
          <article key={order.id} className={`kds-expo-order${isReady ? ' is-ready' : ''}`} data-testid={`expo-order-${order.displayNo}`} data-ready={isReady}>
            <div className="kds-ticket-row">
              <strong>#{order.displayNo}</strong>
              <ExpoTimer since={firedAt} />
            </div>
            <div className="kds-ticket-sub">{order.target}</div>
            {parts.map((s) => (
              <div key={s.stationId} className="kds-expo-station">
                <span>{stations[s.stationId] ?? t('expo.station')}</span>
                <span>{s.ready === s.total ? `✓ ${t('kds.status.ready')}` : `${s.ready}/${s.total}`}</span>
              </div>
            ))}
            <div className="kds-actions">
              <button type="button" className="kds-btn kds-btn-bump" disabled={!isReady} onClick={() => dispatch(orderCommandRequested({ kind: 'serve', orderId: order.id, key: newKey() }))}>
                {t('expo.served')}
              </button>
            </div>
          </article>
        ))}
      </main>
    </div>
  );
}
