import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { CHECKLIST_ITEM_KINDS, type ChecklistItemKind, type ChecklistTemplateItem } from '@ros/shared-events';
import { useChecklistsT } from './i18n';

/** An item as the template dialog edits it (numbers as typed). */
export interface ItemDraft {
  kind: ChecklistItemKind;
  label: string;
  unit: string;
  min: string;
  max: string;
}

export const emptyItem = (): ItemDraft => ({ kind: 'tick', label: '', unit: '', min: '', max: '' });

/** A saved item as the dialog edits it. */
export const draftOf = (item: ChecklistTemplateItem): ItemDraft => ({
  kind: item.kind,
  label: item.label,
  unit: item.unit ?? '',
  min: item.min === null ? '' : String(item.min),
  max: item.max === null ? '' : String(item.max),
});

/** The template's items: kind and label, and a reading's unit and allowed range. */
export function TemplateItemsEditor({
  items,
  errors,
  onChange,
}: {
  items: ItemDraft[];
  errors: Record<string, string>;
  onChange: (items: ItemDraft[]) => void;
}) {
  const t = useChecklistsT();
  const set = (i: number, patch: Partial<ItemDraft>) =>
    onChange(items.map((it, n) => (n === i ? { ...it, ...patch } : it)));
  return (
    <fieldset style={{ border: 0, padding: 0 }}>
      <legend>{t('template.items')}</legend>
      {errors.items && <p className="bp5-text-muted">{errors.items}</p>}
      {items.map((item, i) => (
        <div key={i} style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }}>
          <FormGroup label={t('template.itemKind', { n: i + 1 })} labelFor={`item-kind-${i}`}>
            <HTMLSelect
              id={`item-kind-${i}`}
              value={item.kind}
              onChange={(e) => set(i, { kind: e.target.value as ChecklistItemKind })}
              options={CHECKLIST_ITEM_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            />
          </FormGroup>
          <FormGroup
            label={t('template.itemLabel', { n: i + 1 })}
            labelFor={`item-label-${i}`}
            helperText={errors[`items.${i}.label`]}
          >
            <InputGroup id={`item-label-${i}`} value={item.label} onValueChange={(v) => set(i, { label: v })} />
          </FormGroup>
          {item.kind === 'number' && (
            <>
              <FormGroup label={t('template.unit', { n: i + 1 })} labelFor={`item-unit-${i}`}>
                <InputGroup
                  id={`item-unit-${i}`}
                  value={item.unit}
                  onValueChange={(v) => set(i, { unit: v })}
                  style={{ width: 70 }}
                />
              </FormGroup>
              <FormGroup
                label={t('template.min', { n: i + 1 })}
                labelFor={`item-min-${i}`}
                helperText={errors[`items.${i}.min`]}
              >
                <InputGroup
                  id={`item-min-${i}`}
                  type="number"
                  step="any"
                  value={item.min}
                  onValueChange={(v) => set(i, { min: v })}
                  style={{ width: 80 }}
                />
              </FormGroup>
              <FormGroup
                label={t('template.max', { n: i + 1 })}
                labelFor={`item-max-${i}`}
                helperText={errors[`items.${i}.max`]}
              >
                <InputGroup
                  id={`item-max-${i}`}
                  type="number"
                  step="any"
                  value={item.max}
                  onValueChange={(v) => set(i, { max: v })}
                  style={{ width: 80 }}
                />
              </FormGroup>
            </>
          )}
          <Button
            icon="trash"
            minimal
            aria-label={t('template.removeItem', { n: i + 1 })}
            disabled={items.length === 1}
            onClick={() => onChange(items.filter((_, n) => n !== i))}
            style={{ marginBottom: 15 }}
          />
        </div>
      ))}
      <Button icon="add" text={t('template.addItem')} onClick={() => onChange([...items, emptyItem()])} />
    </fieldset>
  );
}
