import { Button, ButtonGroup, Classes, Dialog, DialogBody, Tag, Tooltip } from '@blueprintjs/core';
import type { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint } from '@ros/shared-events';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../app/toaster';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { SelectField } from '../../../components/SelectField';
import { useWebhooksT } from './i18n';
import {
  useListWebhookDeliveriesQuery,
  useRedeliverWebhookMutation,
  useRotateWebhookSecretMutation,
  useSendTestWebhookMutation,
} from './webhooks.api';

const INTENT = { pending: 'warning', succeeded: 'success', failed: 'danger' } as const;
const when = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'short', timeStyle: 'medium' });

/**
 * One endpoint: its delivery log (newest first, by status), a redelivery of any message (the same
 * `webhook-id`), a test event and a new secret. Sends say nothing on the socket: while one waits, look again.
 */
export function DeliveriesDialog({
  rid,
  endpoint,
  onClose,
  onSecret,
}: {
  rid: string;
  endpoint: WebhookEndpoint;
  onClose: () => void;
  onSecret: (secret: string) => void;
}) {
  const t = useWebhooksT();
  const [status, setStatus] = useState<WebhookDeliveryStatus | ''>('');
  const [page, setPage] = useState(1);
  const args = { rid, id: endpoint.id, status: status || undefined, page };
  const first = useListWebhookDeliveriesQuery(args);
  const waiting = first.data?.data.some((d) => d.status === 'pending') ?? false;
  const { data } = useListWebhookDeliveriesQuery(args, { pollingInterval: waiting ? 1000 : 0 });
  const [redeliver] = useRedeliverWebhookMutation();
  const [sendTest] = useSendTestWebhookMutation();
  const [rotate] = useRotateWebhookSecretMutation();
  const rows = data?.data ?? first.data?.data ?? [];
  const total = data?.total ?? first.data?.total ?? 0;

  const handle = (work: () => Promise<unknown>, done: string) => async () => {
    try {
      await work();
      void toastSuccess(done);
    } catch (error) {
      void toastError(error);
    }
  };
  const handleRotate = async () => {
    try {
      onSecret((await rotate({ rid, id: endpoint.id }).unwrap()).secret);
    } catch (error) {
      void toastError(error);
    }
  };

  const columns: Column<WebhookDelivery>[] = [
    { key: 'time', header: t('log.time'), render: (d) => when(d.lastAttemptAt ?? d.createdAt) },
    {
      key: 'event',
      header: t('log.event'),
      render: (d) => (
        <>
          <code>{d.eventType}</code>
          {d.eventSeq !== null && <span className={Classes.TEXT_MUTED}> #{d.eventSeq}</span>}
          {d.redeliveryOf && (
            <Tag minimal style={{ marginLeft: 6 }}>
              {t('log.redelivery')}
            </Tag>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: t('log.status'),
      render: (d) => (
        <Tooltip content={d.lastError ?? ''} disabled={!d.lastError}>
          <Tag minimal intent={INTENT[d.status]}>
            {t(`statuses.${d.status}`)}
          </Tag>
        </Tooltip>
      ),
    },
    { key: 'code', header: t('log.code'), render: (d) => d.responseCode ?? '—' },
    { key: 'attempts', header: t('log.attempts'), render: (d) => d.attempts },
    {
      key: 'actions',
      header: '',
      label: t('actions'),
      align: 'right',
      render: (d) => (
        <Button
          size="small"
          variant="minimal"
          icon="repeat"
          text={t('log.redeliver')}
          aria-label={t('log.redeliverLabel', { event: d.eventType, seq: d.eventSeq ?? '' })}
          onClick={() =>
            void handle(() => redeliver({ rid, id: endpoint.id, deliveryId: d.id }).unwrap(), t('log.redelivered'))()
          }
        />
      ),
    },
  ];

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('log.title', { url: endpoint.url })}
      icon="history"
      style={{ width: 860 }}
    >
      <DialogBody>
        <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', marginBottom: 8 }}>
          <div style={{ width: 200 }}>
            <SelectField
              id="webhook-log-status"
              label={t('log.filter')}
              value={status}
              onChange={(v) => {
                setStatus(v as WebhookDeliveryStatus | '');
                setPage(1);
              }}
              options={[
                { value: '', label: t('statuses.all') },
                ...(['pending', 'succeeded', 'failed'] as const).map((s) => ({ value: s, label: t(`statuses.${s}`) })),
              ]}
            />
          </div>
          <ButtonGroup style={{ marginBottom: 15 }}>
            <Button
              icon="send-message"
              text={t('sendTest')}
              onClick={() => void handle(() => sendTest({ rid, id: endpoint.id }).unwrap(), t('testQueued'))()}
            />
            <Button icon="key" text={t('rotate')} onClick={() => void handleRotate()} />
          </ButtonGroup>
        </div>
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(d) => d.id}
          empty={t('log.empty')}
          emptyIcon="history"
          testId="webhook-deliveries"
        />
        {total > 20 && (
          <ButtonGroup style={{ marginTop: 8 }}>
            <Button icon="chevron-left" text={t('log.newer')} disabled={page === 1} onClick={() => setPage(page - 1)} />
            <Button
              rightIcon="chevron-right"
              text={t('log.older')}
              disabled={page * 20 >= total}
              onClick={() => setPage(page + 1)}
            />
          </ButtonGroup>
        )}
      </DialogBody>
    </Dialog>
  );
}
