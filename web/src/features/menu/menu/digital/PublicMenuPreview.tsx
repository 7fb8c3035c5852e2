import { Callout, Card, Classes, H4, H6, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useCatalogueT } from '../../../../app/i18n/catalogue';
import { useGetPublicMenuQuery, useGetPublicRestaurantQuery } from '../menu.api';
import type { PublicDish } from '../menu.types';
import { discounted, formatMoney } from '../money';

function DishLine({ dish }: { dish: PublicDish }) {
  const t = useCatalogueT();
  return (
    <div
      style={{ display: 'flex', gap: 10, padding: '8px 0', borderBottom: '1px solid rgba(0,0,0,.06)' }}
      data-testid="public-dish"
    >
      {dish.images[0] && (
        <img src={dish.images[0]} alt="" style={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 6 }} />
      )}
      <div style={{ flex: 1 }}>
        <strong>{dish.name}</strong>
        {dish.description && <div className={Classes.TEXT_MUTED}>{dish.description}</div>}
        <div style={{ display: 'flex', gap: 4, flexWrap: 'wrap', marginTop: 4 }}>
          {dish.variants.map((v) => (
            <Tag key={v.id ?? v.name} minimal intent={v.isAvailable ? 'none' : 'danger'}>
              {v.name} {formatMoney(discounted(v.price, v.discount))}
              {!v.isAvailable && ` · ${t('digital.soldOut')}`}
            </Tag>
          ))}
          {dish.dietaryTags.map((tag) => (
            <Tag key={tag} minimal intent="success">
              {tag}
            </Tag>
          ))}
        </div>
      </div>
    </div>
  );
}

/** The digital menu exactly as a guest sees it, read from the public API; any catalogue change reloads it. */
export function PublicMenuPreview({ restaurantId }: { restaurantId: string }) {
  const t = useCatalogueT();
  const restaurantQuery = useGetPublicRestaurantQuery(restaurantId);
  const menuQuery = useGetPublicMenuQuery(restaurantId);
  const [q, setQ] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);

  const restaurant = restaurantQuery.data;
  const menu = menuQuery.data;
  if (restaurantQuery.isError || menuQuery.isError)
    return <NonIdealState icon="error" title={t('common.loadFailed')} />;
  if (!restaurant || !menu) return <Spinner />;
  const needle = q.trim().toLowerCase();
  const items = menu.items.filter((d) => !needle || d.name.toLowerCase().includes(needle));
  const categories = menu.categories.filter((c) => !categoryId || c.id === categoryId);
  return (
    <Card
      style={{ width: 380, maxHeight: 720, overflowY: 'auto', borderRadius: 24, padding: 16 }}
      data-testid="digital-menu-preview"
    >
      {restaurant.coverImageUrl && (
        <img
          src={restaurant.coverImageUrl}
          alt=""
          style={{ width: '100%', height: 120, objectFit: 'cover', borderRadius: 12 }}
        />
      )}
      <H4 style={{ marginTop: 8 }}>{restaurant.name}</H4>
      {!restaurant.isActive && (
        <Callout intent="warning" compact>
          {t('digital.closed')}
        </Callout>
      )}
      {!menu.menu ? (
        <NonIdealState icon="book" title={t('digital.noActiveMenu')} description={t('digital.noActiveMenuBody')} />
      ) : (
        <>
          <div style={{ borderLeft: `4px solid ${menu.menu.color ?? '#ccc'}`, paddingLeft: 8, marginBottom: 8 }}>
            <strong data-testid="public-menu-name">{menu.menu.name}</strong>
            {menu.menu.description && <div className={Classes.TEXT_MUTED}>{menu.menu.description}</div>}
          </div>
          <InputGroup
            leftIcon="search"
            type="search"
            placeholder={t('digital.searchDishes')}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          <div style={{ display: 'flex', gap: 4, flexWrap: 'wrap', margin: '8px 0' }}>
            <Tag interactive minimal={categoryId !== null} intent="primary" onClick={() => setCategoryId(null)}>
              {t('digital.all')}
            </Tag>
            {menu.categories.map((c) => (
              <Tag
                key={c.id}
                interactive
                minimal={categoryId !== c.id}
                intent="primary"
                onClick={() => setCategoryId(c.id)}
              >
                {c.name}
              </Tag>
            ))}
          </div>
          {categories.map((c) => {
            const inCategory = items.filter((d) => d.categoryIds.includes(c.id));
            if (inCategory.length === 0) return null;
            return (
              <div key={c.id} style={{ marginBottom: 12 }}>
                <H6>{c.name}</H6>
                {inCategory.map((d) => (
                  <DishLine key={d.id} dish={d} />
                ))}
              </div>
            );
          })}
          {items.length === 0 && <p className={Classes.TEXT_MUTED}>{t('digital.noDishes')}</p>}
        </>
      )}
    </Card>
  );
}
