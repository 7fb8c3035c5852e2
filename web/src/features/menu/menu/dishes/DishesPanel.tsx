import { Button, ButtonGroup, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toastSuccess } from '../../../../app/toaster';
import { useCan } from '../../../../app/session/useAbility';
import { useCatalogueT } from '../../../../app/i18n/catalogue';
import { ConfirmDelete } from '../../../../components/ConfirmDelete';
import { downloadCsv } from '../../../../components/list/csv';
import { ListToolbar } from '../../../../components/list/ListToolbar';
import { Pager } from '../../../../components/list/Pager';
import { useClientList } from '../../../../components/list/useClientList';
import { useDeleteDishMutation } from '../menu.api';
import type { Dish } from '../menu.types';
import { formatMoney } from '../money';
import { useCatalogue } from '../useCatalogue';
import { DishFormDrawer } from './DishFormDrawer';
import { DishGrid, DishTable } from './DishViews';

/** All dishes: search, filter by category and menu, sort, page, grid or table, create and edit. */
export function DishesPanel() {
  const t = useCatalogueT();
  const [deleteDish] = useDeleteDishMutation();
  const canEdit = useCan('edit', 'menu');
  const canTakeOrders = useCan('edit', 'orders');
  const can86 = canEdit || canTakeOrders;
  const { restaurantId, status, dishes, categories, menus, stations } = useCatalogue();
  const [categoryId, setCategoryId] = useState('');
  const [menuId, setMenuId] = useState('');
  const [view, setView] = useState<'table' | 'grid'>('table');
  const [editing, setEditing] = useState<Dish | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Dish | null>(null);

  const categoriesById = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);
  const stationsById = useMemo(() => new Map(stations.map((s) => [s.id, s])), [stations]);
  const filter = useMemo(
    () => (d: Dish) =>
      (!categoryId || d.categoryIds.includes(categoryId)) &&
      (!menuId || (d.menuIds ?? d.categoryIds.map((id) => categoriesById.get(id)?.menuId)).includes(menuId)),
    [categoryId, menuId, categoriesById],
  );
  const list = useClientList(dishes, {
    searchText: (d) =>
      `${d.name} ${d.displayId ?? ''} ${d.description ?? ''} ${d.variants.map((v) => v.name).join(' ')}`,
    sortBy: { name: (d) => d.name, displayId: (d) => d.displayId ?? '', price: (d) => d.price },
    filter,
  });

  // `?open=<id>`: a dish found with Ctrl+K is shown (and opened for editing when the role may edit).
  const [params, setParams] = useSearchParams();
  const openId = params.get('open');
  const linked = openId ? dishes.find((d) => d.id === openId) : undefined;
  const { setQuery } = list;
  const shownLink = useRef<string | null>(null);
  useEffect(() => {
    if (!linked || shownLink.current === linked.id) return;
    shownLink.current = linked.id;
    setQuery(linked.name);
    if (canEdit) setEditing(linked);
    setParams(
      (p) => {
        p.delete('open');
        return p;
      },
      { replace: true },
    );
  }, [linked, canEdit, setQuery, setParams]);

  const handleExport = () =>
    downloadCsv('dishes.csv', list.filtered, [
      { header: t('dishes.name'), value: (d) => d.name },
      { header: t('dishes.displayId'), value: (d) => d.displayId },
      {
        header: t('dishes.categories'),
        value: (d) => d.categoryIds.map((id) => categoriesById.get(id)?.name).join('; '),
      },
      {
        header: t('dishes.variants'),
        value: (d) => d.variants.map((v) => `${v.name} ${formatMoney(v.price)}`).join('; '),
      },
      { header: t('dishes.price'), value: (d) => formatMoney(d.price) },
      { header: t('dishes.availability'), value: (d) => (d.isAvailable ? t('dishes.available') : t('dishes.soldOut')) },
    ]);

  if (status === 'loading' && dishes.length === 0) return <Spinner />;
  if (status === 'error') return <NonIdealState icon="error" title={t('common.loadFailed')} />;

  const categoryOptions = categories.filter((c) => !menuId || c.menuId === menuId);
  return (
    <div>
      <ListToolbar q={list.q} onQuery={list.setQuery} placeholder={t('dishes.search')} onExport={handleExport}>
        <HTMLSelect
          value={menuId}
          onChange={(e) => setMenuId(e.currentTarget.value)}
          aria-label={t('dishes.filterMenu')}
        >
          <option value="">{t('dishes.allMenus')}</option>
          {menus.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </HTMLSelect>
        <HTMLSelect
          value={categoryId}
          onChange={(e) => setCategoryId(e.currentTarget.value)}
          aria-label={t('dishes.filterCategory')}
        >
          <option value="">{t('dishes.allCategories')}</option>
          {categoryOptions.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </HTMLSelect>
        <ButtonGroup>
          <Button
            icon="th"
            active={view === 'table'}
            onClick={() => setView('table')}
            aria-label={t('dishes.tableView')}
          />
          <Button
            icon="grid-view"
            active={view === 'grid'}
            onClick={() => setView('grid')}
            aria-label={t('dishes.gridView')}
          />
        </ButtonGroup>
        {canEdit && (
          <Button
            intent="primary"
            icon="add"
            text={t('dishes.new')}
            onClick={() => setEditing('new')}
            data-testid="new-dish"
          />
        )}
      </ListToolbar>
      {view === 'table' ? (
        <DishTable
          restaurantId={restaurantId}
          dishes={list.visible}
          categoriesById={categoriesById}
          stationsById={stationsById}
          canEdit={canEdit}
          can86={can86}
          sort={list.sort}
          onSort={list.toggleSort}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      ) : (
        <DishGrid
          restaurantId={restaurantId}
          dishes={list.visible}
          categoriesById={categoriesById}
          canEdit={canEdit}
          can86={can86}
          onEdit={setEditing}
        />
      )}
      <Pager {...list.pager} />
      {editing && (
        <DishFormDrawer
          restaurantId={restaurantId}
          dish={editing === 'new' ? null : editing}
          menus={menus}
          categories={categories}
          stations={stations}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDelete
        name={deleting?.name ?? null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteDish({ rid: restaurantId, id: deleting.id }).unwrap();
          void toastSuccess(t('common.deleted', { name: deleting.name }));
        }}
      />
    </div>
  );
}
