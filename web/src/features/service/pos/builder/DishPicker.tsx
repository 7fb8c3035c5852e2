import { Button, Card, Classes, InputGroup, Tag } from '@blueprintjs/core';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { discounted } from '../../../menu/menu';
import type { Category, Dish } from '../../../menu/menu';
import { usePosT } from '../../../../app/i18n/pos';
import { money } from '../money';
import { dishesMatching } from './dishSearch';

interface Props {
  dishes: Dish[];
  categories: Category[];
  onPick: (dish: Dish) => void;
}

export const dishPrice = (dish: Dish): number => {
  const v = dish.variants.find((x) => x.isDefault) ?? dish.variants[0];
  return v ? discounted(v.price, v.discount) : dish.price;
};

const DishCard = memo(function DishCard({ dish, onPick }: { dish: Dish; onPick: (dish: Dish) => void }) {
  const t = usePosT();
  return (
    <Card
      interactive={dish.isAvailable}
      data-testid={`dish-${dish.name}`}
      role="button"
      aria-disabled={!dish.isAvailable}
      aria-label={dish.name}
      tabIndex={0}
      onClick={() => dish.isAvailable && onPick(dish)}
      onKeyDown={(e) => e.key === 'Enter' && dish.isAvailable && onPick(dish)}
      style={{
        padding: 12,
        minHeight: 84,
        opacity: dish.isAvailable ? 1 : 0.45,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
      }}
    >
      <strong style={{ fontSize: 15 }}>{dish.name}</strong>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <span className={Classes.TEXT_MUTED}>{money(dishPrice(dish))}</span>
        {!dish.isAvailable && (
          <Tag intent="danger" minimal>
            {t('builder.soldOut')}
          </Tag>
        )}
      </div>
    </Card>
  );
});

/** Categories, a dish search ("/" focuses it, Enter adds the first match) and the dish grid. */
export function DishPicker({ dishes, categories, onPick }: Props) {
  const t = usePosT();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [q, setQ] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => dishesMatching(dishes, categoryId, q), [dishes, categoryId, q]);
  const sortedCategories = useMemo(() => [...categories].sort((a, b) => a.sortOrder - b.sortOrder), [categories]);

  useEffect(() => {
    const handleKey = (e: KeyboardEvent) => {
      const tag = (e.target as HTMLElement | null)?.tagName;
      if (e.key === '/' && tag !== 'INPUT' && tag !== 'TEXTAREA') {
        e.preventDefault();
        searchRef.current?.focus();
      }
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, []);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 }}>
      <InputGroup
        inputRef={searchRef}
        large
        leftIcon="search"
        placeholder={t('builder.search')}
        aria-label={t('builder.searchLabel')}
        value={q}
        onValueChange={setQ}
        onKeyDown={(e) => {
          // What the field holds now: typed fast, Enter can come before the list shows the last letter.
          const first =
            e.key === 'Enter' && dishesMatching(dishes, categoryId, e.currentTarget.value).find((d) => d.isAvailable);
          if (first) {
            onPick(first);
            setQ('');
          }
          if (e.key === 'Escape') setQ('');
        }}
      />
      <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
        <Button
          large
          active={categoryId === null}
          text={t('builder.allCategories')}
          onClick={() => setCategoryId(null)}
        />
        {sortedCategories.map((c) => (
          <Button key={c.id} large active={categoryId === c.id} text={c.name} onClick={() => setCategoryId(c.id)} />
        ))}
      </div>
      <div
        data-testid="dish-grid"
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 8 }}
      >
        {shown.map((d) => (
          <DishCard key={d.id} dish={d} onPick={onPick} />
        ))}
      </div>
      {shown.length === 0 && <p className={Classes.TEXT_MUTED}>{t('builder.noDishes')}</p>}
    </div>
  );
}
