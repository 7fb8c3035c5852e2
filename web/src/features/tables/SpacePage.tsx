import { Button, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../app/toaster';
import { PageHeader } from '../../components/PageHeader';
import { useAppDispatch } from '../../store/hooks';
import { useCatalogueT } from '../menu/i18n';
import { ConfirmDelete } from '../menu/list/ConfirmDelete';
import { downloadCsv } from '../menu/list/csv';
import { DataTable, type Column } from '../menu/list/DataTable';
import { ListToolbar } from '../menu/list/ListToolbar';
import { Pager } from '../menu/list/Pager';
import { UpgradePrompt } from '../menu/list/UpgradePrompt';
import { useClientList } from '../menu/list/useClientList';
import { useCan } from '../session/useAbility';
import { floorActions, floorLoadRequested } from './floorSlice';
import { SpaceDialog } from './SpaceDialog';
import { tablesApi } from './tables.api';
import type { Space } from './tables.types';
import { useFloor } from './useFloor';

/** Spaces (rooms, terrace…): create, rename, delete, and the order they appear in. */
export default function SpacePage() {
  const t = useCatalogueT();
  const dispatch = useAppDispatch();
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
      const changed = ids.map((id, sortOrder) => ({ id, sortOrder })).filter(({ id, sortOrder }) => spaces.find((s) => s.id === id)?.sortOrder !== sortOrder);
      for (const c of changed) dispatch(floorActions.spaceSaved(await tablesApi.updateSpace(restaurantId, c.id, { sortOrder: c.sortOrder })));
    } catch (error) {
      void toastError(error);
      dispatch(floorLoadRequested({ restaurantId, quiet: true }));
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
            <Button icon="arrow-up" variant="minimal" size="small" aria-label={t('spaces.moveUp')} disabled={!isInOrder || spaces[0] === s} onClick={() => void move(s, -1)} />
            <Button icon="arrow-down" variant="minimal" size="small" aria-label={t('spaces.moveDown')} disabled={!isInOrder || spaces[spaces.length - 1] === s} onClick={() => void move(s, 1)} />
            <Button icon="edit" variant="minimal" size="small" aria-label={t('common.edit')} onClick={() => setEditing(s)} />
            <Button icon="trash" variant="minimal" size="small" intent="danger" aria-label={t('common.delete')} onClick={() => setDeleting(s)} />
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
        {canEdit && <Button intent="primary" icon="add" text={t('spaces.new')} onClick={() => setEditing('new')} data-testid="new-space" />}
      </ListToolbar>
      {status === 'loading' && spaces.length === 0 ? (
        <Spinner />
      ) : (
        <DataTable rows={list.visible} columns={columns} rowKey={(s) => s.id} sort={list.sort} onSort={list.toggleSort} empty={t('spaces.empty')} testId="spaces-table" />
      )}
      <Pager page={list.page} pageCount={list.pageCount} total={list.total} perPage={list.perPage} onPage={list.setPage} onPerPage={list.setPerPage} />
      {editing && (
        <SpaceDialog
          restaurantId={restaurantId}
          space={editing === 'new' ? null : editing}
          nextSortOrder={spaces.reduce((m, s) => Math.max(m, s.sortOrder + 1), 0)}
          onClose={() => setEditing(null)}
          onPlanRequired={() => setUpgradeOpen(true)}
        />
      )}
      <UpgradePrompt isOpen={isUpgradeOpen} onClose={() => setUpgradeOpen(false)} what={t('upgrade.moreSpaces')} />
      <ConfirmDelete
        name={deleting?.name ?? null}
        message={deleting && tableCount(deleting) > 0 ? t('spaces.deleteWithTables', { name: deleting.name, count: tableCount(deleting) }) : undefined}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await tablesApi.deleteSpace(restaurantId, deleting.id);
          dispatch(floorActions.spaceRemoved(deleting.id));
          void toastSuccess(t('common.deleted', { name: deleting.name }));
        }}
      />
    </div>
  );
}
