import { Button, HTMLSelect, Switch, Tag } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toastError, toastSuccess } from '../../../app/toaster';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { downloadCsv } from '../../../components/list/csv';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { Pager } from '../../../components/list/Pager';
import { useServerList } from '../../../components/list/useServerList';
import { formatMoney } from '../../../components/money';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { Auto86Switch } from './Auto86Switch';
import { useInventoryT } from './i18n';
import { ImportItemsDialog, ITEM_CSV_HEADERS } from './ImportItemsDialog';
import { fetchAllItems, useDeleteItemMutation, useListGroupsQuery, useListItemsQuery } from './inventory.api';
import { InventoryFrame, formatQuantity, formatUnitCost } from './InventoryFrame';
import type { InventoryItem } from './inventory.types';
import { ItemDrawer } from './ItemDrawer';
import { ItemFormDialog } from './ItemFormDialog';

/**
 * The inventory list: every item's on-hand (from the ledger, live as the kitchen cooks), value and
 * levels; search, filter by group or "low", sort, page, CSV export and import; an item's history.
 */
export default function InventoryListPage() {
  const t = useInventoryT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const canEdit = useCan('edit', 'inventory');
  const [groupId, setGroupId] = useState('');
  const [params] = useSearchParams();
  const [low, setLow] = useState(params.get('low') === 'true');
  const { query, controls, setPage } = useServerList({
    initialSort: { column: 'name', dir: 'asc' },
    perPage: 25,
    debounceMs: 200,
  });
  const filters = { groupId: groupId || undefined, low: low || undefined };
  const result = useListItemsQuery(rid ? { rid, query: { ...query, ...filters } } : skipToken);
  const groups = useListGroupsQuery(rid, { skip: !rid }).data?.data ?? [];
  const list = controls(result.data?.total ?? 0);
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<InventoryItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<InventoryItem | null>(null);
  const [isImporting, setImporting] = useState(false);
  const [deleteItem] = useDeleteItemMutation();
  const rows = result.data?.data ?? [];
  // The drawer shows the row as the list has it now (live), not a copy taken when it opened.
  const opened = rows.find((i) => i.id === openedId) ?? null;

  const columns: Column<InventoryItem>[] = [
    {
      key: 'name',
      header: t('items.name'),
      sortable: true,
      render: (i) => (
        <>
          <strong>{i.name}</strong>{' '}
          {i.isOut ? (
            <Tag intent="danger" minimal>
              {t('items.out')}
            </Tag>
          ) : i.isLow ? (
            <Tag intent="warning" minimal>
              {t('items.low')}
            </Tag>
          ) : null}
          {!i.isActive && <Tag minimal>{t('items.inactive')}</Tag>}
        </>
      ),
    },
    { key: 'group', header: t('items.group'), render: (i) => i.groupName },
    {
      key: 'onHand',
      header: t('items.onHand'),
      sortable: true,
      align: 'right',
      render: (i) => <span data-testid={`on-hand-${i.name}`}>{`${formatQuantity(i.onHand)} ${i.unit}`}</span>,
    },
    {
      key: 'levels',
      header: t('items.parReorder'),
      align: 'right',
      render: (i) => `${formatQuantity(i.parLevel)} / ${formatQuantity(i.reorderPoint)}`,
    },
    {
      key: 'averageCost',
      header: t('items.averageCost'),
      align: 'right',
      render: (i) => `${formatUnitCost(i.averageCost)} / ${i.unit}`,
    },
    { key: 'value', header: t('items.value'), sortable: true, align: 'right', render: (i) => formatMoney(i.value) },
    { key: 'location', header: t('items.location'), render: (i) => i.location },
  ];

  const exportCsv = async () => {
    try {
      const all = await fetchAllItems(rid, { ...query, ...filters });
      const values: ((i: InventoryItem) => string | number | null)[] = [
        (i) => i.name,
        (i) => i.groupName,
        (i) => i.unit,
        (i) => i.sku,
        (i) => i.barcode,
        (i) => i.location,
        (i) => i.parLevel,
        (i) => i.reorderPoint,
        (i) => i.onHand,
      ];
      downloadCsv('inventory.csv', all, [
        ...ITEM_CSV_HEADERS.map((header, n) => ({ header, value: values[n]! })),
        { header: 'Average cost', value: (i: InventoryItem) => formatUnitCost(i.averageCost) },
        { header: 'Value', value: (i: InventoryItem) => formatMoney(i.value) },
      ]);
    } catch (error) {
      void toastError(error);
    }
  };

  return (
    <InventoryFrame
      title={t('items.title')}
      description={t('items.subtitle')}
      error={result.error}
      actions={<Auto86Switch rid={rid} />}
    >
      <ListToolbar q={list.q} onQuery={list.setQuery} placeholder={t('items.search')} onExport={() => void exportCsv()}>
        <HTMLSelect
          aria-label={t('items.filterGroup')}
          value={groupId}
          onChange={(e) => {
            setGroupId(e.currentTarget.value);
            setPage(1);
          }}
        >
          <option value="">{t('items.allGroups')}</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </HTMLSelect>
        <Switch
          label={t('items.lowOnly')}
          checked={low}
          onChange={() => {
            setLow(!low);
            setPage(1);
          }}
          style={{ margin: 0 }}
        />
        {canEdit && <Button icon="import" text={t('import.button')} onClick={() => setImporting(true)} />}
        {canEdit && <Button intent="primary" icon="add" text={t('items.new')} onClick={() => setEditing('new')} />}
      </ListToolbar>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(i) => i.id}
        sort={list.sort}
        onSort={list.toggleSort}
        onRowClick={(i) => setOpenedId(i.id)}
        empty={
          result.isLoading ? t('common.loading') : query.q || groupId || low ? t('items.noMatch') : t('items.empty')
        }
        testId="inventory-table"
      />
      <Pager {...list.pager} />
      {opened && (
        <ItemDrawer
          rid={rid}
          item={opened}
          canEdit={canEdit}
          onClose={() => setOpenedId(null)}
          onEdit={() => setEditing(opened)}
          onDelete={() => setDeleting(opened)}
        />
      )}
      {editing && (
        <ItemFormDialog rid={rid} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {isImporting && <ImportItemsDialog rid={rid} onClose={() => setImporting(false)} />}
      <ConfirmDelete
        name={deleting?.name ?? null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteItem({ rid, id: deleting.id }).unwrap();
          void toastSuccess(t('common.deleted', { name: deleting.name }));
          setOpenedId(null);
        }}
      />
    </InventoryFrame>
  );
}
