import { Classes } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/store/hooks';
import { usePosT } from '../../../app/i18n/pos';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { KitchenChatBanner } from '../../team/chat';
import { PrinterAlert } from '../printers';
import { enableSound, useIsSoundBlocked } from './beep';
import { AllDay } from './board/AllDay';
import { TicketCard } from './board/TicketCard';
import { useBumpBar } from './board/useBumpBar';
import { useListStationsQuery } from '../../menu/menu';
import './kds.css';
import './kdsSaga';
import { kdsLoadRequested, recallRequested, selectTicketIds, selectTicketsState, ticketsActions } from './ticketsSlice';

const STATION_KEY = 'ros.kds.station';

/** Kitchen display: live tickets of a station (or all), oldest first, with a bump-bar keyboard. */
export default function KdsPage() {
  const t = usePosT();
  const dispatch = useAppDispatch();
  const restaurantId = useAppSelector(selectCurrentRestaurantId) ?? '';
  const state = useAppSelector(selectTicketsState);
  const ids = useAppSelector(selectTicketIds);
  const stations = useListStationsQuery(restaurantId || skipToken).data ?? [];
  const [stationId, setStationId] = useState<string | null>(() => localStorage.getItem(STATION_KEY) || null);
  const [showAllDay, setShowAllDay] = useState(true);
  const isSoundBlocked = useIsSoundBlocked();

  useEffect(() => {
    if (restaurantId) dispatch(kdsLoadRequested({ restaurantId, stationId }));
  }, [dispatch, restaurantId, stationId]);
  useBumpBar(ids, state.selectedId);
  const handleSelect = useCallback((id: string) => dispatch(ticketsActions.selected(id)), [dispatch]);

  return (
    <div className={`kds ${Classes.DARK}`} data-testid="kds">
      <header className="kds-bar">
        <h1>{t('kds.title')}</h1>
        <select
          className="kds-select"
          aria-label={t('kds.station')}
          value={stationId ?? ''}
          onChange={(e) => {
            const v = e.currentTarget.value || null;
            localStorage.setItem(STATION_KEY, v ?? '');
            setStationId(v);
          }}
        >
          <option value="">{t('kds.allStations')}</option>
          {stations.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <span className="kds-count">{t('kds.open', { count: ids.length })}</span>
        <span style={{ flex: 1 }} />
        <button
          type="button"
          className="kds-btn"
          onClick={() => dispatch(recallRequested({ key: crypto.randomUUID() }))}
        >
          {t('kds.recall')}
        </button>
        <button type="button" className="kds-btn" onClick={() => setShowAllDay(!showAllDay)} aria-pressed={showAllDay}>
          {t('kds.allDay')}
        </button>
        <Link className="kds-btn" to="/kds/expo">
          {t('kds.expo')}
        </Link>
        <Link className="kds-btn" to="/">
          {t('kds.exit')}
        </Link>
      </header>
      {isSoundBlocked && (
        <div className="kds-sound-prompt" role="alert">
          <span>{t('kds.soundPrompt')}</span>
          <button type="button" className="kds-btn kds-btn-bump" onClick={enableSound}>
            {t('kds.enableSound')}
          </button>
        </div>
      )}
      {restaurantId && (
        <div className="kds-alerts">
          <PrinterAlert restaurantId={restaurantId} />
          <KitchenChatBanner />
        </div>
      )}
      <p className="kds-help">{t('kds.keys')}</p>
      <div className="kds-body">
        <main className="kds-board">
          {state.status === 'error' && <p className="kds-empty">{t('common.loadFailed')}</p>}
          {state.status === 'ready' && ids.length === 0 && <p className="kds-empty">{t('kds.empty')}</p>}
          {ids.map((id, index) => (
            <TicketCard
              key={id}
              id={id}
              index={index}
              isSelected={id === state.selectedId}
              settings={state.settings}
              onSelect={handleSelect}
            />
          ))}
        </main>
        {showAllDay && <AllDay />}
      </div>
    </div>
  );
}
