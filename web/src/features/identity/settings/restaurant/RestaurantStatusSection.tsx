import { Classes, Intent, Section, SectionCard, Switch, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Restaurant } from '../settings.types';

interface Props {
  restaurant: Restaurant;
  disabled: boolean;
  onToggle: (field: 'isActive' | 'confirmOrders', value: boolean) => void;
}

/** Open/closed and order confirmation: saved as soon as they are switched. */
export function RestaurantStatusSection({ restaurant, disabled, onToggle }: Props) {
  const { t } = useTranslation();
  const open = restaurant.isActive;
  return (
    <Section
      title={t('settingsPages.restaurant.status')}
      icon="power"
      rightElement={
        <Tag intent={open ? Intent.SUCCESS : Intent.WARNING} round>
          {open ? t('settingsPages.restaurant.open') : t('settingsPages.restaurant.closed')}
        </Tag>
      }
    >
      <SectionCard>
        <Switch
          id="restaurant-isActive"
          size="large"
          checked={open}
          disabled={disabled}
          label={t('settingsPages.restaurant.isActive')}
          onChange={(e) => onToggle('isActive', e.currentTarget.checked)}
        />
        <Switch
          id="restaurant-confirmOrders"
          size="large"
          checked={restaurant.confirmOrders}
          disabled={disabled}
          label={t('settingsPages.restaurant.confirmOrders')}
          onChange={(e) => onToggle('confirmOrders', e.currentTarget.checked)}
        />
        <p className={Classes.TEXT_MUTED}>{t('settingsPages.restaurant.confirmOrdersHint')}</p>
      </SectionCard>
    </Section>
  );
}
