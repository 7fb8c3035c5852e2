import { Button, Card, Classes, Elevation, H5, Tag } from '@blueprintjs/core';
import { useCatalogueT } from '../../../../app/i18n/catalogue';
import { DataTable, type Column } from '../../../../components/list/DataTable';
import type { SortDir } from '../../../../components/list/list.types';
import type { Category, Dish, Station } from '../menu.types';
import { formatMoney } from '../money';
import { AvailabilityPopover } from './AvailabilityPopover';

interface Props {
  restaurantId: string;
  dishes: Dish[];
  categoriesById: Map<string, Category>;
  stationsById: Map<string, Station>;
  canEdit: boolean;
  /** 86 toggles: menu editors and anyone taking orders. */
  can86: boolean;
  sort: { column: string; dir: SortDir };
  onSort: (column: string) => void;
  onEdit: (dish: Dish) => void;
  onDelete: (dish: Dish) => void;
}

const priceRange = (d: Dish) => {
  const prices = d.variants.map((v) => v.price);
  if (prices.length === 0) return formatMoney(d.price);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? formatMoney(min) : `${formatMoney(min)} – ${formatMoney(max)}`;
};

/** Dishes as a sortable table. */
export function DishTable({
  restaurantId,
  dishes,
  categoriesById,
  stationsById,
  canEdit,
  can86,
  sort,
  onSort,
  onEdit,
  onDelete,
}: Props) {
  const t = useCatalogueT();
  const columns: Column<Dish>[] = [
    {
      key: 'image',
      header: '',
      width: 48,
      render: (d) =>
        d.images[0] ? (
          <img src={d.images[0]} alt="" style={{ width: 36, height: 36, objectFit: 'cover', borderRadius: 4 }} />
        ) : null,
    },
    { key: 'name', header: t('dishes.name'), sortable: true, render: (d) => <strong>{d.name}</strong> },
    { key: 'displayId', header: t('dishes.displayId'), sortable: true, render: (d) => d.displayId ?? '' },
    {
      key: 'categories',
      header: t('dishes.categories'),
      render: (d) =>
        d.categoryIds
          .map((id) => categoriesById.get(id)?.name)
          .filter(Boolean)
          .join(', '),
    },
    { key: 'variants', header: t('dishes.variants'), render: (d) => d.variants.map((v) => v.name).join(', ') },
    { key: 'price', header: t('dishes.price'), sortable: true, render: priceRange },
    {
      key: 'station',
      header: t('dishes.station'),
      render: (d) => (d.stationId ? (stationsById.get(d.stationId)?.name ?? '') : ''),
    },
    {
      key: 'availability',
      header: t('dishes.availability'),
      render: (d) => <AvailabilityPopover restaurantId={restaurantId} dish={d} canEdit={can86} />,
    },
    {
      key: 'actions',
      header: '',
      width: 80,
      render: (d) =>
        canEdit && (
          <>
            <Button
              icon="edit"
              variant="minimal"
              size="small"
              aria-label={t('common.edit')}
              onClick={() => onEdit(d)}
            />
            <Button
              icon="trash"
              variant="minimal"
              size="small"
              intent="danger"
              aria-label={t('common.delete')}
              onClick={() => onDelete(d)}
            />
          </>
        ),
    },
  ];
  return (
    <DataTable
      rows={dishes}
      columns={columns}
      rowKey={(d) => d.id}
      sort={sort}
      onSort={onSort}
      empty={t('dishes.empty')}
      testId="dishes-table"
    />
  );
}

/** Dishes as photo cards. */
export function DishGrid({
  restaurantId,
  dishes,
  categoriesById,
  canEdit,
  can86,
  onEdit,
}: Omit<Props, 'sort' | 'onSort' | 'onDelete' | 'stationsById'>) {
  const t = useCatalogueT();
  if (dishes.length === 0) return <p className={Classes.TEXT_MUTED}>{t('dishes.empty')}</p>;
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 }}
      data-testid="dishes-grid"
    >
      {dishes.map((d) => (
        <Card
          key={d.id}
          elevation={Elevation.ONE}
          interactive={canEdit}
          onClick={canEdit ? () => onEdit(d) : undefined}
          style={{ padding: 0, opacity: d.isAvailable ? 1 : 0.6 }}
        >
          <div
            style={{
              height: 120,
              background: d.images[0] ? `center / cover url(${JSON.stringify(d.images[0])})` : '#e5e8eb',
            }}
          />
          <div style={{ padding: 12 }}>
            <H5 style={{ marginBottom: 4 }}>{d.name}</H5>
            <div className={Classes.TEXT_MUTED} style={{ minHeight: 18 }}>
              {d.categoryIds
                .map((id) => categoriesById.get(id)?.name)
                .filter(Boolean)
                .join(', ')}
            </div>
            <div
              style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 8 }}
              onClick={(e) => e.stopPropagation()}
            >
              <Tag minimal>{priceRange(d)}</Tag>
              <AvailabilityPopover restaurantId={restaurantId} dish={d} canEdit={can86} />
            </div>
          </div>
        </Card>
      ))}
    </div>
  );
}
