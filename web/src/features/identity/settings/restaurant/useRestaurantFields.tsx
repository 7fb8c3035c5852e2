import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/SelectField';
import { TextField } from '../../../../components/TextField';
import type { Restaurant } from '../settings.types';
import { fieldValue, type Draft, type DraftField } from './restaurantForm';

/** What every section of the restaurant settings form gets. */
export interface RestaurantSectionProps {
  restaurant: Restaurant;
  draft: Draft;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (field: DraftField, value: string) => void;
}

/**
 * Inputs bound to a field of the restaurant draft (id `restaurant-<field>`, its label, value, error
 * and change), so the sections only list which fields they show.
 */
export function useRestaurantFields({ restaurant, draft, errors, disabled, onChange }: RestaurantSectionProps) {
  const { t } = useTranslation();
  const value = (f: DraftField) => fieldValue(restaurant, draft, f);
  const bind = (f: DraftField) => ({
    id: `restaurant-${f}`,
    label: t(`settingsPages.restaurant.fields.${f}`),
    value: value(f),
    error: errors[f],
    disabled,
    onChange: (v: string) => onChange(f, v),
  });
  const text = (f: DraftField, type?: string) => {
    const { onChange, ...field } = bind(f);
    return <TextField {...field} type={type} onValueChange={onChange} />;
  };
  const select = (f: DraftField, options: readonly { value: string; label: string }[]) => (
    <SelectField {...bind(f)} options={options} />
  );
  return { t, value, text, select };
}
