import { Button, Callout, FormGroup, HTMLSelect, HTMLTable, NumericInput, Spinner, Tag } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { fieldErrors, isPlanRequired } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { formatMoney } from '../../../components/money';
import { UpgradePrompt } from '../../../components/UpgradePrompt';
import { useCan } from '../../../app/session/useAbility';
import { useInventoryT } from './i18n';
import {
  useGetRecipeQuery,
  useListItemsQuery,
  useListUnitsQuery,
  useSaveRecipeMutation,
  type RecipeLineInput,
} from './inventory.api';
import type { Recipe } from './inventory.types';

interface DishParts {
  id: string;
  variants: { id?: string; name: string }[];
  modifierGroups: { name: string; options: { id?: string; name: string }[] }[];
}

/** The line's "for" choice: every plate, one variant (`v:`), or when an option is chosen (`o:`). */
const partOf = (l: Pick<RecipeLineInput, 'variantId' | 'modifierOptionId'>) =>
  l.variantId ? `v:${l.variantId}` : l.modifierOptionId ? `o:${l.modifierOptionId}` : '';
const fromPart = (part: string) => ({
  variantId: part.startsWith('v:') ? part.slice(2) : null,
  modifierOptionId: part.startsWith('o:') ? part.slice(2) : null,
});

/** A dish's recipe (the dish form's Recipe tab): what each plate takes from stock, its plate cost and food cost %. */
export function RecipeEditor({ rid, dish }: { rid: string; dish: DishParts }) {
  const t = useInventoryT();
  const recipe = useGetRecipeQuery({ rid, dishId: dish.id });
  if (isPlanRequired(recipe.error))
    return <UpgradePrompt variant="inline" title={t('upgrade.title')} body={t('upgrade.body')} />;
  if (!recipe.data) return <Spinner />;
  return <RecipeForm key={recipe.data.lines.map((l) => l.id).join()} rid={rid} dish={dish} recipe={recipe.data} />;
}

