import { Classes, Section, SectionCard, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Restaurant, RestaurantPatch } from '../settings.types';

interface Props {
  restaurant: Restaurant;
  disabled: boolean;
  onSave: (patch: RestaurantPatch) => Promise<void>;
}

/** True when cash payments and refunds need the terminal's drawer to be open (off by default). */
export const cashNeedsDrawer = (restaurant: Restaurant): boolean =>
  ((restaurant.settings ?? {}) as { cashDrawer?: { requiredForCash?: boolean } }).cashDrawer?.requiredForCash === true;

/** The POS rules of the restaurant: cash only into an open drawer. Saved as soon as it is switched. */
export function PosSection({ restaurant, disabled, onSave }: Props) {
  const { t } = useTranslation();
  const isOn = cashNeedsDrawer(restaurant);
  return (
    <Section title={t('settingsPages.pos.title')} icon="shop">
      <SectionCard>
        <Switch
          id="pos-cash-needs-drawer"
          checked={isOn}
          disabled={disabled}
          label={t('settingsPages.pos.cashNeedsDrawer')}
          aria-describedby="pos-cash-needs-drawer-hint"
          onChange={(e) => void onSave({ settings: { cashDrawer: { requiredForCash: e.currentTarget.checked } } })}
        />
        <p id="pos-cash-needs-drawer-hint" className={Classes.TEXT_MUTED}>
          {t('settingsPages.pos.cashNeedsDrawerHint')}
        </p>
      </SectionCard>
    </Section>
  );
}
