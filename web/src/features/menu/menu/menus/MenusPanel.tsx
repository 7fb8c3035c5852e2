import { Button, Classes, Switch, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../../app/toaster';
import { useCan } from '../../../../app/session/useAbility';
import { useCatalogueT } from '../../../../app/i18n/catalogue';
import { ConfirmDelete } from '../../../../components/ConfirmDelete';
import { downloadCsv } from '../../../../components/list/csv';
import { DataTable, type Column } from '../../../../components/list/DataTable';
import { ListToolbar } from '../../../../components/list/ListToolbar';
import { Pager } from '../../../../components/list/Pager';
import { UpgradePrompt } from '../../../../components/UpgradePrompt';
import { useClientList } from '../../../../components/list/useClientList';
import { useDeleteMenuMutation, useSetMenuActiveMutation } from '../menu.api';
import type { Menu } from '../menu.types';
import { formatMoney } from '../money';
import { useCatalogue } from '../useCatalogue';
import { MenuDialog } from './MenuDialog';

const discountText = (m: Menu) =>
  m.discount.percent > 0 ? `${m.discount.percent}%` : m.discount.amount > 0 ? formatMoney(m.discount.amount) : '';

/** The restaurant's menus: list, create, edit, delete and the active switch. */
export function MenusPanel() {
  const t = useCatalogueT();
  const [setMenuActive] = useSetMenuActiveMutation();
  const [deleteMenu] = useDeleteMenuMutation();
  const canEdit = useCan('edit', 'menu');
  const { restaurantId, menus } = useCatalogue();
  const [editing, setEditing] = useState<Menu | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Menu | null>(null);
  const [isUpgradeOpen, setUpgradeOpen] = useState(false);
  const list = useClientList(menus, {
    searchText: (m) => `${m.name} ${m.description ?? ''}`,
    sortBy: { name: (m) => m.name, sortOrder: (m) => m.sortOrder, dishCount: (m) => m.dishCount ?? 0 },
    initialSort: { column: 'sortOrder', dir: 'asc' },
  });

  const toggleActive = async (m: Menu) => {
    try {
      await setMenuActive({ rid: restaurantId, id: m.id, isActive: !m.isActive }).unwrap();
    } catch (error) {
      void toastError(error);
    }
  };

  const columns: Column<Menu>[] = [
    {
      key: 'name',
      header: t('menus.name'),
      sortable: true,
      render: (m) => (
        <span>
          <span
            style={{
              display: 'inline-block',
              width: 12,
              height: 12,
              borderRadius: 6,
              background: m.color ?? '#ccc',
              marginRight: 8,
            }}
          />
          <strong>{m.name}</strong>
        </span>
      ),
    },
    {
      key: 'description',
      header: t('menus.description'),
      render: (m) => <span className={Classes.TEXT_MUTED}>{m.description}</span>,
    },
    { key: 'discount', header: t('menus.discount'), render: discountText },
    { key: 'dishCount', header: t('menus.dishes'), sortable: true, render: (m) => m.dishCount ?? '' },
    {
      key: 'active',
      header: t('menus.active'),
      render: (m) => (
        <Switch
          checked={m.isActive}
          disabled={!canEdit}
          style={{ margin: 0 }}
          aria-label={t('menus.active')}
          onChange={() => void toggleActive(m)}
        />
      ),
    },
    {
      key: 'actions',
      header: '',
      render: (m) =>
        canEdit && (
          <>
            <Button
              icon="edit"
              variant="minimal"
              size="small"
              aria-label={t('common.edit')}
              onClick={() => setEditing(m)}
            />
            <Button
              icon="trash"
              variant="minimal"
              size="small"
              intent="danger"
              aria-label={t('common.delete')}
              onClick={() => setDeleting(m)}
            />
          </>
        ),
    },
  ];

  return (
    <div>
      <ListToolbar
        q={list.q}
        onQuery={list.setQuery}
        placeholder={t('menus.search')}
        onExport={() =>
          downloadCsv('menus.csv', list.filtered, [
            { header: t('menus.name'), value: (m) => m.name },
            { header: t('menus.description'), value: (m) => m.description },
            { header: t('menus.discount'), value: discountText },
            { header: t('menus.dishes'), value: (m) => m.dishCount },
            { header: t('menus.active'), value: (m) => (m.isActive ? t('common.yes') : t('common.no')) },
          ])
        }
      >
        {menus.some((m) => m.isActive) ? null : <Tag intent="warning">{t('menus.noneActive')}</Tag>}
        {canEdit && (
          <Button
            intent="primary"
            icon="add"
            text={t('menus.new')}
            onClick={() => setEditing('new')}
            data-testid="new-menu"
          />
        )}
      </ListToolbar>
      <DataTable
        rows={list.visible}
        columns={columns}
        rowKey={(m) => m.id}
        sort={list.sort}
        onSort={list.toggleSort}
        empty={t('menus.empty')}
        testId="menus-table"
      />
      <Pager {...list.pager} />
      {editing && (
        <MenuDialog
          restaurantId={restaurantId}
          menu={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onPlanRequired={() => setUpgradeOpen(true)}
        />
      )}
      <UpgradePrompt
        variant="dialog"
        isOpen={isUpgradeOpen}
        onClose={() => setUpgradeOpen(false)}
        title={t('upgrade.title')}
        body={t('upgrade.body', { what: t('upgrade.moreMenus') })}
      />
      <ConfirmDelete
        name={deleting?.name ?? null}
        message={deleting ? t('menus.confirmDelete', { name: deleting.name }) : undefined}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteMenu({ rid: restaurantId, id: deleting.id }).unwrap();
          void toastSuccess(t('common.deleted', { name: deleting.name }));
        }}
      />
    </div>
  );
}
