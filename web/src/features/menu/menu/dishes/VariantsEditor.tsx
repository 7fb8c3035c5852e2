import { Button, Callout, HTMLTable, InputGroup, NumericInput, Radio, Switch } from '@blueprintjs/core';
import { useCatalogueT } from '../../../../app/i18n/catalogue';
import type { Variant } from '../menu.types';
import { MoneyInput } from '../../../../components/MoneyInput';

interface Props {
  variants: Variant[];
  onChange: (variants: Variant[]) => void;
  error?: string;
}

export const emptyVariant = (isDefault: boolean): Variant => ({
  name: '',
  price: 0,
  isDefault,
  discount: { amount: 0, percent: 0 },
  isAvailable: true,
});

/** Sizes or portions of a dish: name, price, default, discount. Exactly one is the default. */
export function VariantsEditor({ variants, onChange, error }: Props) {
  const t = useCatalogueT();
  const patch = (index: number, change: Partial<Variant>) =>
    onChange(
      variants.map((v, i) => (i === index ? { ...v, ...change } : change.isDefault ? { ...v, isDefault: false } : v)),
    );
  const remove = (index: number) => {
    const next = variants.filter((_, i) => i !== index);
    if (next.length > 0 && !next.some((v) => v.isDefault)) next[0] = { ...next[0]!, isDefault: true };
    onChange(next);
  };
  return (
    <div data-testid="variants-editor">
      {error && (
        <Callout intent="danger" compact>
          {error}
        </Callout>
      )}
      <HTMLTable compact style={{ width: '100%' }}>
        <thead>
          <tr>
            <th>{t('dishForm.variantName')}</th>
            <th style={{ width: 110 }}>{t('dishForm.price')}</th>
            <th style={{ width: 60 }}>{t('dishForm.default')}</th>
            <th style={{ width: 90 }}>{t('dishForm.discountPercent')}</th>
            <th style={{ width: 100 }}>{t('dishForm.discountAmount')}</th>
            <th style={{ width: 60 }}>{t('dishForm.available')}</th>
            <th style={{ width: 40 }} />
          </tr>
        </thead>
        <tbody>
          {variants.map((v, i) => (
            <tr key={v.id ?? `new-${i}`} data-testid={`variant-row-${i}`}>
              <td>
                <InputGroup
                  value={v.name}
                  placeholder={t('dishForm.variantPlaceholder')}
                  aria-label={t('dishForm.variantName')}
                  onChange={(e) => patch(i, { name: e.currentTarget.value })}
                />
              </td>
              <td>
                <MoneyInput value={v.price} ariaLabel={t('dishForm.price')} onChange={(price) => patch(i, { price })} />
              </td>
              <td>
                <Radio
                  checked={v.isDefault}
                  aria-label={t('dishForm.default')}
                  onChange={() => patch(i, { isDefault: true })}
                />
              </td>
              <td>
                <NumericInput
                  value={v.discount.percent}
                  min={0}
                  max={100}
                  buttonPosition="none"
                  fill
                  aria-label={t('dishForm.discountPercent')}
                  onValueChange={(n) => patch(i, { discount: { ...v.discount, percent: Number.isFinite(n) ? n : 0 } })}
                />
              </td>
              <td>
                <MoneyInput
                  value={v.discount.amount}
                  ariaLabel={t('dishForm.discountAmount')}
                  onChange={(amount) => patch(i, { discount: { ...v.discount, amount } })}
                />
              </td>
              <td>
                <Switch
                  checked={v.isAvailable}
                  aria-label={t('dishForm.available')}
                  onChange={() => patch(i, { isAvailable: !v.isAvailable })}
                />
              </td>
              <td>
                <Button
                  icon="trash"
                  variant="minimal"
                  aria-label={t('common.remove')}
                  disabled={variants.length <= 1}
                  onClick={() => remove(i)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Button
        icon="add"
        text={t('dishForm.addVariant')}
        variant="minimal"
        onClick={() => onChange([...variants, emptyVariant(variants.length === 0)])}
      />
    </div>
  );
}
