import { Button, Callout, Tag } from '@blueprintjs/core';
import { useAppDispatch, useAppSelector } from '../../../../app/store/hooks';
import { usePosT } from '../../../../app/i18n/pos';
import type { OutboxEntry } from './outbox.types';
import {
  outboxOutcomesDismissed,
  outboxReplayRequested,
  selectOutbox,
  selectOutcomes,
  selectWaiting,
  selectWaitingByOrder,
} from './outboxSlice';
import './outboxSaga';

function Outcome({ entry }: { entry: OutboxEntry }) {
  const t = usePosT();
  const what = t(`offline.kind.${entry.label.kind}`, {
    target: entry.label.target,
    number: entry.result?.displayNo ?? '',
  });
  return (
    <li data-testid="offline-outcome" data-state={entry.state}>
      {entry.state === 'done' ? (
        <Tag minimal intent="success">
          {t('offline.done')}
        </Tag>
      ) : (
        <Tag minimal intent="danger">
          {t('offline.refused')}
        </Tag>
      )}{' '}
      {what}
      {entry.state === 'refused' && entry.reason ? `: ${entry.reason}` : ''}
    </li>
  );
}

/**
 * "Offline — N waiting" while commands wait on this device, then what became of each one once sent
 * (done, or refused with the server's reason) until the cashier dismisses it.
 */
export function OfflineBar({ restaurantId }: { restaurantId: string }) {
  const t = usePosT();
  const dispatch = useAppDispatch();
  const { isOffline, replaying } = useAppSelector(selectOutbox);
  const waiting = useAppSelector((s) => selectWaiting(s, restaurantId));
  const outcomes = useAppSelector((s) => selectOutcomes(s, restaurantId));
  const refused = outcomes.filter((e) => e.state === 'refused').length;
  return (
    <>
      {(isOffline || waiting.length > 0) && (
        <Callout
          intent="warning"
          icon="offline"
          role="status"
          data-testid="offline-bar"
          style={{ marginBottom: 8, display: 'flex', alignItems: 'center', gap: 8 }}
        >
          <span style={{ flex: 1 }}>
            {isOffline
              ? t('offline.waiting', { count: waiting.length })
              : t('offline.sending', { count: waiting.length })}
          </span>
          {!replaying && waiting.length > 0 && (
            <Button small text={t('offline.retry')} onClick={() => dispatch(outboxReplayRequested())} />
          )}
        </Callout>
      )}
      {outcomes.length > 0 && (
        <Callout
          intent={refused > 0 ? 'danger' : 'success'}
          title={t('offline.synced', { count: outcomes.length, refused })}
          data-testid="offline-outcomes"
          style={{ marginBottom: 8 }}
        >
          <ul style={{ margin: '4px 0' }}>
            {outcomes.map((e) => (
              <Outcome key={e.id} entry={e} />
            ))}
          </ul>
          <Button
            small
            text={t('offline.dismiss')}
            onClick={() => dispatch(outboxOutcomesDismissed({ restaurantId }))}
          />
        </Callout>
      )}
    </>
  );
}

/** "Waiting to sync" on an order with commands kept on this device. */
export function SyncTag({ orderId }: { orderId: string }) {
  const t = usePosT();
  const kinds = useAppSelector(selectWaitingByOrder).get(orderId);
  if (!kinds) return null;
  return (
    <Tag intent="warning" icon="offline" data-testid="waiting-to-sync">
      {kinds.includes('payCash') ? t('offline.cashWaiting') : t('offline.waitingToSync')}
    </Tag>
  );
}
