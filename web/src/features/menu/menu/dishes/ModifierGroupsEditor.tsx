import { Button, Card, FormGroup, InputGroup, NumericInput, Switch } from '@blueprintjs/core';
import { useCatalogueT } from '../../../../app/i18n/catalogue';
import type { ModifierGroup, ModifierOption } from '../menu.types';
import { MoneyInput } from '../../../../components/MoneyInput';

interface Props {
  groups: ModifierGroup[];
  onChange: (groups: ModifierGroup[]) => void;
}

const emptyOption = (): ModifierOption => ({ name: '', priceDelta: 0, isAvailable: true });

/** Modifier groups of a dish ("Sauce", choose 0–2) with their options and price deltas. */
export function ModifierGroupsEditor({ groups, onChange }: Props) {
  const t = useCatalogueT();
  const patchGroup = (gi: number, change: Partial<ModifierGroup>) =>
    onChange(groups.map((g, i) => (i === gi ? { ...g, ...change } : g)));
  const patchOption = (gi: number, oi: number, change: Partial<ModifierOption>) =>
    patchGroup(gi, { options: groups[gi]!.options.map((o, i) => (i === oi ? { ...o, ...change } : o)) });

  return (
    <div data-testid="modifier-groups-editor">
      {groups.map((g, gi) => (
        <Card key={g.id ?? `new-${gi}`} compact style={{ marginBottom: 8 }}>
          <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
            <FormGroup label={t('dishForm.groupName')} style={{ flex: 1, margin: 0 }}>
              <InputGroup value={g.name} onChange={(e) => patchGroup(gi, { name: e.currentTarget.value })} />
            </FormGroup>
            <FormGroup label={t('dishForm.min')} style={{ width: 70, margin: 0 }}>
              <NumericInput
                value={g.minSelections}
                min={0}
                buttonPosition="none"
                fill
                onValueChange={(n) => patchGroup(gi, { minSelections: Number.isFinite(n) ? n : 0 })}
              />
            </FormGroup>
            <FormGroup label={t('dishForm.max')} style={{ width: 70, margin: 0 }}>
              <NumericInput
                value={g.maxSelections}
                min={0}
                buttonPosition="none"
                fill
                onValueChange={(n) => patchGroup(gi, { maxSelections: Number.isFinite(n) ? n : 0 })}
              />
            </FormGroup>
            <Button
              icon="trash"
              variant="minimal"
              aria-label={t('common.remove')}
              onClick={() => onChange(groups.filter((_, i) => i !== gi))}
            />
          </div>
          {g.options.map((o, oi) => (
            <div key={o.id ?? `new-${oi}`} style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 6 }}>
              <InputGroup
                value={o.name}
                placeholder={t('dishForm.optionName')}
                aria-label={t('dishForm.optionName')}
                style={{ flex: 1 }}
                onChange={(e) => patchOption(gi, oi, { name: e.currentTarget.value })}
              />
              <div style={{ width: 110 }}>
                <MoneyInput
                  value={o.priceDelta}
                  allowNegative
                  ariaLabel={t('dishForm.priceDelta')}
                  onChange={(priceDelta) => patchOption(gi, oi, { priceDelta })}
                />
              </div>
              <Switch
                checked={o.isAvailable}
                label={t('dishForm.available')}
                style={{ margin: 0 }}
                onChange={() => patchOption(gi, oi, { isAvailable: !o.isAvailable })}
              />
              <Button
                icon="cross"
                variant="minimal"
                aria-label={t('common.remove')}
                onClick={() => patchGroup(gi, { options: g.options.filter((_, i) => i !== oi) })}
              />
            </div>
          ))}
          <Button
            icon="add"
            text={t('dishForm.addOption')}
            variant="minimal"
            size="small"
            onClick={() => patchGroup(gi, { options: [...g.options, emptyOption()] })}
          />
        </Card>
      ))}
      <Button
        icon="add"
        text={t('dishForm.addGroup')}
        variant="minimal"
        onClick={() =>
          onChange([...groups, { name: '', minSelections: 0, maxSelections: 1, options: [emptyOption()] }])
        }
      />
    </div>
  );
}
