import { useId, useState } from 'react';
import { unitPriceOf, type CartLine, type MenuDish } from './api';
import type { Translate } from './strings';

interface Props {
  dish: MenuDish;
  t: Translate;
  money: (minor: number) => string;
  onAdd: (line: Omit<CartLine, 'key'>) => void;
  onClose: () => void;
}

/** One dish: its variant, modifier choices within their min/max, quantity and remarks. */
export function DishDialog({ dish, t, money, onAdd, onClose }: Props) {
  const titleId = useId();
  const variants = dish.variants.filter((v) => v.isAvailable);
  const [variantId, setVariantId] = useState((variants.find((v) => v.isDefault) ?? variants[0])?.id ?? null);
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const [quantity, setQuantity] = useState(1);
  const [remarks, setRemarks] = useState('');
  const variant = dish.variants.find((v) => v.id === variantId);
  const unit = unitPriceOf(dish, variantId, Object.values(chosen).flat());
  const complete = dish.modifierGroups.every((g) => (chosen[g.id]?.length ?? 0) >= g.minSelections);

  const toggle = (groupId: string, optionId: string, single: boolean, max: number) =>
    setChosen((prev) => {
      const now = prev[groupId] ?? [];
      if (single) return { ...prev, [groupId]: [optionId] };
      if (now.includes(optionId)) return { ...prev, [groupId]: now.filter((id) => id !== optionId) };
      return now.length >= max ? prev : { ...prev, [groupId]: [...now, optionId] };
    });

  return (
    <div className="g-backdrop" onClick={onClose}>
      <div
        className="g-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
      >
        <header className="g-sheet-head">
          <h2 id={titleId}>{dish.name}</h2>
          <button type="button" className="g-icon" aria-label={t('close')} onClick={onClose}>
            ×
          </button>
        </header>
        {dish.images[0] && <img className="g-photo" src={dish.images[0]} alt="" />}
        {dish.description && <p>{dish.description}</p>}
        {dish.allergens.length > 0 && <p className="g-muted">{t('allergens', { list: dish.allergens.join(', ') })}</p>}
        {dish.variants.length > 1 && (
          <fieldset>
            <legend>{dish.name}</legend>
            {dish.variants.map((v) => (
              <label key={v.id} className="g-choice">
                <input
                  type="radio"
                  name={`${titleId}-variant`}
                  checked={variantId === v.id}
                  disabled={!v.isAvailable}
                  onChange={() => setVariantId(v.id)}
                />
                <span>
                  {v.name}
                  {v.isAvailable ? '' : ` · ${t('soldOut')}`}
                </span>
                <span className="g-price">{money(v.price)}</span>
              </label>
            ))}
          </fieldset>
        )}
        {dish.modifierGroups.map((g) => {
          const single = g.maxSelections === 1 && g.minSelections === 1;
          const picked = chosen[g.id] ?? [];
          const rule =
            g.minSelections === 0
              ? t('optional', { max: g.maxSelections })
              : t('choose', {
                  rule: g.minSelections === g.maxSelections ? g.minSelections : `${g.minSelections}–${g.maxSelections}`,
                });
          return (
            <fieldset key={g.id}>
              <legend>
                {g.name} <span className="g-muted">({rule})</span>
              </legend>
              {g.options.map((o) => (
                <label key={o.id} className="g-choice">
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={`${titleId}-${g.id}`}
                    checked={picked.includes(o.id)}
                    disabled={!o.isAvailable || (!single && !picked.includes(o.id) && picked.length >= g.maxSelections)}
                    onChange={() => toggle(g.id, o.id, single, g.maxSelections)}
                  />
                  <span>
                    {o.name}
                    {o.isAvailable ? '' : ` · ${t('soldOut')}`}
                  </span>
                  {o.priceDelta !== 0 && <span className="g-price">+{money(o.priceDelta)}</span>}
                </label>
              ))}
            </fieldset>
          );
        })}
        <div className="g-row">
          <label htmlFor={`${titleId}-qty`}>{t('quantity')}</label>
          <input
            id={`${titleId}-qty`}
            type="number"
            min={1}
            max={50}
            inputMode="numeric"
            value={quantity}
            onChange={(e) => setQuantity(Math.max(1, Math.min(50, Number(e.target.value) || 1)))}
          />
        </div>
        <label htmlFor={`${titleId}-remarks`}>{t('remarks')}</label>
        <textarea
          id={`${titleId}-remarks`}
          maxLength={300}
          placeholder={t('remarksHint')}
          value={remarks}
          onChange={(e) => setRemarks(e.target.value)}
        />
        <button
          type="button"
          className="g-primary"
          disabled={!complete || !variant}
          onClick={() =>
            onAdd({
              dishId: dish.id,
              variantId,
              modifierOptionIds: Object.values(chosen).flat(),
              quantity,
              remarks: remarks.trim(),
            })
          }
        >
          {t('addToCart', { amount: money(unit * quantity) })}
        </button>
      </div>
    </div>
  );
}
