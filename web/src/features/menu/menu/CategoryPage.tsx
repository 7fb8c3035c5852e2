import { Button, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../app/toaster';
import { PageHeader } from '../../../components/PageHeader';
import { useCan } from '../../../app/session/useAbility';
import { CategoryDialog } from './categories/CategoryDialog';
import { CategoryRows } from './categories/CategoryRows';
import { moveBefore } from './categories/reorder';
import { StationsDialog } from './categories/StationsDialog';
import { useCatalogueT } from '../../../app/i18n/catalogue';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { downloadCsv } from '../../../components/list/csv';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { Pager } from '../../../components/list/Pager';
import { UpgradePrompt } from '../../../components/UpgradePrompt';
import { useClientList } from '../../../components/list/useClientList';
import { useDeleteCategoryMutation, useReorderCategoriesMutation } from './menu.api';
import type { Category } from './menu.types';
import { MenuDialog } from './menus/MenuDialog';
import { useCatalogue } from './useCatalogue';

/** Categories of a menu: list, create, edit, delete, drag to reorder, item counts and stations. */
export default function CategoryPage() {
  const t = useCatalogueT();
  const { t: tc } = useTranslation();
  const [reorderCategories] = useReorderCategoriesMutation();
  const [deleteCategory] = useDeleteCategoryMutation();
  const canEdit = useCan('edit', 'menu');
  const { restaurantId, status, menus, categories, stations } = useCatalogue();
  const [chosenMenu, setMenuId] = useState('');
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [isMenuDialogOpen, setMenuDialogOpen] = useState(false);
  const [isUpgradeOpen, setUpgradeOpen] = useState(false);
  const [isStationsOpen, setStationsOpen] = useState(false);
  const menuId = menus.some((m) => m.id === chosenMenu)
    ? chosenMenu
    : ((menus.find((m) => m.isActive) ?? menus[0])?.id ?? '');
  const stationsById = useMemo(() => new Map(stations.map((s) => [s.id, s])), [stations]);
  const filter = useMemo(() => (c: Category) => c.menuId === menuId, [menuId]);
  const list = useClientList(categories, {
    searchText: (c) => `${c.name} ${c.description ?? ''}`,
    sortBy: { sortOrder: (c) => c.sortOrder, name: (c) => c.name, itemCount: (c) => c.itemCount },
    initialSort: { column: 'sortOrder', dir: 'asc' },
    perPage: 25,
    filter,
  });

  const handleMove = async (dragged: string, target: string) => {
    const ordered = categories
      .filter((c) => c.menuId === menuId)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((c) => c.id);
    const next = moveBefore(ordered, dragged, target);
    try {
      await reorderCategories({ rid: restaurantId, menuId, categoryIds: next }).unwrap();
    } catch (error) {
      void toastError(error);
    }
  };

  const header = (
    <PageHeader
      title={t('categories.title')}
      description={t('categories.subtitle')}
      actions={
        <Button
          icon="flame"
          text={t('stations.title')}
          onClick={() => setStationsOpen(true)}
          data-testid="manage-stations"
        />
      }
    />
  );
  const stationsDialog = isStationsOpen && (
    <StationsDialog
      restaurantId={restaurantId}
      stations={stations}
      canEdit={canEdit}
      onClose={() => setStationsOpen(false)}
    />
  );
  if (status === 'loading' && menus.length === 0)
    return (
      <div className="ros-page">
        {header}
        <Spinner />
      </div>
    );
  const menuDialog = isMenuDialogOpen && (
    <MenuDialog
      restaurantId={restaurantId}
      menu={null}
      onClose={() => setMenuDialogOpen(false)}
      onPlanRequired={() => setUpgradeOpen(true)}
    />
  );
  if (menus.length === 0) {
    return (
      <div className="ros-page">
        {header}
        <NonIdealState
          icon="book"
          title={t('categories.noMenuTitle')}
          description={t('categories.noMenuBody')}
          action={
            canEdit ? (
              <Button
                intent="primary"
                icon="add"
                text={t('menus.new')}
                onClick={() => setMenuDialogOpen(true)}
                data-testid="new-menu"
              />
            ) : undefined
          }
        />
        {menuDialog}
        {stationsDialog}
      </div>
    );
  }

  return (
    <div className="ros-page">
      {header}
      <ListToolbar
        q={list.q}
        onQuery={list.setQuery}
        placeholder={t('categories.search')}
        onExport={() =>
          downloadCsv('categories.csv', list.filtered, [
            { header: t('categories.name'), value: (c) => c.name },
            { header: t('categories.description'), value: (c) => c.description },
            { header: t('categories.items'), value: (c) => c.itemCount },
            { header: t('categories.station'), value: (c) => (c.stationId ? stationsById.get(c.stationId)?.name : '') },
          ])
        }
      >
        <HTMLSelect
          value={menuId}
          onChange={(e) => setMenuId(e.currentTarget.value)}
          aria-label={t('categories.menu')}
          data-testid="category-menu-filter"
        >
          {menus.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
              {m.isActive ? ` (${t('menus.active')})` : ''}
            </option>
          ))}
        </HTMLSelect>
        <HTMLSelect
          value={`${list.sort.column}:${list.sort.dir}`}
          aria-label={tc('list.sort')}
          onChange={(e) => {
            const [column] = e.currentTarget.value.split(':');
            list.toggleSort(column ?? 'sortOrder');
          }}
        >
          <option value="sortOrder:asc">{t('categories.sortMenuOrder')}</option>
          <option value="name:asc">{t('categories.sortName')}</option>
          <option value="itemCount:asc">{t('categories.sortItems')}</option>
        </HTMLSelect>
        {canEdit && (
          <Button
            intent="primary"
            icon="add"
            text={t('categories.new')}
            onClick={() => setEditing('new')}
            data-testid="new-category"
          />
        )}
      </ListToolbar>
      <CategoryRows
        categories={list.visible}
        stationsById={stationsById}
        canEdit={canEdit}
        canReorder={!list.q && list.sort.column === 'sortOrder' && list.sort.dir === 'asc'}
        onMove={(a, b) => void handleMove(a, b)}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      <Pager {...list.pager} />
      {editing && (
        <CategoryDialog
          restaurantId={restaurantId}
          category={editing === 'new' ? null : editing}
          menus={menus}
          stations={stations}
          defaultMenuId={menuId}
          onClose={() => setEditing(null)}
        />
      )}
      {menuDialog}
      {stationsDialog}
      <UpgradePrompt
        variant="dialog"
        isOpen={isUpgradeOpen}
        onClose={() => setUpgradeOpen(false)}
        title={t('upgrade.title')}
        body={t('upgrade.body', { what: t('upgrade.moreMenus') })}
      />
      <ConfirmDelete
        name={deleting?.name ?? null}
        message={
          deleting ? t('categories.confirmDelete', { name: deleting.name, count: deleting.itemCount }) : undefined
        }
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteCategory({ rid: restaurantId, id: deleting.id }).unwrap();
          void toastSuccess(t('common.deleted', { name: deleting.name }));
        }}
      />
    </div>
  );
}
