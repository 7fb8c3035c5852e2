import { Button, HTMLSelect, Tag } from '@blueprintjs/core';
import type { GuestPost } from '@ros/shared-events';
import { useState } from 'react';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { useAppSelector } from '../../../app/store/hooks';
import { toastSuccess } from '../../../app/toaster';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { Pager } from '../../../components/list/Pager';
import { useServerList } from '../../../components/list/useServerList';
import { PageHeader } from '../../../components/PageHeader';
import { GuestPostDialog } from './GuestPostDialog';
import { useDeleteGuestPostMutation, useListGuestPostsQuery } from './guest-posts.api';
import { useGuestPostsT } from './i18n';

type Status = GuestPost['status'];
const STATUS_INTENT = { current: 'success', upcoming: 'primary', past: 'none' } as const;

/** Menu → Guest posts: the specials and events guests see on the digital menu and online ordering while current. */
export default function GuestPostsPage() {
  const t = useGuestPostsT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const canEdit = useCan('edit', 'menu');
  const list = useServerList({ initialSort: { column: 'startsOn', dir: 'desc' }, firstDir: 'desc' });
  const [status, setStatus] = useState<Status | ''>('');
  const { data, isLoading } = useListGuestPostsQuery(
    { rid, ...list.query, sortColumn: list.query.sortColumn as 'startsOn', status: status || undefined },
    { skip: !rid },
  );
  const controls = list.controls(data?.total ?? 0);
  const [editing, setEditing] = useState<GuestPost | 'new' | null>(null);
  const [deleting, setDeleting] = useState<GuestPost | null>(null);
  const [remove] = useDeleteGuestPostMutation();

  const columns: Column<GuestPost>[] = [
    {
      key: 'title',
      header: t('fields.title'),
      sortable: true,
      render: (p) => (
        <>
          <strong>{p.title}</strong> <Tag minimal>{t(`kinds.${p.kind}`)}</Tag>
        </>
      ),
    },
    { key: 'startsOn', header: t('fields.startsOn'), sortable: true, render: (p) => p.startsOn },
    { key: 'endsOn', header: t('fields.endsOn'), sortable: true, render: (p) => p.endsOn },
    {
      key: 'status',
      header: t('fields.status'),
      render: (p) => <Tag intent={STATUS_INTENT[p.status]}>{t(`statuses.${p.status}`)}</Tag>,
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: '',
            label: t('actions'),
            align: 'right' as const,
            render: (p: GuestPost) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                <Button
                  variant="minimal"
                  icon="edit"
                  aria-label={t('edit', { title: p.title })}
                  onClick={() => setEditing(p)}
                />
                <Button
                  variant="minimal"
                  icon="trash"
                  intent="danger"
                  aria-label={t('delete', { title: p.title })}
                  onClick={() => setDeleting(p)}
                />
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="ros-page">
      <PageHeader
        title={t('title')}
        description={t('subtitle')}
        actions={canEdit && <Button intent="primary" icon="add" text={t('new')} onClick={() => setEditing('new')} />}
      />
      <ListToolbar q={controls.q} onQuery={controls.setQuery} placeholder={t('search')}>
        <HTMLSelect
          aria-label={t('fields.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as Status | '');
            controls.setPage(1);
          }}
          options={[
            { value: '', label: t('allStatuses') },
            ...(['current', 'upcoming', 'past'] as const).map((s) => ({ value: s, label: t(`statuses.${s}`) })),
          ]}
        />
      </ListToolbar>
      <DataTable
        rows={data?.data ?? []}
        columns={columns}
        rowKey={(p) => p.id}
        sort={controls.sort}
        onSort={controls.toggleSort}
        empty={isLoading ? t('loading') : t('empty')}
        emptyIcon="star"
        testId="guest-posts-table"
      />
      <Pager {...controls.pager} />
      {editing && (
        <GuestPostDialog rid={rid} post={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDelete
        name={deleting?.title ?? null}
        message={t('deleteHint')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove({ rid, id: deleting.id }).unwrap();
          void toastSuccess(t('deleted', { title: deleting.title }));
        }}
      />
    </div>
  );
}
