import { Button, HTMLSelect } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { MESSAGE_STATUSES, routes, type MessageStatus, type OutboxMessage } from '@ros/shared-events';
import { useState } from 'react';
import { urlOf } from '../../../api/operation';
import { fetchAllPages } from '../../../api/pages';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { toastError } from '../../../app/toaster';
import { downloadCsv } from '../../../components/list/csv';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { Pager } from '../../../components/list/Pager';
import { useServerList } from '../../../components/list/useServerList';
import { PageHeader } from '../../../components/PageHeader';
import { useMessagesT } from './i18n';
import { MessageDrawer } from './MessageDrawer';
import { MessageStatusTag } from './MessageStatusTag';
import { useListMessagesQuery } from './sentMessages.api';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

/**
 * Settings → Sent messages: every message the restaurant wrote (invitations, guests' confirmations…)
 * with its recipient, status and why it failed; open one to read it and follow its links. Without
 * a mail provider the messages are kept here: this page is the restaurant's outbox. A message sent or
 * failed reads the list again (`message.*` events).
 */
export default function SentMessagesPage() {
  const t = useMessagesT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const { query, controls, setPage } = useServerList({
    initialSort: { column: 'createdAt', dir: 'desc' },
    firstDir: 'desc',
    perPage: 25,
  });
  const [status, setStatus] = useState<MessageStatus | ''>('');
  const result = useListMessagesQuery(rid ? { rid, query, status: status || undefined } : skipToken);
  const list = controls(result.data?.total ?? 0, result.data?.capped);
  const [openId, setOpenId] = useState<string | null>(null);

  const columns: Column<OutboxMessage>[] = [
    { key: 'createdAt', header: t('columns.createdAt'), sortable: true, render: (m) => when(m.createdAt) },
    { key: 'to', header: t('columns.to'), sortable: true, render: (m) => m.to },
    { key: 'kind', header: t('columns.kind'), sortable: true, render: (m) => t(`kinds.${m.kind}`, m.kind) },
    { key: 'subject', header: t('columns.subject'), sortable: true, render: (m) => m.subject },
    {
      key: 'status',
      header: t('columns.status'),
      sortable: true,
      render: (m) => <MessageStatusTag status={m.status} />,
    },
    { key: 'reason', header: t('columns.reason'), render: (m) => m.lastError },
    {
      key: 'open',
      header: '',
      label: t('columns.open'),
      align: 'right',
      render: (m) => (
        <Button
          variant="minimal"
          icon="eye-open"
          aria-label={t('open', { subject: m.subject ?? m.kind, to: m.to })}
          onClick={(e) => {
            e.stopPropagation();
            setOpenId(m.id);
          }}
        />
      ),
    },
  ];

  const exportCsv = async () => {
    try {
      const url = urlOf(
        routes.listMessages,
        { restaurantId: rid },
        { q: query.q, sort: query.sort, sortColumn: query.sortColumn, status: status || undefined },
      );
      const all = await fetchAllPages<OutboxMessage>(url, 500);
      downloadCsv('sent-messages.csv', all, [
        { header: t('columns.createdAt'), value: (m) => m.createdAt },
        { header: t('columns.to'), value: (m) => m.to },
        { header: t('columns.channel'), value: (m) => m.channel },
        { header: t('columns.kind'), value: (m) => m.kind },
        { header: t('columns.subject'), value: (m) => m.subject },
        { header: t('columns.status'), value: (m) => m.status },
        { header: t('columns.reason'), value: (m) => m.lastError },
        { header: t('columns.sentAt'), value: (m) => m.sentAt },
      ]);
    } catch (error) {
      void toastError(error);
    }
  };

  return (
    <div className="ros-page">
      <PageHeader title={t('title')} description={t('subtitle')} />
      <ListToolbar q={list.q} onQuery={list.setQuery} placeholder={t('search')} onExport={() => void exportCsv()}>
        <HTMLSelect
          aria-label={t('columns.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as MessageStatus | '');
            setPage(1);
          }}
          options={[
            { value: '', label: t('allStatuses') },
            ...MESSAGE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
          ]}
        />
      </ListToolbar>
      <DataTable
        rows={result.data?.data ?? []}
        columns={columns}
        rowKey={(m) => m.id}
        sort={list.sort}
        onSort={list.toggleSort}
        onRowClick={(m) => setOpenId(m.id)}
        empty={result.isLoading ? t('loading') : t('empty')}
        emptyIcon="envelope"
        testId="sent-messages-table"
      />
      <Pager {...list.pager} />
      <MessageDrawer rid={rid} id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