function RecipeForm({ rid, dish, recipe }: { rid: string; dish: DishParts; recipe: Recipe }) {
  const t = useInventoryT();
  const canEdit = useCan('edit', 'inventory');
  const items = useListItemsQuery(rid ? { rid, query: { perPage: 500 } } : skipToken).data?.data ?? [];
  const units = useListUnitsQuery(rid).data?.data ?? [];
  const [saveRecipe, { isLoading }] = useSaveRecipeMutation();
  const [lines, setLines] = useState<RecipeLineInput[]>(() =>
    recipe.lines.map((l) => ({
      variantId: l.variantId,
      modifierOptionId: l.modifierOptionId,
      itemId: l.itemId,
      unitId: l.unitId,
      quantity: l.quantity,
      wastePercent: l.wastePercent,
    })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setLine = (i: number, change: Partial<RecipeLineInput>) =>
    setLines(lines.map((l, j) => (j === i ? { ...l, ...change } : l)));
  const unitsFor = (itemId: string) => {
    const root = units.find((u) => u.id === items.find((i) => i.id === itemId)?.unitId);
    return units.filter((u) => root && (u.baseUnitId ?? u.id) === (root.baseUnitId ?? root.id));
  };
  const save = async () => {
    try {
      await saveRecipe({ rid, dishId: dish.id, lines }).unwrap();
      void toastSuccess(t('recipe.saved'));
      setErrors({});
    } catch (error) {
      setErrors(fieldErrors(error));
      void toastError(error);
    }
  };
  return (
    <div data-testid="recipe-editor">
      <HTMLTable compact style={{ width: '100%' }} aria-label={t('recipe.plateCosts')}>
        <thead>
          <tr>
            <th>{t('recipe.variant')}</th>
            <th>{t('recipe.price')}</th>
            <th>{t('recipe.plateCost')}</th>
            <th>{t('recipe.foodCost')}</th>
          </tr>
        </thead>
        <tbody>
          {recipe.variants.map((v) => (
            <tr key={v.variantId}>
              <td>{v.name}</td>
              <td>{formatMoney(v.price)}</td>
              <td data-testid={`plate-cost-${v.name}`}>{formatMoney(v.plateCost)}</td>
              <td>{v.foodCostPercent == null ? '—' : `${v.foodCostPercent} %`}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <FormGroup
        label={t('recipe.lines')}
        helperText={errors.lines}
        intent={errors.lines ? 'danger' : 'none'}
        style={{ marginTop: 12 }}
      >
        {items.length === 0 && <Callout intent="primary">{t('recipe.noItems')}</Callout>}
        {lines.map((l, i) => (
          <div key={i} style={{ display: 'flex', gap: 6, marginBottom: 6, alignItems: 'center', flexWrap: 'wrap' }}>
            <HTMLSelect
              aria-label={t('recipe.item', { n: i + 1 })}
              value={l.itemId}
              disabled={!canEdit}
              onChange={(e) =>
                setLine(i, {
                  itemId: e.currentTarget.value,
                  unitId: items.find((x) => x.id === e.currentTarget.value)?.unitId ?? l.unitId,
                })
              }
            >
              {items.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </HTMLSelect>
            <NumericInput
              aria-label={t('recipe.quantity', { n: i + 1 })}
              min={0}
              minorStepSize={0.0001}
              value={l.quantity}
              disabled={!canEdit}
              style={{ width: 80 }}
              onValueChange={(n) => setLine(i, { quantity: Number.isFinite(n) ? n : 0 })}
            />
            <HTMLSelect
              aria-label={t('recipe.unit', { n: i + 1 })}
              value={l.unitId}
              disabled={!canEdit}
              onChange={(e) => setLine(i, { unitId: e.currentTarget.value })}
            >
              {unitsFor(l.itemId).map((u) => (
                <option key={u.id} value={u.id}>
                  {u.abbreviation}
                </option>
              ))}
            </HTMLSelect>
            <NumericInput
              aria-label={t('recipe.waste', { n: i + 1 })}
              min={0}
              max={99}
              value={l.wastePercent}
              disabled={!canEdit}
              style={{ width: 60 }}
              rightElement={<span style={{ padding: 6 }}>%</span>}
              onValueChange={(n) => setLine(i, { wastePercent: Number.isFinite(n) ? n : 0 })}
            />
            <HTMLSelect
              aria-label={t('recipe.for', { n: i + 1 })}
              value={partOf(l)}
              disabled={!canEdit}
              onChange={(e) => setLine(i, fromPart(e.currentTarget.value))}
            >
              <option value="">{t('recipe.everyPlate')}</option>
              {dish.variants.length > 1 &&
                dish.variants
                  .filter((v) => v.id)
                  .map((v) => (
                    <option key={v.id} value={`v:${v.id}`}>
                      {t('recipe.onlyVariant', { name: v.name })}
                    </option>
                  ))}
              {dish.modifierGroups.flatMap((g) =>
                g.options
                  .filter((o) => o.id)
                  .map((o) => (
                    <option key={o.id} value={`o:${o.id}`}>
                      {t('recipe.withOption', { name: `${g.name}: ${o.name}` })}
                    </option>
                  )),
              )}
            </HTMLSelect>
            {errors[`lines.${i}.unitId`] && (
              <Tag intent="danger" minimal>
                {errors[`lines.${i}.unitId`]}
              </Tag>
            )}
            {canEdit && (
              <Button
                icon="cross"
                variant="minimal"
                aria-label={t('common.remove')}
                onClick={() => setLines(lines.filter((_, j) => j !== i))}
              />
            )}
          </div>
        ))}
        {canEdit && items.length > 0 && (
          <Button
            icon="add"
            variant="minimal"
            text={t('recipe.addLine')}
            onClick={() =>
              setLines([
                ...lines,
                {
                  variantId: null,
                  modifierOptionId: null,
                  itemId: items[0]!.id,
                  unitId: items[0]!.unitId,
                  quantity: 1,
                  wastePercent: 0,
                },
              ])
            }
          />
        )}
      </FormGroup>
      {canEdit && (
        <Button
          intent="primary"
          icon="floppy-disk"
          text={t('recipe.save')}
          loading={isLoading}
          onClick={() => void save()}
        />
      )}
    </div>
  );
}
