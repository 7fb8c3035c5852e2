import { Button, Callout, Classes, Switch, Tag } from '@blueprintjs/core';
import type { WebhookEndpoint } from '@ros/shared-events';
import { useState } from 'react';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useAppSelector } from '../../../app/store/hooks';
import { toastError, toastSuccess } from '../../../app/toaster';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { DeliveriesDialog } from './DeliveriesDialog';
import { useWebhooksT } from './i18n';
import { SecretDialog } from './SecretDialog';
import { WebhookDialog } from './WebhookDialog';
import { useDeleteWebhookMutation, useListWebhooksQuery, useUpdateWebhookMutation } from './webhooks.api';

const NONE: WebhookEndpoint[] = [];

/** Settings → Webhooks: where the restaurant's events are posted (signed), each endpoint's delivery log, enable and disable. */
export default function WebhooksPage() {
  const t = useWebhooksT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const { data, isLoading } = useListWebhooksQuery(rid, { skip: !rid });
  const endpoints = data?.data ?? NONE;
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [update] = useUpdateWebhookMutation();
  const [remove] = useDeleteWebhookMutation();
  const open = endpoints.find((e) => e.id === openId) ?? null;

  const handleEnabled = async (e: WebhookEndpoint, enabled: boolean) => {
    try {
      await update({ rid, id: e.id, body: { enabled, version: e.version } }).unwrap();
      void toastSuccess(enabled ? t('enabledToast', { url: e.url }) : t('disabledToast', { url: e.url }));
    } catch (error) {
      void toastError(error);
    }
  };

  const columns: Column<WebhookEndpoint>[] = [
    {
      key: 'url',
      header: t('fields.url'),
      render: (e) => (
        <>
          <code>{e.url}</code>
          {e.description && <div className={Classes.TEXT_MUTED}>{e.description}</div>}
        </>
      ),
    },
    {
      key: 'key',
      header: t('fields.apiKey'),
      render: (e) => (
        <>
          {e.apiKey.name}{' '}
          {e.apiKey.revoked && (
            <Tag minimal intent="danger">
              {t('revoked')}
            </Tag>
          )}
        </>
      ),
    },
    { key: 'events', header: t('fields.events'), render: (e) => t('eventCount', { count: e.eventTypes.length }) },
    {
      key: 'enabled',
      header: t('columns.enabled'),
      render: (e) => (
        <Switch
          checked={e.enabled}
          label={e.enabled ? t('on') : t('off')}
          aria-label={t('enabledOf', { url: e.url })}
          onChange={(ev) => void handleEnabled(e, ev.currentTarget.checked)}
          style={{ marginBottom: 0 }}
        />
      ),
    },
    {
      key: 'actions',
      header: '',
      label: t('actions'),
      align: 'right',
      render: (e) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <Button
            variant="minimal"
            icon="history"
            text={t('deliveries')}
            aria-label={t('deliveriesOf', { url: e.url })}
            onClick={() => setOpenId(e.id)}
          />
          <Button
            variant="minimal"
            icon="trash"
            intent="danger"
            aria-label={t('delete', { url: e.url })}
            onClick={() => setDeleting(e)}
          />
        </span>
      ),
    },
  ];

  return (
    <div className="ros-page">
      <PageHeader
        title={t('title')}
        description={t('subtitle')}
        actions={<Button intent="primary" icon="add" text={t('new')} onClick={() => setCreating(true)} />}
      />
      {endpoints
        .filter((e) => !e.enabled && e.disabledReason)
        .map((e) => (
          <Callout key={e.id} intent="danger" icon="error" style={{ marginBottom: 12 }}>
            {t('disabledCallout', { url: e.url, reason: e.disabledReason })}
          </Callout>
        ))}
      <DataTable
        rows={endpoints}
        columns={columns}
        rowKey={(e) => e.id}
        empty={isLoading ? t('loading') : t('empty')}
        emptyIcon="send-to-graph"
        testId="webhooks-table"
      />
      <p className={Classes.TEXT_MUTED} style={{ marginTop: 8 }}>
        {t('signingHint')}
      </p>
      {creating && (
        <WebhookDialog
          rid={rid}
          onClose={() => setCreating(false)}
          onCreated={(s) => {
            setCreating(false);
            setSecret(s);
          }}
        />
      )}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
      {open && !secret && (
        <DeliveriesDialog rid={rid} endpoint={open} onClose={() => setOpenId(null)} onSecret={setSecret} />
      )}
      <ConfirmDelete
        name={deleting?.url ?? null}
        message={t('deleteHint')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove({ rid, id: deleting.id }).unwrap();
          void toastSuccess(t('deleted', { url: deleting.url }));
        }}
      />
    </div>
  );
}
