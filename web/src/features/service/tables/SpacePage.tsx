import { Button, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../app/toaster';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../api/baseApi';
import { useAppDispatch } from '../../../app/store/hooks';
import { useCatalogueT } from '../../../app/i18n/catalogue';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { downloadCsv } from '../../../components/list/csv';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { Pager } from '../../../components/list/Pager';
import { UpgradePrompt } from '../../../components/UpgradePrompt';
import { useClientList } from '../../../components/list/useClientList';
import { useCan } from '../../../app/session/useAbility';
import { SpaceDialog } from './SpaceDialog';
import { useDeleteSpaceMutation, useSaveSpaceMutation } from './tables.api';
import type { Space } from './tables.types';
import { useFloor } from './useFloor';

/** Spaces (rooms, terrace…): create, rename, delete, and the order they appear in. */
export default function SpacePage() {
  const t = useCatalogueT();
  const dispatch = useAppDispatch();
  const [saveSpace] = useSaveSpaceMutation();
  const [deleteSpace] = useDeleteSpaceMutation();
  const canEdit = useCan('edit', 'tables');
  const { restaurantId, status, spaces, tables } = useFloor();
  const [editing, setEditing] = useState<Space | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Space | null>(null);
  const [isUpgradeOpen, setUpgradeOpen] = useState(false);
  const tableCount = (s: Space) => tables.filter((x) => x.spaceId === s.id).length;
  const list = useClientList(spaces, {
    searchText: (s) => s.name,
    sortBy: { sortOrder: (s) => s.sortOrder, name: (s) => s.name, tables: tableCount },
    initialSort: { column: 'sortOrder', dir: 'asc' },
  });

  /** Swaps a space with its neighbour in the display order, renumbering all so orders stay distinct. */
  const move = async (space: Space, delta: -1 | 1) => {
    const ids = spaces.map((s) => s.id);
    const from = ids.indexOf(space.id);
    const to = from + delta;
    if (to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    try {
      const changed = ids
        .map((id, sortOrder) => ({ id, sortOrder }))
        .filter(({ id, sortOrder }) => spaces.find((s) => s.id === id)?.sortOrder !== sortOrder);
      for (const c of changed)
        await saveSpace({ rid: restaurantId, id: c.id, body: { sortOrder: c.sortOrder } }).unwrap();
    } catch (error) {
      void toastError(error);
      dispatch(api.util.invalidateTags(['Floor']));
    }
  };

  const isInOrder = list.sort.column === 'sortOrder' && list.sort.dir === 'asc' && !list.q;
  const columns: Column<Space>[] = [
    { key: 'sortOrder', header: '#', sortable: true, width: 48, render: (s) => spaces.indexOf(s) + 1 },
    { key: 'name', header: t('spaces.name'), sortable: true, render: (s) => <strong>{s.name}</strong> },
    { key: 'tables', header: t('spaces.tables'), sortable: true, render: tableCount },
    {
      key: 'actions',
      header: '',
      render: (s) =>
        canEdit && (
          <span style={{ whiteSpace: 'nowrap' }}>
            <Button
              icon="arrow-up"
              variant="minimal"
              size="small"
              aria-label={t('spaces.moveUp')}
              disabled={!isInOrder || spaces[0] === s}
              onClick={() => void move(s, -1)}
            />
            <Button
              icon="arrow-down"
              variant="minimal"
              size="small"
              aria-label={t('spaces.moveDown')}
              disabled={!isInOrder || spaces[spaces.length - 1] === s}
              onClick={() => void move(s, 1)}
            />
            <Button
              icon="edit"
              variant="minimal"
              size="small"
              aria-label={t('common.edit')}
              onClick={() => setEditing(s)}
            />
            <Button
              icon="trash"
              variant="minimal"
              size="small"
              intent="danger"
              aria-label={t('common.delete')}
              onClick={() => setDeleting(s)}
            />
          </span>
        ),
    },
  ];

  return (
    <div className="ros-page">
      <PageHeader title={t('spaces.title')} description={t('spaces.subtitle')} />
      <ListToolbar
        q={list.q}
        onQuery={list.setQuery}
        placeholder={t('spaces.search')}
        onExport={() =>
          downloadCsv('spaces.csv', list.filtered, [
            { header: t('spaces.name'), value: (s) => s.name },
            { header: t('spaces.tables'), value: tableCount },
          ])
        }
      >
        {canEdit && (
          <Button
            intent="primary"
            icon="add"
            text={t('spaces.new')}
            onClick={() => setEditing('new')}
            data-testid="new-space"
          />
        )}
      </ListToolbar>
      {status === 'loading' && spaces.length === 0 ? (
        <Spinner />
      ) : (
        <DataTable
          rows={list.visible}
          columns={columns}
          rowKey={(s) => s.id}
          sort={list.sort}
          onSort={list.toggleSort}
          empty={t('spaces.empty')}
          testId="spaces-table"
        />
      )}
      <Pager {...list.pager} />
      {editing && (
        <SpaceDialog
          restaurantId={restaurantId}
          space={editing === 'new' ? null : editing}
          nextSortOrder={spaces.reduce((m, s) => Math.max(m, s.sortOrder + 1), 0)}
          onClose={() => setEditing(null)}
          onPlanRequired={() => setUpgradeOpen(true)}
        />
      )}
      <UpgradePrompt
        variant="dialog"
        isOpen={isUpgradeOpen}
        onClose={() => setUpgradeOpen(false)}
        title={t('upgrade.title')}
        body={t('upgrade.body', { what: t('upgrade.moreSpaces') })}
      />
      <ConfirmDelete
        name={deleting?.name ?? null}
        message={
          deleting && tableCount(deleting) > 0
            ? t('spaces.deleteWithTables', { name: deleting.name, count: tableCount(deleting) })
            : undefined
        }
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteSpace({ rid: restaurantId, id: deleting.id }).unwrap();
          void toastSuccess(t('common.deleted', { name: deleting.name }));
        }}
      />
    </div>
  );
}
