import { Button, Checkbox, Classes, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { discounted } from '../../../menu/menu';
import type { Dish, ModifierGroup } from '../../../menu/menu';
import { usePosT } from '../../../../app/i18n/pos';
import { money } from '../money';
import type { CartLine } from '../pos.types';
import { LineOptionsFields } from './LineOptionsFields';

interface Props {
  dish: Dish;
  defaultCourse: string;
  onClose: () => void;
  onAdd: (line: CartLine) => void;
}

/** True when the choice of a group respects its min/max. */
export const groupIsValid = (g: ModifierGroup, chosen: string[]) => {
  const n = g.options.filter((o) => o.id && chosen.includes(o.id)).length;
  return n >= g.minSelections && (g.maxSelections <= 0 || n <= g.maxSelections);
};

/** Variant, modifiers (render with key={dish.id}), (min/max enforced), quantity, remarks, course and seat of a dish. */
export function DishOptionsDialog({ dish, defaultCourse, onClose, onAdd }: Props) {
  const t = usePosT();
  const [variantId, setVariantId] = useState<string | null>(
    () =>
      (dish.variants.find((x) => x.isDefault && x.isAvailable) ?? dish.variants.find((x) => x.isAvailable))?.id ?? null,
  );
  const [chosen, setChosen] = useState<string[]>([]);
  const [quantity, setQuantity] = useState(1);
  const [remarks, setRemarks] = useState('');
  const [course, setCourse] = useState(defaultCourse);
  const [seat, setSeat] = useState<number | null>(null);
  const [hold, setHold] = useState(false);
  const variant = dish.variants.find((v) => v.id === variantId) ?? dish.variants[0];
  const isValid =
    dish.modifierGroups.every((g) => groupIsValid(g, chosen)) && quantity > 0 && (variant?.isAvailable ?? true);

  const toggle = (g: ModifierGroup, optionId: string) => {
    if (chosen.includes(optionId)) return setChosen(chosen.filter((x) => x !== optionId));
    const inGroup = g.options.filter((o) => o.id && chosen.includes(o.id)).map((o) => o.id);
    // A single-choice group swaps its choice; a full group refuses another.
    if (g.maxSelections === 1) return setChosen([...chosen.filter((x) => !inGroup.includes(x)), optionId]);
    if (g.maxSelections > 0 && inGroup.length >= g.maxSelections) return;
    setChosen([...chosen, optionId]);
  };

  const handleAdd = () => {
    const modifiers = dish.modifierGroups.flatMap((g) =>
      g.options
        .filter((o) => o.id && chosen.includes(o.id))
        .map((o) => ({ optionId: o.id!, name: o.name, priceDelta: o.priceDelta })),
    );
    onAdd({
      key: crypto.randomUUID(),
      dishId: dish.id,
      variantId: variant?.id ?? null,
      name: dish.name,
      variantName: dish.variants.length > 1 ? (variant?.name ?? null) : null,
      unitPrice: variant ? discounted(variant.price, variant.discount) : dish.price,
      modifiers,
      quantity,
      remarks: remarks.trim(),
      course,
      seat,
      hold,
    });
  };

  return (
    <Dialog isOpen onClose={onClose} title={dish.name} style={{ width: 560 }}>
      <DialogBody>
        {dish.variants.length > 1 && (
          <FormGroup label={t('builder.variant')}>
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              {dish.variants.map((v) => (
                <Button
                  key={v.id ?? v.name}
                  large
                  active={v.id === variant?.id}
                  disabled={!v.isAvailable}
                  onClick={() => setVariantId(v.id ?? null)}
                  text={`${v.name} · ${money(discounted(v.price, v.discount))}`}
                />
              ))}
            </div>
          </FormGroup>
        )}
        {dish.modifierGroups.map((g) => (
          <FormGroup
            key={g.id ?? g.name}
            label={g.name}
            helperText={t('builder.choose', { min: g.minSelections, max: g.maxSelections })}
            intent={groupIsValid(g, chosen) ? 'none' : 'warning'}
          >
            {g.options.map((o) => (
              <Checkbox
                key={o.id ?? o.name}
                large
                disabled={!o.isAvailable || !o.id}
                checked={!!o.id && chosen.includes(o.id)}
                onChange={() => o.id && toggle(g, o.id)}
                labelElement={
                  <span>
                    {o.name} {o.priceDelta !== 0 && <span className={Classes.TEXT_MUTED}>+{money(o.priceDelta)}</span>}
                  </span>
                }
              />
            ))}
          </FormGroup>
        ))}
        <LineOptionsFields
          idPrefix="dish"
          minQuantity={1}
          quantity={quantity}
          onQuantity={setQuantity}
          course={course}
          onCourse={setCourse}
          seat={seat}
          onSeat={setSeat}
          hold={hold}
          onHold={setHold}
        />
        <FormGroup label={t('builder.remarks')} labelFor="dish-remarks">
          <InputGroup
            id="dish-remarks"
            large
            value={remarks}
            onValueChange={setRemarks}
            placeholder={t('builder.remarksHint')}
            onKeyDown={(e) => e.key === 'Enter' && isValid && handleAdd()}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button large text={t('common.cancel')} onClick={onClose} />
            <Button
              large
              intent="primary"
              icon="add"
              text={t('builder.add')}
              disabled={!isValid}
              onClick={handleAdd}
              data-testid="add-dish"
            />
          </>
        }
      />
    </Dialog>
  );
}
