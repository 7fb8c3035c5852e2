import { Section, SectionCard } from '@blueprintjs/core';
import { useRestaurantFields, type RestaurantSectionProps } from './useRestaurantFields';

/** Service charge and tax, the numbers every bill uses. */
export function RestaurantChargesSection(props: RestaurantSectionProps) {
  const { t, text, select } = useRestaurantFields(props);
  return (
    <Section title={t('settingsPages.restaurant.charges')} icon="percentage">
      <SectionCard>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', columnGap: 16 }}>
          {text('serviceChargePercent', 'number')}
          {text('taxPercent', 'number')}
          {select('taxInclusive', [
            { value: 'exclusive', label: t('settingsPages.restaurant.taxExclusive') },
            { value: 'inclusive', label: t('settingsPages.restaurant.taxInclusive') },
          ])}
        </div>
      </SectionCard>
    </Section>
  );
}
