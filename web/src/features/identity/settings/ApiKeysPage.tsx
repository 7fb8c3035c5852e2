import { Alert, Button, Classes, NonIdealState, Tag } from '@blueprintjs/core';
import type { ApiKey, ApiScope, NewApiKey } from '@ros/shared-events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/errors';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useAppSelector } from '../../../app/store/hooks';
import { toastError, toastSuccess } from '../../../app/toaster';
import { useCan } from '../../../app/session/useAbility';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { Pager } from '../../../components/list/Pager';
import { useClientList } from '../../../components/list/useClientList';
import { PageHeader } from '../../../components/PageHeader';
import { CreateApiKeyDialog } from './api-keys/CreateApiKeyDialog';
import { useCreateApiKeyMutation, useListApiKeysQuery, useRevokeApiKeyMutation } from './api-keys/apiKeys.api';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
const time = (iso: string | null) => (iso ? new Date(iso).getTime() : 0);

/** Settings › API keys: the owner's keys for integrations (list, create with scopes, revoke). */
export default function ApiKeysPage() {
  const { t } = useTranslation();
  const rid = useAppSelector(selectCurrentRestaurantId);
  const isOwner = useCan('manage', 'all');
  const { data = [], isLoading, error } = useListApiKeysQuery(rid ?? '', { skip: !rid || !isOwner });
  const [createKey] = useCreateApiKeyMutation();
  const [revokeKey] = useRevokeApiKeyMutation();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [isRevokeLoading, setRevokeLoading] = useState(false);
  const list = useClientList(data, {
    searchText: (k) => `${k.name} ${k.prefix} ${k.scopes.join(' ')} ${k.createdBy ?? ''}`,
    sortBy: {
      name: (k) => k.name,
      createdAt: (k) => time(k.createdAt),
      lastUsedAt: (k) => time(k.lastUsedAt),
    },
    initialSort: { column: 'createdAt', dir: 'desc' },
  });

  if (!rid) return <NonIdealState icon="shop" title={t('settingsPages.common.noRestaurant')} />;
  if (!isOwner) return <NonIdealState icon="lock" title={t('settingsPages.apiKeys.ownerOnly')} />;
  if (error) return <NonIdealState icon="error" title={describeError(error)} />;

  const handleCreate = (body: { name: string; scopes: ApiScope[] }): Promise<NewApiKey> =>
    createKey({ rid, body }).unwrap();

  const handleRevoke = async () => {
    if (!revoking) return;
    setRevokeLoading(true);
    try {
      await revokeKey({ rid, apiKeyId: revoking.id }).unwrap();
      void toastSuccess(t('settingsPages.apiKeys.revoked', { name: revoking.name }));
      setRevoking(null);
    } catch (err) {
      void toastError(err);
    } finally {
      setRevokeLoading(false);
    }
  };

  const columns: Column<ApiKey>[] = [
    { key: 'name', header: t('settingsPages.apiKeys.name'), sortable: true, render: (k) => k.name },
    { key: 'prefix', header: t('settingsPages.apiKeys.prefix'), render: (k) => <code>{k.prefix}…</code> },
    {
      key: 'scopes',
      header: t('settingsPages.apiKeys.scopes'),
      render: (k) => (
        <span style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
          {k.scopes.map((s) => (
            <Tag key={s} minimal>
              {s}
            </Tag>
          ))}
        </span>
      ),
    },
    {
      key: 'createdAt',
      header: t('settingsPages.apiKeys.created'),
      sortable: true,
      render: (k) => (
        <>
          <div>{when(k.createdAt)}</div>
          {k.createdBy && <div className={Classes.TEXT_MUTED}>{k.createdBy}</div>}
        </>
      ),
    },
    {
      key: 'lastUsedAt',
      header: t('settingsPages.apiKeys.lastUsed'),
      sortable: true,
      render: (k) => when(k.lastUsedAt),
    },
    {
      key: 'status',
      header: t('settingsPages.apiKeys.status'),
      render: (k) =>
        k.revokedAt ? (
          <Tag intent="danger" minimal>
            {t('settingsPages.apiKeys.revokedOn', { date: when(k.revokedAt) })}
          </Tag>
        ) : (
          <Tag intent="success" minimal>
            {t('settingsPages.apiKeys.active')}
          </Tag>
        ),
    },
    {
      key: 'actions',
      header: '',
      label: t('settingsPages.apiKeys.actions'),
      align: 'right',
      render: (k) =>
        !k.revokedAt && (
          <Button
            variant="minimal"
            intent="danger"
            icon="disable"
            text={t('settingsPages.apiKeys.revoke')}
            aria-label={t('settingsPages.apiKeys.revokeNamed', { name: k.name })}
            onClick={() => setRevoking(k)}
          />
        ),
    },
  ];

  return (
    <div className="ros-page">
      <PageHeader
        title={t('settingsPages.apiKeys.title')}
        description={t('settingsPages.apiKeys.subtitle')}
        actions={
          <Button intent="primary" icon="add" text={t('settingsPages.apiKeys.new')} onClick={() => setCreating(true)} />
        }
      />
      <ListToolbar q={list.q} onQuery={list.setQuery} placeholder={t('settingsPages.apiKeys.search')} />
      <DataTable
        rows={list.visible}
        columns={columns}
        rowKey={(k) => k.id}
        sort={list.sort}
        onSort={list.toggleSort}
        empty={isLoading ? t('settingsPages.apiKeys.loading') : t('settingsPages.apiKeys.empty')}
        emptyIcon="key"
        testId="api-keys-table"
        rowProps={(k) => ({ 'data-api-key': k.name })}
      />
      <Pager {...list.pager} />
      <CreateApiKeyDialog isOpen={creating} onClose={() => setCreating(false)} onCreate={handleCreate} />
      <Alert
        isOpen={revoking !== null}
        intent="danger"
        icon="disable"
        confirmButtonText={t('settingsPages.apiKeys.revoke')}
        cancelButtonText={t('settingsPages.common.cancel')}
        loading={isRevokeLoading}
        onCancel={() => setRevoking(null)}
        onConfirm={() => void handleRevoke()}
      >
        <p>{t('settingsPages.apiKeys.confirmRevoke', { name: revoking?.name ?? '' })}</p>
      </Alert>
    </div>
  );
}
