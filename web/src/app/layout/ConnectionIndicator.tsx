import { Intent, Tag, Tooltip } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reconnectRequested, selectConnectionStatus, selectLastEventAt } from '../../realtime/realtimeSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

const INTENTS = { live: Intent.SUCCESS, reconnecting: Intent.WARNING, offline: Intent.DANGER } as const;

/** Live / reconnecting / offline, with how long ago the last update came. */
export function ConnectionIndicator() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectConnectionStatus);
  const lastEventAt = useAppSelector(selectLastEventAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = lastEventAt ? Math.max(0, Math.round((now - lastEventAt) / 1000)) : null;
  const lastUpdate = seconds === null ? t('connection.noUpdate') : t('connection.lastUpdate', { count: seconds });
  return (
    <Tooltip content={status === 'offline' ? t('connection.retry') : lastUpdate}>
      <Tag
        minimal
        round
        intent={INTENTS[status]}
        icon={status === 'live' ? 'feed' : status === 'reconnecting' ? 'refresh' : 'offline'}
        interactive={status === 'offline'}
        onClick={status === 'offline' ? () => dispatch(reconnectRequested()) : undefined}
        data-testid="connection-status"
        data-status={status}
      >
        {t(`connection.${status}`)}
        <span className="ros-hide-narrow"> · {lastUpdate}</span>
      </Tag>
    </Tooltip>
  );
}
