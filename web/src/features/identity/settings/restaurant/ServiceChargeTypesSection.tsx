import { Button, Checkbox, FormGroup, Intent, Section, SectionCard } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Restaurant, RestaurantPatch } from '../settings.types';

const ORDER_TYPES = ['dine_in', 'takeaway', 'delivery'] as const;
type OrderType = (typeof ORDER_TYPES)[number];

interface Props {
  restaurant: Restaurant;
  disabled: boolean;
  errors: Record<string, string>;
  onSave: (patch: RestaurantPatch) => Promise<void>;
}

/** The order types the service charge is added to (dine in unless the owner chose otherwise). */
export const serviceChargeTypes = (restaurant: Restaurant): OrderType[] =>
  ((restaurant.settings ?? {}) as { serviceCharge?: { orderTypes?: OrderType[] } }).serviceCharge?.orderTypes ?? [
    'dine_in',
  ];

/** Which order types carry the service charge, saved with its own button. */
export function ServiceChargeTypesSection({ restaurant, disabled, errors, onSave }: Props) {
  const { t } = useTranslation();
  const [types, setTypes] = useState(serviceChargeTypes(restaurant));
  const error =
    errors['settings.serviceCharge.orderTypes'] ??
    Object.entries(errors).find(([k]) => k.startsWith('settings.serviceCharge'))?.[1];
  const toggle = (type: OrderType, isOn: boolean) =>
    setTypes(ORDER_TYPES.filter((o) => (o === type ? isOn : types.includes(o))));
  return (
    <Section title={t('settingsPages.serviceTypes.title')} icon="percentage">
      <SectionCard>
        <FormGroup
          label={t('setup.serviceChargeOn')}
          helperText={error ?? t('setup.serviceChargeHint')}
          intent={error ? Intent.DANGER : Intent.NONE}
        >
          {ORDER_TYPES.map((type) => (
            <Checkbox
              key={type}
              id={`service-charge-${type}`}
              inline
              label={t(`setup.orderTypes.${type}`)}
              checked={types.includes(type)}
              disabled={disabled}
              onChange={(e) => toggle(type, e.currentTarget.checked)}
            />
          ))}
        </FormGroup>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            icon="floppy-disk"
            text={t('settingsPages.serviceTypes.save')}
            disabled={disabled}
            onClick={() => void onSave({ settings: { serviceCharge: { orderTypes: types } } })}
          />
        </div>
      </SectionCard>
    </Section>
  );
}
